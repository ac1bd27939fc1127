import {
  correctDancerCommandSchema,
  OTHER_AFFILIATION,
  type CorrectDancerCommand,
  type OwnRegistration,
} from '@floorcraft/domain';
import { dancerDetails, type DancerDraft } from '../../widgets/dancer-fields/dancer-draft';
import { domainResolver } from '../../lib/forms/domain-resolver';

/**
 * The dancer's details as the form starts: a school not on the list is
 * "Other" with its name, the one they typed while it waits for the
 * registrar (issue 25).
 */
export function draftOf(own: OwnRegistration, affiliations: readonly string[]): DancerDraft {
  const school = own.account?.typedSchool ?? own.dancer.affiliation;
  const listed = affiliations.includes(school) && school !== OTHER_AFFILIATION;
  return {
    name: own.dancer.name,
    email: own.account?.email ?? '',
    affiliation: school === '' ? null : listed ? school : OTHER_AFFILIATION,
    otherAffiliation: listed ? '' : school,
    levels: own.dancer.levels,
    ageGroup: own.dancer.ageGroup ?? null,
    student: own.account?.student ?? false,
  };
}

/** The form as the `correctDancer` command. */
export function correctDancerCommand(
  competitorId: string,
  draft: DancerDraft,
): CorrectDancerCommand {
  return { type: 'correctDancer', competitorId, ...dancerDetails(draft) };
}

/** The form's checks: the domain's `correctDancer` schema, on the same field names. */
export const correctDetailsRules = (competitorId: string) =>
  domainResolver<DancerDraft>({
    schema: correctDancerCommandSchema,
    input: (draft) => correctDancerCommand(competitorId, draft),
  });

/** Where the server's paths ("command.name", "name") land on the form. */
export function detailsFieldOf(path: string): string | undefined {
  const bare = path.replace(/^command\./, '');
  return ['name', 'email', 'affiliation', 'otherAffiliation', 'ageGroup', 'student'].includes(
    bare,
  ) || bare.startsWith('levels')
    ? bare
    : undefined;
}

export const DETAILS_LABELS: Readonly<Record<string, string>> = {
  name: 'Your name',
  email: 'Your email',
  affiliation: 'Your school or club',
  otherAffiliation: 'Your school or club’s name',
  levels: 'Your levels',
  ageGroup: 'Your age group',
};
