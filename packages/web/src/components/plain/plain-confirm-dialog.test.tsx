import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { PlainConfirmDialog } from './plain-confirm-dialog';

afterEach(cleanup);

describe('PlainConfirmDialog (the server-drawn pages’ confirmation)', () => {
  it('draws nothing until asked, then loads the dialog and answers with the button chosen', async () => {
    // jsdom draws <dialog> but does not open it modally: as a browser would, it opens it.
    if (!('showModal' in HTMLDialogElement.prototype)) {
      Object.assign(HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.open = true;
        },
        close(this: HTMLDialogElement) {
          this.open = false;
        },
      });
    }
    const { container } = render(<PlainConfirmDialog />);
    expect(container.innerHTML).toBe('');
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = askToConfirm({
        title: 'Late entry',
        message: 'Silver Latin is already under way. Add a late entry?',
        confirmLabel: 'Add late entry',
      });
    });
    const add = await vi.waitFor(() => screen.getByRole('button', { name: 'Add late entry' }));
    expect(screen.getByText('Silver Latin is already under way. Add a late entry?')).toBeTruthy();
    act(() => add.click());
    await expect(answer).resolves.toBe(true);
  });
});
