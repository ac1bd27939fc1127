/** The outcome of an edit to the list of schools and clubs: the new list, or why not. */
export type ListEdit = { ok: true; list: string[] } | { ok: false; problem: string };

function problemWith(name: string, list: readonly string[], except?: number): string | undefined {
  if (!name) {
    return 'Enter a name.';
  }
  if (name.length > 120) {
    return 'A name may be at most 120 characters.';
  }
  const lower = name.toLowerCase();
  const taken = list.findIndex((other, index) => index !== except && other.toLowerCase() === lower);
  return taken >= 0 ? `"${list[taken]}" is already on the list.` : undefined;
}

/** Adds a school or club; names are trimmed and may not repeat (ignoring case). */
export function addAffiliation(list: readonly string[], name: string): ListEdit {
  const trimmed = name.trim();
  const problem = problemWith(trimmed, list);
  return problem ? { ok: false, problem } : { ok: true, list: [...list, trimmed] };
}

/** Renames the school or club at `index` in place, keeping the list's order. */
export function renameAffiliation(list: readonly string[], index: number, name: string): ListEdit {
  const trimmed = name.trim();
  const problem = problemWith(trimmed, list, index);
  return problem
    ? { ok: false, problem }
    : { ok: true, list: list.map((other, at) => (at === index ? trimmed : other)) };
}

export function removeAffiliation(list: readonly string[], index: number): string[] {
  return list.filter((_, at) => at !== index);
}
