import { afterEach, describe, expect, it } from 'vitest';
import { browserPage } from './page-signals';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', {
  configurable: true,
  get: () => visibility,
});

describe('browserPage', () => {
  afterEach(() => {
    visibility = 'visible';
  });

  it('wakes on `online` and when the page is shown again, not when it is hidden', () => {
    const page = browserPage(window);
    let wakes = 0;
    page.onWake(() => wakes++);

    window.dispatchEvent(new Event('online'));
    expect(wakes).toBe(1);

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.isVisible()).toBe(false);
    expect(wakes).toBe(1);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.isVisible()).toBe(true);
    expect(wakes).toBe(2);
  });
});
