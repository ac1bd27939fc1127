import type { Command } from '@floorcraft/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmRequest } from '../confirm/confirm-store';
import { UNREACHABLE } from './describe-failure';
import { useCommand } from './use-command';

vi.mock('../realtime/use-competition-slug', () => ({ useCompetitionSlug: () => 'harbor' }));

/** The app's confirmation dialog, answered as the test says; what it was asked is kept. */
const dialog = vi.hoisted(() => ({ agrees: true, asked: [] as ConfirmRequest[] }));
vi.mock('../confirm/confirm-store', () => ({
  askToConfirm: (request: ConfirmRequest) => {
    dialog.asked.push(request);
    return Promise.resolve(dialog.agrees);
  },
}));
const question = (words: string): ConfirmRequest => ({
  title: 'Discard the marks?',
  message: words,
  confirmLabel: 'Discard the marks',
});

const startRound: Command = { type: 'startRound', eventName: 'Waltz', roundNumber: 1 };

function answers(...replies: { status: number; body: unknown }[]) {
  const sent: { path: string; body: { commandId: string; command: Command } }[] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    sent.push({ path, body: JSON.parse(init.body as string) as (typeof sent)[number]['body'] });
    const reply = replies.shift() ?? { status: 200, body: { status: 'applied', version: 1 } };
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCommand', () => {
  it('sends to the competition with a fresh id, and says the success message', async () => {
    const sent = answers();
    const { result } = renderHook(() => useCommand());
    let accepted = false;
    await act(async () => {
      accepted = await result.current.run(startRound, { success: 'Started.' });
    });
    expect(accepted).toBe(true);
    expect(sent[0]?.path).toBe('/api/competitions/harbor/commands');
    expect(sent[0]?.body.command).toEqual(startRound);
    expect(sent[0]?.body.commandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.done).toBe('Started.');
    expect(result.current.refusal).toBeUndefined();
    expect(result.current.pending).toBe(false);
  });

  it('keeps the refusal as a sentence, and clears it when sending again', async () => {
    answers({ status: 409, body: { error: 'the round is already running' } });
    const { result } = renderHook(() => useCommand());
    await act(async () => {
      expect(await result.current.run(startRound)).toBe(false);
    });
    expect(result.current.refusal).toBe('The round is already running.');
    await act(async () => {
      await result.current.run(startRound);
    });
    expect(result.current.refusal).toBeUndefined();
  });

  it('keeps refusals per place, so one row’s refusal stays while another row sends', async () => {
    answers({ status: 409, body: { error: 'no' } });
    const { result } = renderHook(() => useCommand());
    await act(async () => {
      await result.current.run(startRound, { where: 'a' });
      await result.current.run(startRound, { where: 'b' });
    });
    expect(result.current.refusals.get('a')).toBe('No.');
    expect(result.current.refusals.get('b')).toBeUndefined();
    expect(result.current.refusal).toBeUndefined();
    act(() => result.current.reset());
    expect(result.current.refusals.size).toBe(0);
  });

  it('lets the screen word the refusal from the server’s own words', async () => {
    answers({ status: 400, body: { error: 'line 3: duplicate couple' } });
    const { result } = renderHook(() => useCommand());
    await act(async () => {
      await result.current.run(startRound, { explain: (words) => `Stopped at ${words}.` });
    });
    expect(result.current.refusal).toBe('Stopped at line 3: duplicate couple.');
  });

  it('says the server could not be reached when no answer came', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useCommand());
    await act(async () => {
      await result.current.run(startRound);
    });
    expect(result.current.refusal).toBe(UNREACHABLE);
  });

  it('sends the confirmed command when the user agrees to what the refusal asks', async () => {
    const sent = answers({ status: 409, body: { error: 'the round has marks' } });
    dialog.agrees = true;
    dialog.asked = [];
    const confirmed: Command = { ...startRound, eventName: 'Tango' };
    const { result } = renderHook(() => useCommand());
    await act(async () => {
      const accepted = await result.current.run(startRound, {
        confirm: { when: (words) => words.includes('marks'), question, then: confirmed },
      });
      expect(accepted).toBe(true);
    });
    expect(dialog.asked.map((asked) => asked.message)).toEqual(['the round has marks']);
    expect(sent.map((request) => request.body.command)).toEqual([startRound, confirmed]);
    expect(result.current.refusal).toBeUndefined();
  });

  it('shows no refusal when the user declines the confirmation', async () => {
    const sent = answers({ status: 409, body: { error: 'the round has marks' } });
    dialog.agrees = false;
    const { result } = renderHook(() => useCommand());
    await act(async () => {
      const accepted = await result.current.run(startRound, {
        confirm: { when: () => true, question, then: startRound },
      });
      expect(accepted).toBe(false);
    });
    expect(sent).toHaveLength(1);
    expect(result.current.refusal).toBeUndefined();
  });
});
