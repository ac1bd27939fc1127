import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options';

describe('the create form’s time zones', () => {
  it('offers the runtime’s zones with the browser’s own, and UTC, each once', () => {
    expect(timeZoneOptions(['America/New_York', 'Europe/Paris'], 'Etc/UTC')).toEqual([
      'America/New_York',
      'Etc/UTC',
      'Europe/Paris',
      'UTC',
    ]);
    expect(timeZoneOptions(['Europe/Paris', 'UTC'], 'Europe/Paris')).toEqual([
      'Europe/Paris',
      'UTC',
    ]);
  });
});
