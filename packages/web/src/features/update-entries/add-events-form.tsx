import {
  feeFor,
  registrationStanding,
  type CompetitionFrame,
  type OwnRegistration,
  type UpdateEntriesPageContent,
} from '@floorcraft/domain';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { CheckboxGroupField, RadioGroupField } from '../../components/native-fields/choice-groups';
import { ComboboxField } from '../../components/native-fields/combobox-field';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import { PlainFormFooter } from '../../components/plain/plain-form-footer';
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
import { dancerOptions } from './dancer-options';
import type { Registrant } from './use-registrant';

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
  content,
  metadata,
  openedAt,
}: {
  registrant: Registrant;
  own: OwnRegistration;
  content: UpdateEntriesPageContent;
  metadata: CompetitionFrame['metadata'];
  /** When the page opened: added events are priced at that minute's phase, as the form quotes. */
  openedAt: string;
}) {
  const { change, changing } = registrant;
  const usualRole = own.seeking[0]?.role ?? own.entries[0]?.role;
  const form = useForm<AddEventsValues>({
    initialValues: emptyAddEvents(usualRole),
    validate: addEventsRules(own.dancer.id),
  });
  const values = form.getValues();
  const me = own.dancer;
  const byId = useMemo(
    () => new Map(content.dancers.map((dancer) => [dancer.id, dancer])),
    [content.dancers],
  );
  const partner = values.partnerId ? byId.get(values.partnerId) : undefined;
  const held = useMemo(
    () => new Set([...own.entries, ...own.seeking].map((place) => place.eventName)),
    [own],
  );
  const offered = addableEvents(
    content.events,
    [me, values.partnerKind === 'registered' ? partner : undefined].filter((d) => d !== undefined),
    held,
  );
  const dancers = useMemo(
    () => dancerOptions(content.dancers, own.dancer.id),
    [content.dancers, own.dancer.id],
  );
  const fees = content.fees;
  const phase = registrationStanding(openedAt, metadata).phase;
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
        <div className="fc-stack fc-stack-tight">
          <RadioGroupField label="You dance as" choices={ROLES} {...form.getInputProps('role')} />
          <RadioGroupField
            label="With"
            choices={PARTNER_KINDS}
            {...form.getInputProps('partnerKind')}
          />
          {values.partnerKind === 'registered' && (
            <ComboboxField
              label="Partner (search by name)"
              placeholder="Type a name"
              limit={30}
              nothingFound="No registered dancer by that name"
              options={dancers}
              {...form.getInputProps('partnerId')}
            />
          )}
          {offered.length === 0 ? (
            <p className="fc-muted">No other event is open to these levels.</p>
          ) : (
            <CheckboxGroupField
              label="Events to add"
              choices={offered.map((event) => ({ value: event.name, label: event.name }))}
              {...form.getInputProps('events')}
            />
          )}
          {fees && (
            <p className="fc-strong" aria-live="polite">
              Adds {formatMoney(each * values.events.length, fees.currency)} to what you owe
            </p>
          )}
          <PlainFormFooter problems={shown} title={null}>
            <div>
              <button
                type="submit"
                className="fc-button"
                disabled={form.submitting}
                aria-busy={form.submitting || undefined}
              >
                Add these events
              </button>
            </div>
          </PlainFormFooter>
        </div>
      </FieldsetBox>
    </form>
  );
}
