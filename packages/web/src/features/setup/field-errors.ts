import { serverFieldErrors, type SplitErrors } from '../../lib/forms/server-field-errors';
import { METADATA_FIELD_OF_PATH, type MetadataField } from './metadata-draft';

/**
 * Splits a refusal of updateMetadata into errors per field of the
 * competition form (lib/forms/server-field-errors.ts says how).
 */
export function splitFieldErrors(message: string): SplitErrors<MetadataField> {
  return serverFieldErrors(message, METADATA_FIELD_OF_PATH, 'patch');
}
