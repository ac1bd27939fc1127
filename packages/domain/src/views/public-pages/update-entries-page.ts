import type { PublicView } from '../public-view';
import { registerPage, type RegisterPageContent } from './register-page';

/**
 * What /updateEntries reads before and after a dancer proves who they are
 * (ADR 044): /register's lists (the events couples enter, the registered
 * dancers by public fields, the TBA list, the schools) and the fees, the
 * very arrays /register's view holds, without the waiver. The dancer's own
 * registration (`ownRegistration`) is never here: the page asks for it with
 * their email and code, and holds it in the browser only.
 */
export type UpdateEntriesPageContent = Omit<RegisterPageContent, 'waiver'>;

/** /updateEntries's content from the public view, its lists kept as /register's are. */
export function updateEntriesPage(shown: PublicView): UpdateEntriesPageContent {
  const { waiver: _waiver, ...content } = registerPage(shown);
  return content;
}
