import { z } from 'zod';

/**
 * Who a view is computed for. Each audience gets its own view of a
 * competition, so data private to staff is never serialised for the public:
 * `public` for anybody, `staff` for signed-in officials (posted marks only),
 * `scoring` for the chairman and scrutineer (every mark), `judge` for a
 * tablet bound to one judge (that judge's cards only), `registrar` for
 * whoever keeps the registrations (the staff view plus the registrar's
 * accounts and payments; ADR 019), `desk` for the registrar's desk (the
 * registrations and the dancers they name, computed from the registrar view;
 * ADR 030), `frame` for what every page's frame reads (name, dates, colour,
 * registration dates, the rounds' states: a few kilobytes of the public view;
 * ADR 030), `page` for one server-rendered public page (its frame and its
 * own content, computed from the public view; the page's path names it;
 * ADR 044).
 */
export const audienceSchema = z.enum([
  'public',
  'staff',
  'scoring',
  'judge',
  'registrar',
  'desk',
  'frame',
  'page',
]);
export type Audience = z.infer<typeof audienceSchema>;
