import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowActionsMenu } from './row-actions-menu';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // jsdom has no layout, so no offsetParent of its own: the test gives it one to watch.
  delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

describe('RowActionsMenu', () => {
  it('measures nothing while no row’s More is pressed (opening the desk forces no layout)', () => {
    // Reading offsetParent or a box makes the browser lay the whole page out at once.
    const offsetParent = vi.fn(() => null);
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      get: offsetParent,
      configurable: true,
    });
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(
      <MantineProvider>
        <RowActionsMenu anchor={undefined} actions={undefined} onClose={() => {}} />
      </MantineProvider>,
    );
    expect(offsetParent).not.toHaveBeenCalled();
    expect(box).not.toHaveBeenCalled();
  });
});
