import type { CompetitionState } from '../../competition/state';
import { frameView, type CompetitionFrame } from '../frame-view';
import { publicView, type PublicOfficial, type PublicOrganizer } from '../public-view';
import { competitorPage, type CompetitorPageContent } from './competitor-page';
import { competitorDirectory, type DirectoryRow } from './competitors-page';
import { entriesByEvent, seekingDancers, type EventEntries } from './entries-page';
import { livePage, liveRoundPage, type LivePage, type LiveRoundPage } from './live-pages';
import { publicPageOf } from './page-paths';
import { registerPage, type RegisterPageContent } from './register-page';
import { updateEntriesPage, type UpdateEntriesPageContent } from './update-entries-page';
import { tbaGroups, type StyleGroup } from './tba-list-page';
import { resultDetailsContent, type ResultDetailsContent } from './result-details-page';
import { resultsPageContent, type ResultsPageContent } from './results-page';

/** An information page of spec §2 whose body is the organizers' text of that name. */
type TextPageKey = 'details' | 'rules' | 'venue';

/**
 * What one server-rendered public page shows (ADR 044): the frame every page
 * has (top bar, footer, tab title) and the page's own content, no more. The
 * page's first HTML carries it inlined; its `page` channel sends the changes.
 * A phone reading /rules never downloads the competition's events or marks.
 */
export type PublicPageView =
  | { page: 'home'; frame: CompetitionFrame }
  | { page: TextPageKey; frame: CompetitionFrame; text: string }
  | { page: 'contact'; frame: CompetitionFrame; text: string; organizers: PublicOrganizer[] }
  | { page: 'about'; frame: CompetitionFrame; text: string; officials: PublicOfficial[] }
  /** Every event's couples, and how many dancers look for a partner: /entries. */
  | { page: 'entries'; frame: CompetitionFrame; events: EventEntries[]; seekingDancers: number }
  /**
   * Every registered dancer (never an email), and how many there are (the
   * first HTML may carry only the first of them, `inlinedPart`): /competitors.
   */
  | { page: 'competitors'; frame: CompetitionFrame; dancers: DirectoryRow[]; registered: number }
  /** One dancer's couples, events, waitlists and heats to come: /competitors/{id}. */
  | ({ page: 'competitorDetails'; frame: CompetitionFrame } & CompetitorPageContent)
  /** Every dancer looking for a partner, by style and level: /TBAList. */
  | { page: 'tbaList'; frame: CompetitionFrame; groups: StyleGroup[] }
  | ({ page: 'results'; frame: CompetitionFrame } & ResultsPageContent)
  | ({ page: 'resultDetails'; frame: CompetitionFrame } & ResultDetailsContent)
  | { page: 'liveCompView'; frame: CompetitionFrame; live: LivePage }
  | { page: 'liveRoundResultView'; frame: CompetitionFrame; round: LiveRoundPage }
  /** The registration form's events, dancers, TBA list, schools, fees and waiver: /register. */
  | ({ page: 'register'; frame: CompetitionFrame } & RegisterPageContent)
  /** What the forms read once a dancer opens their registration, never the registration: /updateEntries. */
  | ({ page: 'updateEntries'; frame: CompetitionFrame } & UpdateEntriesPageContent)
  /** A path that is no server-rendered page: the frame alone, for the page that says so. */
  | { page: 'unknown'; frame: CompetitionFrame };

/** The two registration form pages' views, /register and /updateEntries: the same dancers and fees. */
type FormPageView = Extract<PublicPageView, { page: 'register' | 'updateEntries' }>;

/** Whether the view is one of the two registration form pages' (`FormPageView`). */
export function isFormPage(view: PublicPageView): view is FormPageView {
  return view.page === 'register' || view.page === 'updateEntries';
}

const listed = new WeakMap<object, unknown[]>();

/** The values of a record in key order, the same array while the record is the same object. */
function valuesOf<T>(record: Record<string, T>): T[] {
  let values = listed.get(record) as T[] | undefined;
  if (!values) {
    values = Object.values(record);
    listed.set(record, values);
  }
  return values;
}

/**
 * The view of the public page at `path` (under the competition's root).
 * Computed from the public view, so it can hold nothing a visitor may not
 * see; its parts keep their identity while the public view's do, so a
 * judge's card sends a page's watchers nothing.
 */
export function publicPageView(state: CompetitionState, path: string): PublicPageView {
  const frame = frameView(state);
  const address = publicPageOf(path);
  if (address === undefined) {
    return { page: 'unknown', frame };
  }
  const shown = publicView(state);
  const key = address.key;
  switch (key) {
    case 'home':
      return { page: key, frame };
    case 'details':
    case 'rules':
    case 'venue':
      return { page: key, frame, text: shown.pages[key] };
    case 'contact':
      return {
        page: key,
        frame,
        text: shown.pages.contact,
        organizers: valuesOf(shown.metadata.organizers),
      };
    case 'about':
      return {
        page: key,
        frame,
        text: shown.pages.about,
        officials: valuesOf(shown.metadata.officials),
      };
    case 'entries':
      return {
        page: key,
        frame,
        events: entriesByEvent(shown),
        seekingDancers: seekingDancers(shown),
      };
    case 'competitors': {
      const dancers = competitorDirectory(shown);
      return { page: key, frame, dancers, registered: dancers.length };
    }
    case 'competitorDetails': {
      const content = competitorPage(shown, address.params.id ?? '');
      return content ? { page: key, frame, ...content } : { page: 'unknown', frame };
    }
    case 'tbaList':
      return { page: key, frame, groups: tbaGroups(shown) };
    case 'results':
      return { page: key, frame, ...resultsPageContent(shown) };
    case 'resultDetails': {
      const content = resultDetailsContent(shown, address.params.event ?? '');
      return content ? { page: key, frame, ...content } : { page: 'unknown', frame };
    }
    case 'liveCompView':
      return { page: key, frame, live: livePage(shown) };
    case 'liveRoundResultView': {
      const round = liveRoundPage(shown, address.params);
      return round ? { page: key, frame, round } : { page: 'unknown', frame };
    }
    case 'register':
      return { page: key, frame, ...registerPage(shown) };
    case 'updateEntries':
      return { page: key, frame, ...updateEntriesPage(shown) };
  }
}
