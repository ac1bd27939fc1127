import { describe, expect, it } from 'vitest';
import {
  bindingReducer,
  initialBindingState,
  noticeText,
  type BindingAction,
  type BindingState,
} from './binding-state';
import type { DeviceBinding } from './device-binding';

const ADA: DeviceBinding = { competition: 'open', judgeId: 'A', judgeName: 'Ada Lovelace' };
const BEN: DeviceBinding = { competition: 'open', judgeId: 'B', judgeName: 'Ben Okri' };

const run = (actions: BindingAction[], state = initialBindingState(null)): BindingState =>
  actions.reduce(bindingReducer, state);

describe('the judge tablet’s link', () => {
  it('is not known until the server answers, then is what it says', () => {
    expect(run([]).binding).toBeUndefined();
    expect(run([{ type: 'checked', generation: 0, binding: ADA }]).binding).toEqual(ADA);
    const none = run([{ type: 'checked', generation: 0, binding: null }]);
    expect(none.binding).toBeNull();
    expect(none.notice).toBeUndefined();
  });

  it('says it is linking while a bind is in flight', () => {
    const state = run([{ type: 'bind-started', generation: 1 }]);
    expect(state.linking).toBe(true);
    expect(run([], state).binding).toBeUndefined();
  });

  it('keeps a fresh link when a check asked before the bind answers "not linked" after it', () => {
    // The 15 s recheck asked /me before the bind's cookie existed; its answer comes last.
    const state = run([
      { type: 'checked', generation: 0, binding: null },
      { type: 'bind-started', generation: 1 },
      { type: 'bound', generation: 2, binding: ADA },
      { type: 'checked', generation: 0, binding: null },
    ]);
    expect(state.binding).toEqual(ADA);
    expect(state.notice).toBeUndefined();
  });

  it('keeps a fresh link when a check asked during the bind answers after it', () => {
    const state = run([
      { type: 'bind-started', generation: 1 },
      { type: 'checked', generation: 1, binding: null },
      { type: 'bound', generation: 2, binding: ADA },
      { type: 'checked', generation: 1, binding: null },
    ]);
    expect(state.binding).toEqual(ADA);
    expect(state.linking).toBe(false);
  });

  it('says the browser did not keep the link when the check right after the bind finds none', () => {
    const state = run([
      { type: 'bind-started', generation: 1 },
      { type: 'bound', generation: 2, binding: ADA },
      { type: 'checked', generation: 2, binding: null },
    ]);
    expect(state.binding).toBeNull();
    expect(state.notice).toEqual({ kind: 'not-kept', judgeName: 'Ada Lovelace' });
    expect(noticeText(state.notice!).text).toMatch(/did not keep the link \(cookies blocked\?\)/);
  });

  it('says the link is gone, naming the judge, when a later check finds none', () => {
    const state = run([
      { type: 'bind-started', generation: 1 },
      { type: 'bound', generation: 2, binding: ADA },
      { type: 'checked', generation: 2, binding: ADA },
      { type: 'checked', generation: 2, binding: null },
    ]);
    expect(state.binding).toBeNull();
    expect(state.notice).toEqual({ kind: 'lost', judgeName: 'Ada Lovelace' });
    expect(noticeText(state.notice!).text).toBe(
      'This tablet is no longer linked to Ada Lovelace: the link was revoked or this browser did not keep it. Ask the scrutineer for a new code.',
    );
  });

  it('names the link this browser remembered when the page opens to find it gone', () => {
    const state = run(
      [{ type: 'checked', generation: 0, binding: null }],
      initialBindingState(BEN),
    );
    expect(state.notice).toEqual({ kind: 'lost', judgeName: 'Ben Okri' });
  });

  it('shows a refused code’s reason, and keeps it when the check after finds no link', () => {
    const state = run(
      [
        { type: 'bind-started', generation: 1 },
        { type: 'bind-refused', generation: 2, message: 'This code was already used.' },
        { type: 'checked', generation: 2, binding: null },
      ],
      initialBindingState(BEN),
    );
    expect(state.linking).toBe(false);
    expect(state.binding).toBeNull();
    expect(state.notice).toEqual({ kind: 'refused', message: 'This code was already used.' });
  });

  it('drops the "gone" notice when a check finds the link again', () => {
    const state = run([
      { type: 'checked', generation: 0, binding: ADA },
      { type: 'checked', generation: 0, binding: null },
      { type: 'checked', generation: 0, binding: ADA },
    ]);
    expect(state.binding).toEqual(ADA);
    expect(state.notice).toBeUndefined();
  });
});
