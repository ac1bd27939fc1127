// Finds a Chromium for the browser tests: CHROME_PATH, then Debian's headless shell, then
// Debian's /usr/bin/chromium, then Playwright's own download. As root with apt-get, installs
// Debian's chromium-headless-shell when it is missing (and chromium if that cannot be had).
// Otherwise fails with one line.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { aptInstallAsRoot } from './debian-packages.mjs';

/**
 * Chromium's headless shell: the same Blink and V8 as the browser, without the browser's
 * windowing layers. Playwright runs headless tests in it by default. Here it opens a page in a
 * new context in a third of the browser's CPU time (ADR 041), and the browser tests open one
 * per test.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
  const candidates = [process.env.CHROME_PATH, HEADLESS_SHELL, DEBIAN_CHROMIUM, playwrightsOwn()];
  return candidates.find((path) => path && existsSync(path));
}

/** Installs the headless shell with apt when we may; an older Debian may not have it. */
function tryInstallHeadlessShell() {
  try {
    aptInstallAsRoot('chromium-headless-shell', 'No Chromium headless shell found');
  } catch {
    console.log('chromium-headless-shell could not be installed: the full Chromium will do.');
  }
}

export function ensureChromium() {
  if (!process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL)) {
    tryInstallHeadlessShell();
  }
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
    'No Chromium for browser tests: install one (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set CHROME_PATH to its executable.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
