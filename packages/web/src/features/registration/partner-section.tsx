import type { Competitor, Seeking } from '@floorcraft/domain';
import { Loader, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, Suspense } from 'react';
import { DancerFields } from '../../widgets/dancer-fields/dancer-fields';
import { RadioGroupField } from '../../components/native-fields/choice-groups';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import type { RegistrationValues } from './registration-form-model';

// The searchable list (Mantine's Combobox, with its floating layer) is loaded only when a
// registered partner is chosen: most couples register together or as TBA (JavaScript budget).
const ROLES = [
  { value: 'lead', label: 'Lead' },
  { value: 'follow', label: 'Follow' },
];
const PARTNER_KINDS = [
  { value: 'new', label: 'A new dancer: I register them too' },
  { value: 'registered', label: 'A dancer already registered' },
  { value: 'tba', label: 'TBA: I am looking for a partner' },
];

const RegisteredPartnerSelect = lazy(() =>
  import('./registered-partner-select').then((module) => ({
    default: module.RegisteredPartnerSelect,
  })),
);

interface PartnerSectionProps {
  form: UseFormReturnType<RegistrationValues>;
  competitors: Readonly<Record<string, Competitor>>;
  /** The public TBA list, so a dancer waiting there can be chosen for the events they wait in. */
  seeking: Readonly<Record<string, Seeking>>;
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
  competitors,
  seeking,
  affiliations,
  withAgeGroup,
}: PartnerSectionProps) {
  const values = form.getValues();
  return (
    <FieldsetBox legend="Your partner">
      <Stack gap="md">
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
          <Text size="sm" c="gray.8">
            You go on the TBA list for each event, so other dancers can find you. Pair up later on
            the update entries page with your partner’s competitor code.
          </Text>
        )}
        {values.partnerKind === 'registered' && (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the registered dancers" />}>
            <RegisteredPartnerSelect
              competitors={competitors}
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
      </Stack>
    </FieldsetBox>
  );
}
