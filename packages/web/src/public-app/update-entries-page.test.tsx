import { ownRegistration, type OwnRegistration } from '@floorcraft/domain';
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED,
  demo,
  hydrateTestPage,
  REGISTERING,
  renderTestPage,
  textsOf,
} from './render-test-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A dancer of the demo with an entry: their own registration, as the server answers it. */
const own = Object.keys(demo.competitors)
  .map((id) => ownRegistration(demo, id))
  .find((each): each is OwnRegistration => (each?.entries.length ?? 0) > 0)!;

/** The server's answers to the access route: this dancer's registration, or a refusal. */
function answerAccess(answer: { registration: OwnRegistration } | { error: string }) {
  const fetch = vi.fn((_path: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(answer), { status: 'error' in answer ? 401 : 200 }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Hydrates /updateEntries and sends its access form with an email and code. */
async function openWith(now: string) {
  const rendered = renderTestPage({ path: '/updateEntries', routeSlug: 'spring', now });
  const { root, errors } = await hydrateTestPage(rendered, 'form');
  const [email, code] = root.querySelectorAll<HTMLInputElement>('form input');
  act(() => {
    // As a person types: React reads the input event.
    fireEvent.change(email!, { target: { value: ' dancer@example.org ' } });
    fireEvent.change(code!, { target: { value: 'abcd-efgh' } });
  });
  await act(async () => {
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    // The answer, then the opened registration's own chunk.
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { root, errors };
}

/** Opens the page as `openWith` does, and waits for the opened registration's chunk to draw it. */
async function openedWith(now: string) {
  const opened = await openWith(now);
  await vi.waitFor(() => expect(opened.root.querySelector('h2')).not.toBeNull());
  return opened;
}

/** /updateEntries drawn on the server (ADR 044): the access form; the dancer's part never. */
describe('the /updateEntries page as the server draws it', () => {
  it('holds the explanation, its Register link, the access form and the resend button, with the top bar and footer', () => {
    renderTestPage({ path: '/updateEntries', routeSlug: 'spring' });
    expect(textsOf('h1')).toEqual(['Update entries']);
    expect(document.querySelector('[data-testid="top-bar"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="footer"]')).not.toBeNull();
    expect(document.querySelector('main p a')?.getAttribute('href')).toBe('/c/spring/register');
    const form = document.querySelector('form[aria-label="Open my registration"]');
    expect([...form!.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Email *',
      'Competitor code *',
    ]);
    // No field is named: nothing typed can ever leave in an address, before or after hydration.
    expect(form?.querySelector('input[name]')).toBeNull();
    expect(textsOf('main button')).toEqual([
      'Open my registration',
      'Lost your code? Send it again',
    ]);
  });

  it('draws the fields and buttons waiting for the script, so a tap before it is never lost', () => {
    renderTestPage({ path: '/updateEntries' });
    const controls = document.querySelectorAll<HTMLInputElement | HTMLButtonElement>(
      'main input, main button',
    );
    expect(controls.length).toBe(4);
    for (const control of controls) {
      expect(control.disabled).toBe(true);
    }
  });

  it('hydrates without a mismatch, then the form is usable', async () => {
    const rendered = renderTestPage({ path: '/updateEntries', now: CLOSED });
    const { root, errors, takenOver } = await hydrateTestPage(rendered, 'form');
    expect(errors).toEqual([]);
    expect(takenOver).toBe(true);
    for (const control of root.querySelectorAll<HTMLInputElement>('main input, main button')) {
      expect(control.disabled).toBe(false);
    }
  });
});

describe('opening a registration on /updateEntries', () => {
  it('says why a wrong code is refused, keeping the form', async () => {
    const fetch = answerAccess({
      error: 'That email address and competitor code do not match a registration',
    });
    const { root } = await openWith(REGISTERING);
    expect(fetch).toHaveBeenCalledWith('/api/competitions/spring/registrations/access', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dancer@example.org', code: 'ABCDEFGH' }),
    });
    expect(root.querySelector('[role="alert"]')?.textContent).toContain(
      'That email address and competitor code do not match a registration',
    );
    expect(root.querySelector('form[aria-label="Open my registration"]')).not.toBeNull();
  });

  it('shows the dancer’s entries, the forms to change them and their fees while registration is open', async () => {
    answerAccess({ registration: own });
    const { root, errors } = await openedWith(REGISTERING);
    expect(errors).toEqual([]);
    expect(textsOf('main h2')).toEqual([
      `${own.dancer.name} · ${own.dancer.affiliation}`,
      'Your entries',
      'Fees and payments',
    ]);
    const entry = own.entries[0]!;
    expect(root.querySelector(`[role="group"][aria-label="${entry.eventName}"]`)).not.toBeNull();
    expect(root.querySelector('form[aria-label="Add events"]')).not.toBeNull();
    expect(root.querySelector('form[aria-label="Your details"]')).not.toBeNull();
    // Close my registration forgets it: the access form again.
    const close = [...root.querySelectorAll('button')].find(
      (button) => button.textContent === 'Close my registration',
    );
    act(() => close!.click());
    expect(root.querySelector('form[aria-label="Open my registration"]')).not.toBeNull();
  });

  it('is read-only once registration has closed, saying when it closed in the competition’s zone', async () => {
    answerAccess({ registration: own });
    const { root } = await openedWith(CLOSED);
    expect(root.querySelector('[role="status"]')?.textContent).toContain('New York time');
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('button[aria-label^="Drop "]')).toBeNull();
  });
});
