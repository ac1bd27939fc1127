import type { CompetitionState } from '@floorcraft/domain';

/** The competition's state at an earlier version, rebuilt from the log; undefined if it cannot be. */
export type EarlierState = (version: number) => Promise<CompetitionState | undefined>;

/** Views kept at once: clients resume from a handful of versions (the last ones before a restart). */
const KEPT = 8;

/**
 * One audience's view at earlier versions, rebuilt from the log for clients
 * that resume from before the recent frames (after a restart, or a long
 * time away). After a restart thousands of phones resume from the same
 * version: the view is rebuilt once and shared.
 */
export class EarlierViews {
  private readonly views = new Map<number, Promise<unknown>>();

  constructor(
    private readonly stateAt: EarlierState,
    private readonly viewOf: (state: CompetitionState) => unknown,
  ) {}

  /** The view at `version`, or undefined when the log cannot answer. */
  viewAt(version: number): Promise<unknown> {
    let view = this.views.get(version);
    if (!view) {
      view = this.stateAt(version).then((state) =>
        state === undefined ? undefined : this.viewOf(state),
      );
      this.views.set(version, view);
      const views = this.views;
      view.catch(() => views.delete(version));
      for (const oldest of views.keys()) {
        if (views.size <= KEPT) {
          break;
        }
        views.delete(oldest);
      }
    }
    return view;
  }
}
