import { describe, expect, it } from 'vitest';
import { publicView } from '../public-view';
import { staffView } from '../staff-view';
import { populatedDemoState } from '../../../testing/view-states';
import { PUBLIC_PAGE_PATTERNS } from './page-paths';
import { publicPageView } from './page-view';

const state = populatedDemoState();
const staff = staffView(state).metadata;
const registration = state.registration;

/**
 * What staff see and a visitor may not (ADR 019, the public view's allow-list): the accounts
 * officials sign in with, the organizers' email and phone, and registration's emails,
 * payments and codes.
 */
const secrets = [
  ...Object.values(staff.officials).flatMap((official) => official.userId ?? []),
  ...Object.values(staff.organizers).flatMap((organizer) => [
    organizer.email ?? [],
    organizer.phone ?? [],
  ]),
  ...Object.values(registration.accounts ?? {}).map((account) => account.email),
  ...Object.values(registration.payments ?? {}).map((payment) => payment.note),
  ...Object.values(registration.codes ?? {}),
].flat();

/** Every dancer's own page too: couples, partners, waitlists and heats. */
const dancerPages = Object.keys(state.competitors).map(
  (id) => `/competitors/${encodeURIComponent(id)}`,
);

/** A posted round of the demo: its live page names couples and places. */
const [event, round] = Object.entries(publicView(state).results).flatMap(([name, results]) =>
  Object.keys(results.rounds).map((number) => [name, number] as const),
)[0]!;

const paths = [
  ...Object.values(PUBLIC_PAGE_PATTERNS)
    .filter((pattern) => !pattern.includes(':id'))
    .map((pattern) =>
      pattern
        .replace(':eventKey', encodeURIComponent(event))
        .replace(':event', encodeURIComponent(event))
        .replace(':roundNumber', round),
    ),
  ...Object.keys(state.results).map((name) => `/results/${encodeURIComponent(name)}`),
  ...dancerPages,
  // No page: the frame alone.
  '/entries/all',
];

describe('a public page’s view holds nothing private (ADR 044)', () => {
  it('has something to hide: staff see an official’s account and an organizer’s email and phone', () => {
    expect(staff.officials['mc-linked']?.userId).toBe('user-secret-0042');
    expect(staff.organizers.director).toMatchObject({
      email: 'sofia.lindqvist@dancesport.example.edu',
      phone: '+1 555 0142',
    });
    expect(secrets.length).toBeGreaterThan(10);
    expect(dancerPages.length).toBeGreaterThan(50);
    expect(publicPageView(state, dancerPages[0]!).page).toBe('competitorDetails');
  });

  it.each(paths)('%s carries no account, email, phone, payment or code', (path) => {
    const view = publicPageView(state, path);
    expect(view.page === 'unknown', path).toBe(path === '/entries/all');
    const json = JSON.stringify(view);
    for (const secret of secrets) {
      expect(json).not.toContain(secret);
    }
    for (const field of ['userId', 'email', 'phone', 'accounts', 'payments', 'codes']) {
      expect(json).not.toContain(`"${field}"`);
    }
  });
});
