// Makes sure Debian's poppler-utils (pdftotext, pdftoppm, pdfinfo) are there
// for the print tests, which read the PDFs Chromium prints. As root with
// apt-get and pdftotext missing, installs poppler-utils, as find-chromium.mjs
// installs Chromium. Otherwise fails with one line saying how to install it.
import { execFileSync } from 'node:child_process';

function onPath(command) {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

const TOOLS = ['pdftotext', 'pdftoppm', 'pdfinfo'];

export function ensurePoppler() {
  if (TOOLS.every(onPath)) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log('No pdftotext found: installing Debian poppler-utils with apt-get…');
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && apt-get install -y -qq --no-install-recommends poppler-utils'],
      { stdio: 'inherit' },
    );
    if (TOOLS.every(onPath)) {
      return;
    }
  }
  console.error(
    'No poppler-utils for the print tests: install them (Debian/Ubuntu: sudo apt-get install poppler-utils).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePoppler();
  console.log(TOOLS.map(onPath).join('\n'));
}
