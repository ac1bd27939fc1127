import { entriesByEvent } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { registrationView } from '../../test-support/registration-view';
import { searchEntries } from './entries-search';

const view = registrationView();

describe('searchEntries', () => {
  const events = entriesByEvent(view);

  it('finds a dancer by name in every event they dance, counts unchanged', () => {
    const found = searchEntries(events, 'bishop');
    expect(found.map((event) => event.eventName)).toEqual(['Bronze Smooth', 'Silver Latin']);
    expect(found.every((event) => event.rows.length === 1)).toBe(true);
    expect(found[1]!.couples).toBe(3);
  });

  it('finds by school, by number, and by the event with a name', () => {
    expect(searchEntries(events, 'northbridge').flatMap((event) => event.rows)).toHaveLength(1);
    const number = String(events[1]!.rows[0]!.number);
    expect(searchEntries(events, number).flatMap((event) => event.rows)[0]!.number).toBe(
      Number(number),
    );
    expect(searchEntries(events, 'latin moreno').flatMap((event) => event.rows)).toHaveLength(1);
    expect(searchEntries(events, 'silver latin')[0]!.rows).toHaveLength(3);
  });

  it('finds a dancer looking for a partner, and nothing for a stranger', () => {
    expect(searchEntries(events, 'ferraro')[0]!.rows[0]!.seekingRole).toBe('follow');
    expect(searchEntries(events, 'nobody at all')).toEqual([]);
  });
});
