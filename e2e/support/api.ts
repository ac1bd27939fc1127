import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_API_TOKEN } from '../playwright.config';

/**
 * Sends a command as an operator's script would: the API token, which acts
 * as the server itself (it may also submit any judge's cards). To the demo,
 * or to the competition whose slug is given.
 */
export async function command(
  request: APIRequestContext,
  body: Record<string, unknown>,
  competition?: string,
): Promise<void> {
  const url = competition ? `/api/competitions/${competition}/commands` : '/api/commands';
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: { commandId: randomUUID(), command: body },
  });
  expect(response.ok(), `${String(body.type)}: ${await response.text()}`).toBe(true);
}

/**
 * Changes the competition the way an operator's script does: a command
 * POSTed to the running server, which then pushes it to every open page.
 */
export async function changeMetadata(
  request: APIRequestContext,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await request.post('/api/commands', {
    headers: { authorization: `Bearer ${E2E_API_TOKEN}` },
    data: { commandId: randomUUID(), command: { type: 'updateMetadata', patch } },
  });
  if (!response.ok()) {
    throw new Error(`updateMetadata failed: ${response.status()} ${await response.text()}`);
  }
}

export const DEMO = {
  fullName: 'Harbor City Collegiate DanceSport Championships',
  slug: 'harbor-city-dancesport-2027',
  primaryColor: '#1d4ed8',
  /** The demo's first rounds are posted, so its results page is shown (packages/domain demo-day). */
  resultsPageShown: true,
  socials: {
    website: 'https://dancesport.example.edu',
    facebook: 'https://facebook.com/harborcitydancesport',
    instagram: '@harborcitydancesport',
  },
};

/**
 * An event of our own already on the floor: two couples imported into it,
 * its rounds made and the first one started (for late-entry tests).
 */
export async function eventUnderWay(
  request: APIRequestContext,
  event: { name: string; eventLevel: string; style: string; eventDances: string[] },
): Promise<void> {
  await command(request, { type: 'saveEvent', event });
  await command(request, {
    type: 'importCouples',
    couples: [1, 2].map((index) => ({
      lead: { name: `Lead ${index} ${event.name}`, affiliation: 'Harbor City University' },
      follow: { name: `Follow ${index} ${event.name}`, affiliation: 'Riverside University' },
      events: [event.name],
    })),
  });
  await command(request, { type: 'generateRounds', eventName: event.name });
  await command(request, { type: 'startRound', eventName: event.name, roundNumber: 1 });
}
