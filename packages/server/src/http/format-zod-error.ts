import type { ZodError } from 'zod';

/** One readable line per problem, naming the field: `command.patch.fullName: must not be empty`. */
export function formatZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.map(String).join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
