import { z } from 'zod';

/**
 * Who a view is computed for. Each audience gets its own view of a
 * competition, so data private to staff is never serialised for the public.
 */
export const audienceSchema = z.enum(['public', 'staff']);
export type Audience = z.infer<typeof audienceSchema>;
