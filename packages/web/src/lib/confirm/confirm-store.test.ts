import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  askToConfirm,
  useConfirmState,
  useHasAskedToConfirm,
  type ConfirmRequest,
} from './confirm-store';

const post: ConfirmRequest = {
  title: 'Post the Final of Bronze Standard?',
  message: 'Posting:',
  confirmLabel: 'Post round',
};

describe('the app’s confirmation question', () => {
  it('opens the dialog and resolves with the answer, keeping the words while it closes', async () => {
    const { result } = renderHook(() => ({
      state: useConfirmState(),
      asked: useHasAskedToConfirm(),
    }));
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = askToConfirm(post);
    });
    expect(result.current.asked).toBe(true);
    expect(result.current.state.open).toBe(true);
    expect(result.current.state.request).toEqual(post);
    act(() => result.current.state.answer(true));
    await expect(answer).resolves.toBe(true);
    expect(result.current.state.open).toBe(false);
    expect(result.current.state.request).toEqual(post);
    expect(result.current.asked).toBe(true);
  });

  it('declines an open question when another is asked, and answers each once', async () => {
    const { result } = renderHook(() => useConfirmState());
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = askToConfirm(post);
    });
    const answerFirst = result.current.answer;
    act(() => {
      second = askToConfirm({ ...post, title: 'Delete the Final?' });
    });
    await expect(first).resolves.toBe(false);
    expect(result.current.request?.title).toBe('Delete the Final?');
    // The first question's answer, given late, does not close the second.
    act(() => answerFirst(true));
    expect(result.current.open).toBe(true);
    act(() => result.current.answer(false));
    await expect(second).resolves.toBe(false);
  });
});
