import type { Role } from '@floorcraft/domain';
import type { TestServer } from './start-test-server';
import { BrowserClient } from './browser-client';

export const DEMO_SLUG = 'harbor-city-dancesport-2027';
export const GOOD_PASSWORD = 'quickstep on saturday';

/** Creates an account holding `roles` in the demo competition, straight in the store. */
export async function createMember(
  server: TestServer,
  email: string,
  roles: readonly Role[],
  password = GOOD_PASSWORD,
): Promise<{ userId: string }> {
  const user = await server.accounts.createUser({
    email,
    name: email.split('@')[0] ?? email,
    password,
    mustChangePassword: false,
  });
  for (const role of roles) {
    await server.accounts.users.grant(user.id, DEMO_SLUG, role, 'test');
  }
  return { userId: user.id };
}

/** A browser signed in as `email`. */
export async function signedInBrowser(
  server: TestServer,
  email: string,
  password = GOOD_PASSWORD,
): Promise<BrowserClient> {
  const browser = new BrowserClient(server.url);
  const reply = await browser.post('/api/auth/sign-in', { email, password });
  if (reply.status !== 200) {
    throw new Error(`sign-in as ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return browser;
}
