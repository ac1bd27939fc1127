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
