import type { EntryRow, EventEntries } from '@floorcraft/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventEntriesList } from './event-entries';

const row = (index: number): EntryRow => ({
  number: 100 + index,
  lead: { name: `Lead ${index}` },
  follow: { name: `Follow ${index}` },
  schools: ['Harbor University'],
});

/** Events of 150 couples each: `events * 150` rows in all. */
const eventsOf = (events: number): EventEntries[] =>
  Array.from({ length: events }, (_, event) => ({
    eventName: `Event ${event + 1}`,
    couples: 150,
    seeking: 0,
    rows: Array.from({ length: 150 }, (_, index) => row(event * 150 + index)),
  }));

/** What an IntersectionObserver was told to watch, to bring it near the viewport. */
let watched: { element: Element; callback: IntersectionObserverCallback }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  watched = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push({ element, callback: this.callback });
      }
      disconnect() {
        watched = watched.filter((watch) => watch.callback !== this.callback);
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the list's chunk timers until it stops drawing by itself. */
async function settle(): Promise<void> {
  for (let task = 0; task < 40; task += 1) {
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
  }
}

const rowsDrawn = () => document.querySelectorAll('li').length;

/** The long lists of issue 27: drawn by themselves up to a point, then as the reader goes on. */
describe('EventEntriesList', () => {
  it('draws a club’s list whole by itself, with nothing to press', async () => {
    render(<EventEntriesList events={eventsOf(2)} slug={undefined} />);
    await settle();
    expect(rowsDrawn()).toBe(300);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stops at 300 rows of a big list, and draws 100 more each time the reader asks', async () => {
    render(<EventEntriesList events={eventsOf(3)} slug={undefined} />);
    await settle();
    expect(rowsDrawn()).toBe(300);
    expect(screen.getByText('300 of 450 shown')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show 100 more entries' }));
    await settle();
    expect(rowsDrawn()).toBe(400);

    // Scrolling near the button presses it.
    const button = screen.getByRole('button', { name: 'Show 50 more entries' });
    const watch = watched.find((each) => each.element === button)!;
    expect(watch).toBeDefined();
    act(() => {
      watch.callback(
        [{ isIntersecting: true, target: button } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    await settle();
    expect(rowsDrawn()).toBe(450);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
