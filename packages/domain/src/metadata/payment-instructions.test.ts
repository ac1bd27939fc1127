import { describe, expect, it } from 'vitest';
import { authorize } from '../access/authorize';
import { commandSchema } from '../composition/command';
import { decide } from '../composition/decide';
import { publicView } from '../views/public-view';
import { emptyCompetition, run } from '../../testing/setup-competition';

const context = { newKey: () => 'key', now: () => '2027-01-10T12:00:00.000Z' };

describe('payment instructions (issue 25 item 10)', () => {
  it('are stored on the metadata, shown in the public view, and removed by empty text', () => {
    const set = run(emptyCompetition(), {
      type: 'setPaymentInstructions',
      text: 'Pay by bank transfer to NL00 BANK 0123 4567 89,\nnaming your competitor code.',
    });
    expect(set.metadata.paymentInstructions).toBe(
      'Pay by bank transfer to NL00 BANK 0123 4567 89,\nnaming your competitor code.',
    );
    expect(publicView(set).metadata.paymentInstructions).toContain('NL00 BANK');
    // A later change of the details keeps them (the patch does not carry them).
    const renamed = run(set, { type: 'updateMetadata', patch: { tagline: 'See you there' } });
    expect(renamed.metadata.paymentInstructions).toContain('NL00 BANK');
    const cleared = run(set, { type: 'setPaymentInstructions', text: '' });
    expect(cleared.metadata).not.toHaveProperty('paymentInstructions');
  });

  it('refuses a text over 2,000 characters, naming the field', () => {
    const parsed = commandSchema.safeParse({
      type: 'setPaymentInstructions',
      text: 'x'.repeat(2001),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['text'],
      message: 'at most 2,000 characters',
    });
  });

  it('the registrar may write them, the MC may not', () => {
    const command = { type: 'setPaymentInstructions', text: 'Cash at the desk.' } as const;
    const member = (role: 'registrar' | 'mc') =>
      ({ kind: 'member', userId: 'u', roles: [role] }) as const;
    expect(authorize(member('registrar'), command.type).allowed).toBe(true);
    expect(authorize(member('mc'), command.type).allowed).toBe(false);
    expect(decide(emptyCompetition(), command, context).ok).toBe(true);
  });
});
