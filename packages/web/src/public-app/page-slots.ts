import type { RegisterContentProps } from '../features/registration/register-content';
import type { EventResultsContentProps } from '../features/results/event-results-content';
import type { UpdateEntriesContentProps } from '../features/update-entries/update-entries-content';
import { contentSlot } from './content-slot';

/** /register's form, its fields and @mantine/form: loaded on that page only. */
export const registerSlot = contentSlot<RegisterContentProps>('/register');

/** An event's results: the skating library and the result sheets, on /results/{event} only. */
export const eventResultsSlot = contentSlot<EventResultsContentProps>('/results/{event}');

/** /updateEntries's access form and @mantine/form; the opened registration is a chunk of its own. */
export const updateEntriesSlot = contentSlot<UpdateEntriesContentProps>('/updateEntries');
