import { LATE_ENTRY_CONFIRMATION, type RegisterCommand } from '@floorcraft/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationRequest } from '../../lib/api/registrations';
import type { ConfirmRequest } from '../../lib/confirm/confirm-store';
import { useRegistrationSender } from './use-registration-sender';

/** The app's confirmation dialog, answered as the test says; what it was asked is kept. */
const dialog = vi.hoisted(() => ({ agrees: true, asked: [] as ConfirmRequest[] }));
vi.mock('../../lib/confirm/confirm-store', () => ({
  askToConfirm: (request: ConfirmRequest) => {
    dialog.asked.push(request);
    return Promise.resolve(dialog.agrees);
  },
}));

const registration: Omit<RegisterCommand, 'type'> = {
  dancer: {
    name: 'Cy Dunn',
    email: 'cy@example.com',
    affiliation: 'Harbor Dance',
    levels: { standardLevel: 'Gold' },
    student: false,
    waiverAccepted: true,
  },
  role: 'lead',
  partner: { kind: 'tba' },
  events: ['Gold Standard'],
};
const asksStaff = `events: "Gold Standard" is already under way; ${LATE_ENTRY_CONFIRMATION}`;
const stored = {
  status: 'applied',
  version: 7,
  dancers: [{ competitorId: 'c1', name: 'Cy Dunn', code: 'ABCD-EFGH' }],
  requests: [],
};

/** The server's answers in turn (then stored); the bodies the form sent are kept. */
function answers(...replies: { status: number; body: unknown }[]) {
  const sent: RegistrationRequest[] = [];
  vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
    sent.push(JSON.parse(init.body as string) as RegistrationRequest);
    const reply = replies.shift() ?? { status: 200, body: stored };
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  dialog.asked = [];
});

describe('useRegistrationSender: registration staff confirm a late entry (issue 24 item 13)', () => {
  it('asks "Gold Standard is already under way", then sends the same form with lateEntry under a fresh id', async () => {
    const sent = answers({ status: 422, body: { error: asksStaff } });
    dialog.agrees = true;
    const { result } = renderHook(() => useRegistrationSender('harbor'));
    let registered: unknown;
    await act(async () => {
      registered = await result.current.send({ registration, website: '' }, (words) => words);
    });
    expect(dialog.asked).toEqual([
      {
        title: 'Add a late entry?',
        message: 'Gold Standard is already under way. Add a late entry?',
        confirmLabel: 'Add late entry',
      },
    ]);
    expect(sent.map((body) => body.registration)).toEqual([
      registration,
      { ...registration, lateEntry: true },
    ]);
    expect(sent[1]!.commandId).not.toBe(sent[0]!.commandId);
    expect(registered).toEqual({ dancers: stored.dancers, requests: [] });
    expect(result.current.action.refusal).toBeUndefined();
  });

  it('sends nothing more and shows no refusal when staff cancel', async () => {
    const sent = answers({ status: 422, body: { error: asksStaff } });
    dialog.agrees = false;
    const { result } = renderHook(() => useRegistrationSender('harbor'));
    let registered: unknown = 'not answered';
    await act(async () => {
      registered = await result.current.send({ registration, website: '' }, (words) => words);
    });
    expect(sent).toHaveLength(1);
    expect(registered).toBeUndefined();
    expect(result.current.action.refusal).toBeUndefined();
  });

  it('asks nothing of the public: their refusal is shown as the server words it', async () => {
    const publicRefusal =
      'events: "Gold Standard" has already started, so it takes no more entries; the registration desk at the venue can add a late entry';
    answers({ status: 422, body: { error: publicRefusal } });
    const { result } = renderHook(() => useRegistrationSender('harbor'));
    await act(async () => {
      await result.current.send({ registration, website: '' }, (words) => `shown: ${words}`);
    });
    expect(dialog.asked).toEqual([]);
    expect(result.current.action.refusal).toBe(`shown: ${publicRefusal}`);
  });
});
