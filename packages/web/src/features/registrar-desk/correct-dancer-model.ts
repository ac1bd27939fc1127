import {
  correctDancerCommandSchema,
  OTHER_AFFILIATION,
  type Competitor,
  type CorrectDancerCommand,
  type RegistrationAccount,
} from '@floorcraft/domain';
import { domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';

/** The correct-a-dancer form's values, as typed. */
export interface CorrectDancerValues {
  name: string;
  affiliation: string | null;
  otherAffiliation: string;
  email: string;
  student: boolean;
}

/** How the form's fields are named in its problems. */
export const CORRECT_DANCER_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  affiliation: 'School or club',
  otherAffiliation: 'Name of the school or club',
  email: 'Email',
};

/** The form filled from what is stored of the dancer and their registration. */
export function correctDancerValues(
  dancer: Competitor,
  account: Pick<RegistrationAccount, 'email' | 'student'>,
): CorrectDancerValues {
  return {
    name: dancer.name,
    affiliation: dancer.affiliation,
    otherAffiliation: '',
    email: account.email,
    student: account.student,
  };
}

/**
 * The form as the `correctDancer` command. Levels and age group are the
 * stored ones: this form corrects who the dancer is and how to reach them.
 */
export function correctDancerCommand(
  dancer: Competitor,
  values: CorrectDancerValues,
): CorrectDancerCommand {
  const other = values.affiliation === OTHER_AFFILIATION;
  return {
    type: 'correctDancer',
    competitorId: dancer.id,
    name: values.name.trim(),
    affiliation: values.affiliation ?? '',
    ...(other && { otherAffiliation: values.otherAffiliation.trim() }),
    levels: dancer.levels,
    ...(dancer.ageGroup && { ageGroup: dancer.ageGroup }),
    email: values.email.trim(),
    student: values.student,
  };
}

/** The domain's own schema of `correctDancer`: the browser refuses what the server would. */
export function correctDancerRules(
  dancer: Competitor,
): (values: CorrectDancerValues) => FieldErrors {
  return domainResolver<CorrectDancerValues>({
    schema: correctDancerCommandSchema,
    input: (values) => correctDancerCommand(dancer, values),
  });
}
