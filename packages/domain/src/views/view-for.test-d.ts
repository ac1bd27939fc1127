import { expectTypeOf } from 'vitest';
import type { CompetitionState } from '../competition/state';
import type { Audience } from './audience';
import type { DeskView } from './desk-view';
import type { CompetitionFrame } from './frame-view';
import type { JudgeView } from './judge-view';
import type { PublicView } from './public-view';
import type { RegistrarView, ScoringView, StaffView } from './staff-view';
import { viewFor, type ViewByAudience } from './view-for';

// Type tests, checked by `tsc`: a screen asks `viewFor` (or the server's channel) for one
// audience and gets that audience's view type, so a public screen cannot read a field only the
// registrar sees without the compiler saying so.

declare const state: CompetitionState;

// Every audience has exactly one view type, and nothing else is an audience.
expectTypeOf<keyof ViewByAudience>().toEqualTypeOf<Audience>();

expectTypeOf(viewFor(state, 'public')).toEqualTypeOf<PublicView>();
expectTypeOf(viewFor(state, 'staff')).toEqualTypeOf<StaffView>();
expectTypeOf(viewFor(state, 'scoring')).toEqualTypeOf<ScoringView>();
expectTypeOf(viewFor(state, 'judge', 'k1')).toEqualTypeOf<JudgeView>();
expectTypeOf(viewFor(state, 'registrar')).toEqualTypeOf<RegistrarView>();
expectTypeOf(viewFor(state, 'desk')).toEqualTypeOf<DeskView>();
expectTypeOf(viewFor(state, 'frame')).toEqualTypeOf<CompetitionFrame>();

// The views differ where privacy lives: the public view is not the registrar's.
expectTypeOf<PublicView>().not.toEqualTypeOf<RegistrarView>();

// @ts-expect-error: 'everyone' is not an audience.
viewFor(state, 'everyone');
