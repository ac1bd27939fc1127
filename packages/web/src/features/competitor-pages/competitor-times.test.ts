import { roundStates, scheduleEstimate, type PublicView } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { registrationView } from '../../test-support/registration-view';
import {
  expectedTimeParts,
  scheduleSentence,
} from '../../widgets/expected-time/expected-time-text';

const view = registrationView();

describe('times on the dancer page', () => {
  it('shows the plan, and the expected time once the floor runs late', () => {
    const bronze = view.events['Bronze Smooth']!.rounds[1]!;
    const started: PublicView = {
      ...view,
      events: {
        ...view.events,
        'Bronze Smooth': {
          ...view.events['Bronze Smooth']!,
          rounds: {
            1: {
              ...bronze,
              roundState: roundStates.Running,
              // Planned venue-local time, started 15 minutes late (the venue is on UTC here).
              roundActualStartTime: new Date(
                Date.parse(`${bronze.roundStartTime}:00Z`) + 15 * 60_000,
              ).toISOString(),
            },
          },
        },
      },
    };
    const estimate = scheduleEstimate(started, {
      now: new Date(Date.parse(`${bronze.roundStartTime}:00Z`) + 16 * 60_000).toISOString(),
      utcOffsetMinutes: 0,
    });
    expect(scheduleSentence(estimate)).toBe('The floor is running 15 minutes behind schedule.');
    const latin = started.events['Silver Latin']!.rounds[1]!;
    const times = expectedTimeParts(estimate.rounds[latin.roundId], false);
    expect(times.planned).toBe(latin.roundStartTime.slice(11, 16));
    expect(times.expected).toBeDefined();
    expect(times.expected).not.toBe(times.planned);
    expect(expectedTimeParts(estimate.rounds[bronze.roundId], false).started).toBeDefined();
  });

  it('says the times are as planned before anything starts', () => {
    const estimate = scheduleEstimate(view, { now: '2027-01-01T00:00:00Z', utcOffsetMinutes: 0 });
    expect(scheduleSentence(estimate)).toMatch(/as planned/);
  });
});
