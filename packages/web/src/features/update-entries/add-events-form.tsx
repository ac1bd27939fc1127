import {
  feeFor,
  registrationStanding,
  type OwnRegistration,
  type PublicView,
} from '@floorcraft/domain';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { CheckboxGroupField, RadioGroupField } from '../../components/native-fields/choice-groups';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import { sentence } from '../../lib/api/api-error';
import { fieldProblems } from '../../lib/forms/field-problems';
import { serverFieldErrors } from '../../lib/forms/server-field-errors';
import { formatMoney } from '../../lib/format-money';
import {
  ADD_EVENTS_LABELS,
  addableEvents,
  addEventsCommand,
  addEventsFieldOf,
  addEventsRules,
  emptyAddEvents,
  type AddEventsValues,
} from './add-events-model';
import type { Registrant } from './use-registrant';
import { FormFooter } from '../../components/form-footer';

const WHERE = 'add-events';
const ROLES = [
  { value: 'lead', label: 'Lead' },
  { value: 'follow', label: 'Follow' },
];
const PARTNER_KINDS = [
  { value: 'registered', label: 'A registered dancer' },
  { value: 'tba', label: 'TBA: I am looking for a partner' },
];

/** Adds events with a registered partner or TBA: only those open to both dancers' levels. */
export function AddEventsForm({
  registrant,
  own,
  view,
}: {
  registrant: Registrant;
  own: OwnRegistration;
  view: PublicView;
}) {
  const { change, changing } = registrant;
  const [openedAt] = useState(() => new Date().toISOString());
  const usualRole = own.seeking[0]?.role ?? own.entries[0]?.role;
  const form = useForm<AddEventsValues>({
    initialValues: emptyAddEvents(usualRole),
    validate: addEventsRules(own.dancer.id),
  });
  const values = form.getValues();
  const me = own.dancer;
  const partner = values.partnerId ? view.competitors[values.partnerId] : undefined;
  const held = useMemo(
    () => new Set([...own.entries, ...own.seeking].map((place) => place.eventName)),
    [own],
  );
  const offered = addableEvents(
    Object.values(view.events),
    [me, values.partnerKind === 'registered' ? partner : undefined].filter((d) => d !== undefined),
    held,
  );
  const dancers = Object.values(view.competitors)
    .filter((dancer) => dancer.id !== own.dancer.id)
    .map((dancer) => ({ value: dancer.id, label: `${dancer.name} · ${dancer.affiliation}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const fees = view.registration.fees;
  const phase = registrationStanding(openedAt, view.metadata).phase;
  const each = feeFor(fees, 'entry', phase, own.account?.student ?? false);

  const save = async (submitted: AddEventsValues) => {
    const added = await change(addEventsCommand(own.dancer.id, submitted), {
      where: WHERE,
      // A registered partner is asked first (issue 24 item 4): nothing is entered until they accept.
      success:
        submitted.partnerKind === 'registered'
          ? `Asked your partner to dance ${submitted.events.join(', ')} with you: you are entered once they accept on their update entries page.`
          : `Added ${submitted.events.join(', ')}.`,
      explain: (words) => {
        const split = serverFieldErrors(words, addEventsFieldOf, 'changeEntries');
        form.setErrors(split.fields);
        return (
          split.other.map(sentence).join(' ') || 'Nothing was added: correct what is named above.'
        );
      },
    });
    if (added) {
      form.setValues(emptyAddEvents(submitted.role));
    }
  };
  const refusal = changing.refusals.get(WHERE);
  const problems = fieldProblems(form.errors, ADD_EVENTS_LABELS);
  const shown = refusal ? [...problems, refusal] : problems;

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label="Add events">
      <FieldsetBox legend="Add events">
        <Stack gap="sm">
          <RadioGroupField label="You dance as" choices={ROLES} {...form.getInputProps('role')} />
          <RadioGroupField
            label="With"
            choices={PARTNER_KINDS}
            {...form.getInputProps('partnerKind')}
          />
          {values.partnerKind === 'registered' && (
            <Select
              label="Partner (search by name)"
              placeholder="Type a name"
              searchable
              limit={30}
              nothingFoundMessage="No registered dancer by that name"
              data={dancers}
              {...form.getInputProps('partnerId')}
            />
          )}
          {offered.length === 0 ? (
            <Text c="gray.8">No other event is open to these levels.</Text>
          ) : (
            <CheckboxGroupField
              label="Events to add"
              choices={offered.map((event) => ({ value: event.name, label: event.name }))}
              {...form.getInputProps('events')}
            />
          )}
          {fees && (
            <Text fw={600} aria-live="polite">
              Adds {formatMoney(each * values.events.length, fees.currency)} to what you owe
            </Text>
          )}
          <FormFooter problems={shown} title={null}>
            <div>
              <Button type="submit" loading={form.submitting}>
                Add these events
              </Button>
            </div>
          </FormFooter>
        </Stack>
      </FieldsetBox>
    </form>
  );
}
