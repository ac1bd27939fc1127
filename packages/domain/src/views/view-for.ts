import type { CompetitionState } from '../competition/state';
import type { Audience } from './audience';
import { publicView, type PublicView } from './public-view';
import { staffView, type StaffView } from './staff-view';

export interface ViewByAudience {
  public: PublicView;
  staff: StaffView;
}

/** Computes the view of a competition for one audience. */
export function viewFor<A extends Audience>(
  state: CompetitionState,
  audience: A,
): ViewByAudience[A] {
  const views: { [K in Audience]: (s: CompetitionState) => ViewByAudience[K] } = {
    public: publicView,
    staff: staffView,
  };
  return views[audience](state);
}
