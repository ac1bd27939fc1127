// What the large-competition benchmarks share: the real server in this
// process on a fresh database (no demo unless asked), commands decided as the
// operator, and accounts made directly in the accounts store.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Command, Role } from '@floorcraft/domain';
import { loadConfig, startServer } from '@floorcraft/server';

export const BENCH_PASSWORD = 'quickstep on saturday';

/**
 * The server for competition `slug`, its data in a fresh temporary folder
 * (`name` tells whose); `run` decides a command and says how long it took.
 * With `seedDemo` the empty database gets the demo, as `npm start` does.
 */
export async function startInProcessServer(
  slug: string,
  name: string,
  { seedDemo = false }: { seedDemo?: boolean } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `floorcraft-${name}-`));
  const server = await startServer({
    ...loadConfig({
      DATA_DIR: dir,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      PORT: '0',
      // A build elsewhere (WEB_OUT_DIR) is served from there, so runs side by side do not share one.
      ...(process.env.WEB_DIST !== undefined && { WEB_DIST: process.env.WEB_DIST }),
    }),
    host: '127.0.0.1',
  });
  const system = { kind: 'system', label: 'bench' } as const;

  /** Decides the command as the operator; the milliseconds it took, or throws its refusal. */
  async function run(command: Command): Promise<number> {
    const started = performance.now();
    const outcome = await server.host.execute(
      command.type === 'createCompetition' ? undefined : slug,
      { commandId: randomUUID(), command },
      system,
    );
    if (outcome.status === 'refused') {
      throw new Error(`${command.type} refused: ${outcome.message}`);
    }
    return performance.now() - started;
  }

  /** An account holding `role` in the competition, signed in with BENCH_PASSWORD. */
  async function member(email: string, name: string, role: Role): Promise<void> {
    const user = await server.accounts.createUser({
      email,
      name,
      password: BENCH_PASSWORD,
      mustChangePassword: false,
    });
    await server.accounts.users.grant(user.id, slug, role, 'bench');
  }

  /** A fresh 1400×900 page in its own context, signed in as the member `email`. */
  async function signedInPage(browser: Browser, email: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/auth/sign-in', {
      data: { email, password: BENCH_PASSWORD },
    });
    if (!signedIn.ok()) {
      throw new Error(`sign-in of ${email} failed: ${signedIn.status()}`);
    }
    return page;
  }

  async function stop(): Promise<void> {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  return { server, run, member, signedInPage, stop };
}
