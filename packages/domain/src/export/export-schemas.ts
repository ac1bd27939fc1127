import { z } from 'zod';
import { heatsExportSchema } from './heats';
import { programmeExportSchema } from './programme';
import { resultsExportSchema } from './results';

/** The open-data exports by name: the `{name}.json` URL and `docs/export/{name}.schema.json`. */
export const exportSchemas = {
  programme: programmeExportSchema,
  heats: heatsExportSchema,
  results: resultsExportSchema,
} as const;
export type ExportName = keyof typeof exportSchemas;
export const exportNames = Object.keys(exportSchemas) as ExportName[];

/**
 * The published JSON Schema (draft 2020-12) of an export, generated from
 * the Zod schema its builder's type comes from, so the document and the
 * data cannot drift apart (a test compares it with docs/export/).
 */
export function exportJsonSchema(name: ExportName): Record<string, unknown> {
  return z.toJSONSchema(exportSchemas[name], { target: 'draft-2020-12' });
}
