import type { CompetitionState } from '../competition/state';
import type { Audience } from './audience';
import { deskView, type DeskView } from './desk-view';
import { frameView, type CompetitionFrame } from './frame-view';
import { judgeView, type JudgeView } from './judge-view';
import { publicPageView, type PublicPageView } from './public-pages/page-view';
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
  page: PublicPageView;
}

/**
 * Computes the view of a competition for one audience. Two audiences are
 * one of many, named by `key`: the judge audience is one judge's (a tablet's
 * binding, never the client), the page audience one public page's (its path).
 */
export function viewFor<A extends Audience>(
  state: CompetitionState,
  audience: A,
  key = '',
): ViewByAudience[A] {
  const views: { [K in Audience]: (s: CompetitionState) => ViewByAudience[K] } = {
    public: publicView,
    staff: staffView,
    scoring: scoringView,
    judge: (s) => judgeView(s, key),
    registrar: registrarView,
    desk: deskView,
    frame: frameView,
    page: (s) => publicPageView(s, key),
  };
  return views[audience](state);
}
