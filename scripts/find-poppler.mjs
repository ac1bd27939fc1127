// Makes sure Debian's poppler-utils (pdftotext, pdftoppm, pdfinfo) are there
// for the print tests, which read the PDFs Chromium prints. As root with
// apt-get and pdftotext missing, installs poppler-utils, as find-chromium.mjs
// installs Chromium. Otherwise fails with one line saying how to install it.
import { aptInstallAsRoot, onPath } from './debian-packages.mjs';

const TOOLS = ['pdftotext', 'pdftoppm', 'pdfinfo'];

export function ensurePoppler() {
  if (TOOLS.every(onPath)) {
    return;
  }
  if (aptInstallAsRoot('poppler-utils', 'No pdftotext found') && TOOLS.every(onPath)) {
    return;
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
