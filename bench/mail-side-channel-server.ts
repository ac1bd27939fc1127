// The server for bench/mail-side-channel.ts, in a process of its own as an
// attacker's target is: the real server (mail to the outbox, as without SMTP)
// with `count` accounts made directly in the accounts store, known-0@… to
// known-<count-1>@…; prints "ready <url>" once it listens.
import { loadConfig, startServer } from '@floorcraft/server';

if (!process.env.DATA_DIR) {
  throw new Error('DATA_DIR must be set: the bench makes accounts in a throwaway database');
}

const count = Number(process.argv[2] ?? 200);
const base = loadConfig({
  DATA_DIR: process.env.DATA_DIR,
  LOG_LEVEL: 'warn',
  PORT: '0',
  SEED_DEMO: 'false',
});
const server = await startServer({
  ...base,
  host: '127.0.0.1',
  // The cheapest hash: the accounts are made for the bench, and no one signs in.
  accounts: { ...base.accounts, passwordHashCost: 10 },
});
for (let i = 0; i < count; i += 1) {
  await server.accounts.createUser({
    email: `known-${i}@example.org`,
    name: `Known ${i}`,
    password: 'quickstep on saturday',
    mustChangePassword: false,
  });
}
process.stdout.write(`ready ${server.url}\n`);
process.once('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
