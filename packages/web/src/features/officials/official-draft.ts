import {
  isJudge,
  officialInputSchema,
  type OfficialInput,
  type Official,
} from '@floorcraft/domain';
import { allRules, domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import { fieldProblems } from '../../lib/forms/field-problems';

export type { OfficialInput };

/** Roles offered; any other text may be typed. Judge and Chairman of Judges count as judges. */
export const OFFICIAL_ROLES = [
  'Judge',
  'Chairman of Judges',
  'Scrutineer',
  'Deck Captain',
  'MC',
  'Registrar',
] as const;

/** The official form's values. */
export interface OfficialDraft {
  key: string;
  name: string;
  role: string;
  bio: string;
  photoURL: string;
  userId: string | null;
  /** A judge's letter; empty lets the server keep theirs or give the first free one. */
  letter: string;
}

export function newOfficialDraft(): OfficialDraft {
  return { key: '', name: '', role: 'Judge', bio: '', photoURL: '', userId: null, letter: '' };
}

export function officialDraftOf(official: Official): OfficialDraft {
  return {
    key: official.key,
    name: official.name,
    role: official.role,
    bio: official.bio,
    photoURL: official.photoURL ?? '',
    userId: official.userId ?? null,
    letter: official.letter ?? '',
  };
}

/** Whether the role typed makes a judge, who has a letter (spec §3). */
export function draftIsJudge(draft: OfficialDraft): boolean {
  return isJudge({ key: draft.key, name: draft.name, role: draft.role, bio: '' });
}

/** How the official form's fields are named in its problems. */
export const OFFICIAL_LABELS: Readonly<Record<string, string>> = {
  '': 'Official',
  key: 'Key',
  name: 'Name',
  role: 'Role',
  bio: 'Bio',
  photoURL: 'Photo',
  userId: 'Member account',
  letter: 'Letter',
};

const inputSchema = officialInputSchema;

export type OfficialCheck =
  { ok: true; official: OfficialInput } | { ok: false; problems: string[] };

/**
 * The form's values as saveOfficial's official: a key only when typed; every
 * field the form shows is sent, an empty photo or account as null (removed),
 * since a save keeps what it leaves out.
 */
export function officialInput(draft: OfficialDraft) {
  const key = draft.key.trim();
  return {
    name: draft.name,
    role: draft.role,
    bio: draft.bio.trim(),
    ...(key ? { key } : {}),
    photoURL: draft.photoURL || null,
    userId: draft.userId || null,
    ...(draft.letter.trim() ? { letter: draft.letter } : {}),
  };
}

/**
 * The official form's checks: the domain's schema, so the form says what the
 * server would; then a new official's key, when typed, must be free: saving
 * under a taken key would replace that official.
 */
export function officialRules(
  existingKeys: readonly string[],
  creating: boolean,
): (draft: OfficialDraft) => FieldErrors {
  return allRules(
    domainResolver({ schema: inputSchema, input: officialInput }),
    (draft): FieldErrors => {
      const key = draft.key.trim();
      return creating && key && existingKeys.includes(key)
        ? { key: `"${key}" is taken by another official; choose another or leave it empty` }
        : {};
    },
  );
}

/** The official to save, as the domain parses it (trimmed); call once the form is valid. */
export function officialToSave(draft: OfficialDraft): OfficialInput {
  return inputSchema.parse(officialInput(draft));
}

/** The official to save, as the domain parses it, or every problem naming its field. */
export function checkOfficial(
  draft: OfficialDraft,
  existingKeys: readonly string[],
  creating: boolean,
): OfficialCheck {
  const errors = officialRules(existingKeys, creating)(draft);
  return Object.keys(errors).length > 0
    ? { ok: false, problems: fieldProblems(errors, OFFICIAL_LABELS) }
    : { ok: true, official: officialToSave(draft) };
}
