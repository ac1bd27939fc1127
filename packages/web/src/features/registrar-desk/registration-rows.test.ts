import { describe, expect, it } from 'vitest';
import { account, payment, registrarFixture } from './registration-fixture';
import { dancerBalance } from '@floorcraft/domain';
import { matchesRegistration, registrationRows } from './registration-rows';

describe('dancerBalance', () => {
  it('sums the charges at their own prices against the payments', () => {
    expect(dancerBalance(account(), [])).toEqual({
      due: 3500,
      paid: 0,
      outstanding: 3500,
      status: 'unpaid',
    });
    expect(dancerBalance(account(), [payment('ann', 1500, 'a')]).status).toBe('part paid');
    expect(
      dancerBalance(account(), [payment('ann', 1500, 'a'), payment('ann', 2000, 'b')]),
    ).toEqual({ due: 3500, paid: 3500, outstanding: 0, status: 'paid' });
  });

  it('takes a dropped entry’s credit off what is due, and counts an overpayment as a credit', () => {
    const dropped = account();
    dropped.charges.push({
      id: 'c3',
      at: '2027-01-12T00:00:00Z',
      phase: 'Early',
      kind: 'entry',
      eventName: 'Bronze Smooth',
      amount: -1000,
    });
    expect(dancerBalance(dropped, [payment('ann', 3000, 'a')])).toEqual({
      due: 2500,
      paid: 3000,
      outstanding: -500,
      status: 'credit',
    });
  });

  it('says nothing is due when no fee schedule charged anything', () => {
    expect(dancerBalance(account({ charges: [] }), []).status).toBe('nothing due');
  });
});

describe('registrationRows', () => {
  it('lists each account newest first with its payments and balance', () => {
    const rows = registrationRows(registrarFixture());
    expect(rows.map((row) => [row.name, row.phase, row.due, row.paid, row.status])).toEqual([
      ['Ben Cho', 'Normal', 0, 0, 'nothing due'],
      ['Ann Lee', 'Early', 3500, 2000, 'part paid'],
    ]);
    expect(rows[1]!.waiverAcceptedAt).toBe('2027-01-10T19:30:00Z');
    expect(rows[1]!.payments).toHaveLength(1);
  });

  it('is empty for a view without accounts (the staff view)', () => {
    const { competitors, registration } = registrarFixture();
    expect(
      registrationRows({ competitors, registration: { seeking: registration.seeking } }),
    ).toEqual([]);
  });

  it('finds a registration by name, school or email', () => {
    const [ben, ann] = registrationRows(registrarFixture());
    expect(matchesRegistration(ann!, 'ann@ harbor')).toBe(true);
    expect(matchesRegistration(ben!, 'ann')).toBe(false);
  });
});
