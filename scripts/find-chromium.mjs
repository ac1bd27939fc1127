// Finds a Chromium for the browser tests: CHROME_PATH, then Debian's
// /usr/bin/chromium, then Playwright's own download. As root with apt-get
// and none found, installs Debian's chromium. Otherwise fails with one line.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { aptInstallAsRoot } from './debian-packages.mjs';

function playwrightsOwn() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightsOwn()];
  return candidates.find((path) => path && existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) {
    return found;
  }
  if (aptInstallAsRoot('chromium', 'No Chromium found')) {
    const installed = findChromium();
    if (installed) {
      return installed;
    }
  }
  console.error(
    'No Chromium for browser tests: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to its executable.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
