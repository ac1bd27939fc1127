import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_TOKEN } from '../playwright.config';
import { DEMO } from './api';

/** The competition as any visitor's browser receives it (the public view's snapshot). */
export async function publicView(request: APIRequestContext): Promise<{
  metadata: {
    dateRegistrationEarly?: string;
    dateRegistrationOpen?: string;
    dateRegistrationClosed?: string;
    timeZone?: string;
  };
  competitors: Record<string, { id: string; name: string; affiliation: string }>;
  registration: { seeking: Record<string, { competitorId: string; eventName: string }> };
}> {
  const response = await request.get(`/api/competitions/${DEMO.slug}/views/public`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { view: Awaited<ReturnType<typeof publicView>> }).view;
}

/** How many dancers of that name the public view lists. */
export async function dancersNamed(request: APIRequestContext, name: string): Promise<number> {
  const view = await publicView(request);
  return Object.values(view.competitors).filter((dancer) => dancer.name === name).length;
}

/** A dancer as /register sends them, signed up with the waiver accepted. */
function registrant(person: { name: string; email: string }, affiliation: string) {
  // Only the name and email: a caller's dancer may carry its role and events too, which the
  // route refuses on a dancer.
  const { name, email } = person;
  return { name, email, affiliation, levels: {}, student: false, waiverAccepted: true };
}

/**
 * Registers through the registration route as the operator's script would
 * (the API token: not held by the per-address limit), and answers each
 * registered dancer's id and competitor code.
 */
async function registerWithToken(
  request: APIRequestContext,
  registration: object,
): Promise<{ competitorId: string; code: string }[]> {
  const response = await request.post('/api/registrations', {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: { commandId: randomUUID(), website: '', registration },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { dancers: { competitorId: string; code: string }[] }).dancers;
}

/** Registers one dancer as TBA (see `registerWithToken`), and answers their competitor code. */
export async function registerTbaDancer(
  request: APIRequestContext,
  dancer: { name: string; email: string; role: 'lead' | 'follow'; events: string[] },
): Promise<{ competitorId: string; code: string }> {
  const [registered] = await registerWithToken(request, {
    dancer: registrant(dancer, 'Independent'),
    role: dancer.role,
    partner: { kind: 'tba' },
    events: dancer.events,
  });
  return registered!;
}

/**
 * Registers a lead and a new partner together in `events` (see `registerWithToken`), and
 * answers both dancers' ids and codes, the lead's first.
 */
export async function registerCouple(
  request: APIRequestContext,
  couple: {
    lead: { name: string; email: string };
    follow: { name: string; email: string };
    affiliation: string;
    events: string[];
  },
): Promise<{ competitorId: string; code: string }[]> {
  return registerWithToken(request, {
    dancer: registrant(couple.lead, couple.affiliation),
    role: 'lead',
    partner: { kind: 'new', dancer: registrant(couple.follow, couple.affiliation) },
    events: couple.events,
  });
}

/** Fills "you" on /register: name, email, school and one level. */
export async function fillYou(
  page: Page,
  you: { name: string; email: string; school: string; style?: string; level?: string },
): Promise<void> {
  await page.getByLabel('Your name').fill(you.name);
  await page.getByLabel('Your email').fill(you.email);
  // Not exact: a required field's label ends with its asterisk.
  await page.getByLabel('Your school or club').selectOption(you.school);
  if (you.style && you.level) {
    await page.getByLabel(`Your ${you.style} level`).selectOption(you.level);
  }
}
