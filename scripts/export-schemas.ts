import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJsonSchema, exportNames, type ExportName } from '@floorcraft/domain';
import { format, resolveConfig } from 'prettier';

const exportDocsDir = path.resolve(new URL('..', import.meta.url).pathname, 'docs/export');

/** Where an export's published JSON Schema lives: docs/export/{name}.schema.json. */
export const exportSchemaPath = (name: ExportName) =>
  path.join(exportDocsDir, `${name}.schema.json`);

/**
 * Writes every export's JSON Schema, generated from the domain's Zod schemas
 * (`npm run docs:export-schemas`), formatted as the repository formats JSON.
 */
async function writeExportSchemas(): Promise<void> {
  mkdirSync(exportDocsDir, { recursive: true });
  for (const name of exportNames) {
    const file = exportSchemaPath(name);
    const options = { ...(await resolveConfig(file)), filepath: file };
    writeFileSync(file, await format(JSON.stringify(exportJsonSchema(name)), options));
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await writeExportSchemas();
}
