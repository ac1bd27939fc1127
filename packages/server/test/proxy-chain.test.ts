import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeProxyChain } from './proxy-chain-suite';

describeProxyChain('a forged X-Forwarded-For through a proxy, on SQLite', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-proxy-'));
  const drop = () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
  return Promise.resolve({ env: { DATA_DIR: dir }, drop });
});
