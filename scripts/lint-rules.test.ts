import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(new URL('..', import.meta.url).pathname);
/**
 * Whether import-x/no-cycle runs: it walks every real module a probe imports (20–29 s for one
 * probe under load, most of this file's time), so only the probe about cycles turns it on.
 * Every other rule runs for every probe, through this one instance.
 */
let checkingCycles = false;
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => checkingCycles || ruleId !== 'import-x/no-cycle',
});

/**
 * Lints `code` written to a real file beside `filePath` (type-aware rules
 * need the file inside a tsconfig), returning the rule ids that fired. The
 * probe keeps the name's ending, so `x.test.ts` probes a test file.
 */
async function rulesFiring(filePath: string, code: string): Promise<string[]> {
  const ending = path.basename(filePath).replace(/^[^.]*/, '');
  const probe = path.join(root, path.dirname(filePath), `lint-probe-${randomUUID()}${ending}`);
  writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('architecture lint rules', () => {
  it('keep domain free of Node I/O', async () => {
    expect(
      await rulesFiring(
        'packages/domain/src/x.ts',
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('keep skating free of the clock and randomness', async () => {
    const fired = await rulesFiring(
      'packages/skating/src/x.ts',
      'export const x = Date.now() + Math.random();\n',
    );
    expect(fired.filter((rule) => rule === 'no-restricted-properties')).toHaveLength(2);
  });

  it('keep domain from importing the server or the web app', async () => {
    expect(
      await rulesFiring(
        'packages/domain/src/x.ts',
        "import { startServer } from '@floorcraft/server';\nexport const x = startServer;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('make the web app import domain through its index only', async () => {
    expect(
      await rulesFiring(
        'packages/web/src/x.ts',
        "import { apply } from '@floorcraft/domain/src/competition/apply';\nexport const x = apply;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('forbid one web feature importing another', async () => {
    expect(
      await rulesFiring(
        'packages/web/src/features/info/x.ts',
        "import { Component } from '../live/live-content';\nexport const x = Component;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('let a web feature import its own files', async () => {
    expect(
      await rulesFiring(
        'packages/web/src/features/info/x.ts',
        "import { Component } from './home-page';\nexport const x = Component;\n",
      ),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it('forbid a web feature importing the app that composes it', async () => {
    expect(
      await rulesFiring(
        'packages/web/src/features/info/x.ts',
        "import { createRouter } from '../../app/router';\nexport const x = createRouter;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it.each(['lib', 'components', 'widgets', 'config', 'hooks'])(
    'forbid the shared web folder %s importing a feature',
    async (folder) => {
      expect(
        await rulesFiring(
          `packages/web/src/${folder}/x.ts`,
          "import { Component } from '../features/live/live-content';\nexport const x = Component;\n",
        ),
      ).toContain('import-x/no-restricted-paths');
    },
  );

  it('keep components generic: a component that imports the domain belongs in widgets', async () => {
    expect(
      await rulesFiring(
        'packages/web/src/components/x.ts',
        "import { toCsv } from '@floorcraft/domain';\nexport const x = toCsv;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('let a widget import the domain through its index', async () => {
    expect(
      await rulesFiring(
        'packages/web/src/widgets/x.ts',
        "import { toCsv } from '@floorcraft/domain';\nexport const x = toCsv;\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('keep domain and skating from reading the clock through new Date()', async () => {
    const fired = await rulesFiring(
      'packages/domain/src/x.ts',
      'export const x = new Date();\nexport const y = Date();\nexport const z = new Date(0);\n',
    );
    expect(fired.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(2);
    expect(
      await rulesFiring('packages/skating/src/x.ts', 'export const x = new Date();\n'),
    ).toContain('no-restricted-syntax');
  });

  it('keep native dialogs out of the web app (kiosk browsers suppress them)', async () => {
    const fired = await rulesFiring(
      'packages/web/src/features/info/x.ts',
      "export const x = window.confirm('Post?') || confirm('Post?');\n",
    );
    expect(fired).toEqual(['no-restricted-properties', 'no-restricted-globals']);
  });

  it('catch floating promises and explicit any', async () => {
    const fired = await rulesFiring(
      'packages/server/src/x.ts',
      'export function f(p: Promise<void>, a: any) {\n  p;\n  return a;\n}\n',
    );
    expect(fired).toEqual(
      expect.arrayContaining([
        '@typescript-eslint/no-floating-promises',
        '@typescript-eslint/no-explicit-any',
      ]),
    );
  });

  it('catch an import cycle between two modules', async () => {
    const dir = path.join(root, 'packages/server/src');
    const id = randomUUID();
    const a = path.join(dir, `lint-probe-a-${id}.ts`);
    const b = path.join(dir, `lint-probe-b-${id}.ts`);
    writeFileSync(a, `import { b } from './lint-probe-b-${id}';\nexport const a = () => b;\n`);
    writeFileSync(b, `import { a } from './lint-probe-a-${id}';\nexport const b = () => a;\n`);
    checkingCycles = true;
    try {
      const [result] = await eslint.lintFiles([a]);
      expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    } finally {
      checkingCycles = false;
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });

  it('keep the domain’s test builders out of the app and the server', async () => {
    const importTesting =
      "import { run } from '@floorcraft/domain/testing';\nexport const x = run;\n";
    expect(await rulesFiring('packages/web/src/x.ts', importTesting)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiring('packages/server/src/x.ts', importTesting)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiring('packages/web/src/test-support/x.ts', importTesting)).not.toContain(
      'no-restricted-imports',
    );
    // The server's tests may use them (bench/ is outside the rule's files: no probe, whose
    // program of its own would cost this file a minute).
    expect(await rulesFiring('packages/server/src/x.test.ts', importTesting)).not.toContain(
      'no-restricted-imports',
    );
  });

  it('keep the domain’s test builders as pure as the domain', async () => {
    expect(
      await rulesFiring(
        'packages/domain/testing/x.ts',
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('keep the domain’s kernel from importing an area, the root or the read side', async () => {
    for (const from of ['../floor/state', '../composition/apply', '../views/public-view']) {
      expect(
        await rulesFiring(
          'packages/domain/src/competition/x.ts',
          `import * as m from '${from}';\nexport const x = m;\n`,
        ),
      ).toContain('import-x/no-restricted-paths');
    }
  });

  it('keep a domain area from importing the root that composes it, not the kernel', async () => {
    expect(
      await rulesFiring(
        'packages/domain/src/scoring/x.ts',
        "import { applyAll } from '../composition/apply';\nexport const x = applyAll;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiring(
        'packages/domain/src/scoring/x.ts',
        "import { STATE_FORMAT } from '../competition/state';\nexport const x = STATE_FORMAT;\n",
      ),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it('let a domain area import another only through the files that area offers', async () => {
    expect(
      await rulesFiring(
        'packages/domain/src/registration/x.ts',
        "import { planCoupleImport } from '../setup/import-plan';\nexport const x = planCoupleImport;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    for (const from of ['../setup/state', '../setup/entries', '../floor/held-finals']) {
      expect(
        await rulesFiring(
          'packages/domain/src/registration/x.ts',
          `import * as m from '${from}';\nexport const x = m;\n`,
        ),
      ).not.toContain('import-x/no-restricted-paths');
    }
  });

  it('keep the server’s host below its sockets and routes', async () => {
    for (const from of ['../realtime/view-channel', '../http/audience-access']) {
      expect(
        await rulesFiring(
          'packages/server/src/competitions/x.ts',
          `import * as m from '${from}';\nexport const x = m;\n`,
        ),
      ).toContain('import-x/no-restricted-paths');
    }
    expect(
      await rulesFiring(
        'packages/server/src/realtime/x.ts',
        "import * as m from '../competitions/competition-host';\nexport const x = m;\n",
      ),
    ).not.toContain('import-x/no-restricted-paths');
  });
});
