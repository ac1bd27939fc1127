import type { RegisterDancer, RegisterSeeker } from '@floorcraft/domain';
import type { UseFormReturnType } from '@mantine/form';
import { DancerFields } from '../../widgets/dancer-fields/dancer-fields';
import { RadioGroupField } from '../../components/native-fields/choice-groups';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import type { RegistrationValues } from './registration-form-model';
import { lazy, Suspense } from 'react';

/**
 * The registered partner's search (a combobox over every dancer): drawn only once that partner
 * kind is chosen (TBA is the form's first choice), so it loads then, not with the page.
 */
export const loadPartnerSelect = () => import('./registered-partner-select');
const RegisteredPartnerSelect = lazy(() =>
  loadPartnerSelect().then((module) => ({ default: module.RegisteredPartnerSelect })),
);

const ROLES = [
  { value: 'lead', label: 'Lead' },
  { value: 'follow', label: 'Follow' },
];
const PARTNER_KINDS = [
  { value: 'new', label: 'A new dancer: I register them too' },
  { value: 'registered', label: 'A dancer already registered' },
  { value: 'tba', label: 'TBA: I am looking for a partner' },
];

interface PartnerSectionProps {
  form: UseFormReturnType<RegistrationValues>;
  dancers: readonly RegisterDancer[];
  /** The public TBA list, so a dancer waiting there can be chosen for the events they wait in. */
  seeking: readonly RegisterSeeker[];
  affiliations: readonly string[];
  withAgeGroup: boolean;
}

/**
 * The role the registrant dances and who with: a new dancer (the same fields
 * as theirs), a dancer already registered found by name, or TBA (they go on
 * the TBA list, a placeholder holding their place in each event).
 */
export function PartnerSection({
  form,
  dancers,
  seeking,
  affiliations,
  withAgeGroup,
}: PartnerSectionProps) {
  const values = form.getValues();
  return (
    <FieldsetBox legend="Your partner">
      <div className="fc-stack">
        <RadioGroupField
          label="You dance as"
          required
          choices={ROLES}
          {...form.getInputProps('role')}
        />
        <RadioGroupField
          label="Your partner"
          required
          choices={PARTNER_KINDS}
          {...form.getInputProps('partnerKind')}
        />
        {values.partnerKind === 'tba' && (
          <p className="fc-small fc-muted">
            You go on the TBA list for each event, so other dancers can find you. Pair up later on
            the update entries page with your partner’s competitor code.
          </p>
        )}
        {values.partnerKind === 'registered' && (
          <Suspense fallback={null}>
            <RegisteredPartnerSelect
              dancers={dancers}
              seeking={seeking}
              inputProps={form.getInputProps('partnerId')}
            />
          </Suspense>
        )}
        {values.partnerKind === 'new' && (
          <DancerFields
            legend="Partner"
            who="Partner’s"
            value={values.partner}
            inputProps={(field, options) => form.getInputProps(`partner.${field}`, options)}
            affiliations={affiliations}
            withAgeGroup={withAgeGroup}
            studentLabel="My partner is a student"
          />
        )}
      </div>
    </FieldsetBox>
  );
}
