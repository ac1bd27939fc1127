import type { RegisterContentProps } from '../features/registration/register-content';
import { contentSlot } from './content-slot';

/** /register's form, its fields and @mantine/form: loaded on that page only. */
export const registerSlot = contentSlot<RegisterContentProps>('/register');
