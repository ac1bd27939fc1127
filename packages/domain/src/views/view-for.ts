import type { CompetitionState } from '../competition/state';
import type { Audience } from './audience';
import { deskView, type DeskView } from './desk-view';
import { frameView, type CompetitionFrame } from './frame-view';
import { judgeView, type JudgeView } from './judge-view';
import { publicView, type PublicView } from './public-view';
import {
  registrarView,
  scoringView,
  staffView,
  type RegistrarView,
  type ScoringView,
  type StaffView,
} from './staff-view';

export interface ViewByAudience {
  public: PublicView;
  staff: StaffView;
  scoring: ScoringView;
  judge: JudgeView;
  registrar: RegistrarView;
  desk: DeskView;
  frame: CompetitionFrame;
}

/**
 * Computes the view of a competition for one audience. The judge audience
 * is one judge's: `judgeKey` names them (a tablet's binding, never the client).
 */
export function viewFor<A extends Audience>(
  state: CompetitionState,
  audience: A,
  judgeKey = '',
): ViewByAudience[A] {
  const views: { [K in Audience]: (s: CompetitionState) => ViewByAudience[K] } = {
    public: publicView,
    staff: staffView,
    scoring: scoringView,
    judge: (s) => judgeView(s, judgeKey),
    registrar: registrarView,
    desk: deskView,
    frame: frameView,
  };
  return views[audience](state);
}
