import { readFileSync } from 'node:fs';
import { exportJsonSchema, exportNames } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { exportSchemaPath } from './export-schemas';

describe('docs/export/*.schema.json', () => {
  it.each(exportNames)(
    '%s matches the schema generated from the domain (run npm run docs:export-schemas)',
    (name) => {
      const published: unknown = JSON.parse(readFileSync(exportSchemaPath(name), 'utf8'));
      expect(published).toEqual(exportJsonSchema(name));
    },
  );
});
