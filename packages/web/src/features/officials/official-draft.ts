import { officialSchema, type Command, type Official } from '@floorcraft/domain';

/** What saveOfficial takes: an official whose key the server makes when it is left out. */
export type OfficialInput = Extract<Command, { type: 'saveOfficial' }>['official'];

/** Roles offered; any other text may be typed. Judge and Chairman of Judges count as judges. */
export const OFFICIAL_ROLES = [
  'Judge',
  'Chairman of Judges',
  'Scrutineer',
  'Deck Captain',
  'MC',
  'Registrar',
] as const;

/** The official form as typed. */
export interface OfficialDraft {
  key: string;
  name: string;
  role: string;
  bio: string;
  photoURL: string;
  userId: string | null;
}

export function newOfficialDraft(): OfficialDraft {
  return { key: '', name: '', role: 'Judge', bio: '', photoURL: '', userId: null };
}

export function officialDraftOf(official: Official): OfficialDraft {
  return {
    key: official.key,
    name: official.name,
    role: official.role,
    bio: official.bio,
    photoURL: official.photoURL ?? '',
    userId: official.userId ?? null,
  };
}

const FIELD_LABELS: Record<string, string> = {
  key: 'Key',
  name: 'Name',
  role: 'Role',
  bio: 'Bio',
  photoURL: 'Photo',
  userId: 'Member account',
};

const inputSchema = officialSchema.partial({ key: true });

export type OfficialCheck =
  { ok: true; official: OfficialInput } | { ok: false; problems: string[] };

/**
 * The official to save, checked with the domain's schema so the form says
 * what the server would. A new official's key, when typed, must be free:
 * saving under a taken key would replace that official.
 */
export function checkOfficial(
  draft: OfficialDraft,
  existingKeys: readonly string[],
  creating: boolean,
): OfficialCheck {
  const key = draft.key.trim();
  const parsed = inputSchema.safeParse({
    name: draft.name,
    role: draft.role,
    bio: draft.bio.trim(),
    ...(key ? { key } : {}),
    ...(draft.photoURL ? { photoURL: draft.photoURL } : {}),
    ...(draft.userId ? { userId: draft.userId } : {}),
  });
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${FIELD_LABELS[String(issue.path[0])] ?? 'Official'}: ${issue.message}.`,
      );
  if (creating && key && existingKeys.includes(key)) {
    problems.push(`Key: "${key}" is taken by another official; choose another or leave it empty.`);
  }
  return parsed.success && problems.length === 0
    ? { ok: true, official: parsed.data }
    : { ok: false, problems };
}
