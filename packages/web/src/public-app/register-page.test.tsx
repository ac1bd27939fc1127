import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED, hydrateTestPage, REGISTERING, renderTestPage, textsOf } from './render-test-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
});

/** /register drawn on the server (ADR 044, issue 13): the form, or the closed notice. */
describe('the /register page as the server draws it', () => {
  it('holds the form with the events offered, no top bar, the footer', () => {
    renderTestPage({ path: '/register', now: REGISTERING });
    expect(textsOf('h1')).toEqual(['Register']);
    expect(document.querySelector('[data-testid="top-bar"]')).toBeNull();
    expect(document.querySelector('[data-testid="footer"]')).not.toBeNull();
    const form = document.querySelector('form[aria-label="Registration"]');
    expect(form).not.toBeNull();
    expect(textsOf('label')).toContain('Your name *');
    const events = textsOf('fieldset fieldset label');
    expect(events.length).toBeGreaterThan(3);
    expect(events).not.toContain('Awards');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Register');
    // The honeypot is in the page, out of sight and out of the tab order.
    expect(form?.querySelector('input[name="website"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('says registration is closed, with no form, once it has closed', () => {
    renderTestPage({ path: '/register', now: CLOSED });
    expect(document.querySelector('[role="status"]')?.textContent).toContain(
      'Registration is closed',
    );
    expect(document.querySelector('form')).toBeNull();
  });

  it('hydrates the open form without a mismatch; a partner kind then changes the fields', async () => {
    const rendered = renderTestPage({ path: '/register', now: REGISTERING });
    const { root, errors, takenOver } = await hydrateTestPage(rendered, 'form');
    expect(errors).toEqual([]);
    expect(takenOver).toBe(true);
    const registered = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.value === 'registered',
    )!;
    await act(async () => {
      registered.click();
      await Promise.resolve();
    });
    // The search is a chunk of its own, loaded once that partner kind is chosen.
    await vi.waitFor(() => expect(root.querySelector('input[role="combobox"]')).not.toBeNull());
    const search = root.querySelector<HTMLInputElement>('input[role="combobox"]');
    expect(search?.labels?.[0]?.textContent).toBe('Partner (search by name) *');
  });
});
