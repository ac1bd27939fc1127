import type { Competitor, EventDefinition } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import {
  addableEvents,
  addEventsCommand,
  addEventsFieldOf,
  addEventsRules,
  emptyAddEvents,
} from './add-events-model';

const events: EventDefinition[] = [
  { name: 'Gold Latin', eventLevel: 'Gold', style: 'Latin', eventDances: ['Samba'] },
  { name: 'Bronze Latin', eventLevel: 'Bronze', style: 'Latin', eventDances: ['Samba'] },
  { name: 'Open Latin', eventLevel: 'Open', style: 'Latin', eventDances: ['Samba'] },
  { name: 'Break', eventDances: ['Samba'] },
];
const ann: Competitor = {
  id: 'a',
  name: 'Ann',
  affiliation: 'X',
  levels: { latinLevel: 'Silver' },
};

describe('adding events on /updateEntries', () => {
  it('offers events open to the dancer’s levels that they do not hold yet', () => {
    const names = addableEvents(events, [ann], new Set(['Open Latin'])).map((event) => event.name);
    expect(names).toEqual(['Gold Latin']);
  });

  it('makes the changeEntries command, and checks it with the domain’s schema', () => {
    const values = { ...emptyAddEvents(), events: ['Gold Latin', 'Gold Latin'] };
    expect(addEventsCommand('a', values).add).toEqual({
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Gold Latin'],
    });
    expect(addEventsRules('a')(emptyAddEvents())).toEqual({ events: 'choose at least one event' });
    expect(addEventsRules('a')({ ...values, partnerKind: 'registered' })).toEqual({
      partnerId: 'choose your partner from the registered dancers',
    });
  });

  it('places the server’s paths on the form', () => {
    expect(addEventsFieldOf('add.events')).toBe('events');
    expect(addEventsFieldOf('command.add.partner.id')).toBe('partnerId');
    expect(addEventsFieldOf('competitorId')).toBeUndefined();
  });
});
