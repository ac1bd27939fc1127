import {
  registrationStanding,
  type CompetitionFrame,
  type RegisterPageContent,
} from '@floorcraft/domain';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { DancerFields } from '../../widgets/dancer-fields/dancer-fields';
import { sentence } from '../../lib/api/api-error';
import { fieldProblems } from '../../lib/forms/field-problems';
import { serverFieldErrors } from '../../lib/forms/server-field-errors';
import { EventChoices } from './event-choices';
import { HoneypotField } from './honeypot-field';
import { loadPartnerSelect, PartnerSection } from './partner-section';
import {
  couple,
  emptyRegistration,
  offeredEvents,
  REGISTRATION_LABELS,
  registrationFieldOf,
  registrationInput,
  type RegistrationValues,
} from './registration-form-model';
import { quoteFee } from './registration-fee';
import type * as RulesModule from './registration-rules';
import { useRegistrationSender, type Registered } from './use-registration-sender';
import { WaiverSection } from './waiver-section';
import { PlainFormFooter } from '../../components/plain/plain-form-footer';

/** The form's checks with the domain's schemas (Zod): a module of their own, loaded once. */
let rules: Promise<typeof RulesModule> | undefined;
const loadRules = () => (rules ??= import('./registration-rules'));

interface RegistrationFormProps {
  content: RegisterPageContent;
  metadata: CompetitionFrame['metadata'];
  /** The competition in the page's address (`/c/:slug`), undefined at the root. */
  slug: string | undefined;
  /** When the page was drawn: the phase is the one of that minute (the server charges at its own). */
  openedAt: string;
  /** Called with each new dancer's code once the registration is stored. */
  onRegistered: (accepted: Registered) => void;
}

/**
 * The /register form (issue 13): you, your partner (new, registered or
 * TBA), the events open to your levels with the fee as you pick, and the
 * waiver accepted by each new dancer. Checked with the domain's `register`
 * schema before sending; sent once per attempt (a double tap registers
 * once; registration staff confirm a late entry: `useRegistrationSender`);
 * a refusal names its field and keeps everything typed.
 */
export function RegistrationForm({
  content,
  metadata,
  slug,
  openedAt,
  onRegistered,
}: RegistrationFormProps) {
  const { action, send } = useRegistrationSender(slug);
  const { events } = content;
  const byId = useMemo(
    () => Object.fromEntries(content.dancers.map((dancer) => [dancer.id, dancer])),
    [content.dancers],
  );
  const withAgeGroup = events.some((event) => event.ageGroup !== undefined);
  const offeredTo = (values: RegistrationValues) => offeredEvents(events, couple(values, byId));
  const form = useForm<RegistrationValues>({ initialValues: emptyRegistration() });
  const [checking, setChecking] = useState(false);
  const values = form.getValues();
  const offered = offeredTo(values);
  const newPartner = values.partnerKind === 'new';
  const phase = registrationStanding(openedAt, metadata).phase;
  const fees = content.fees;
  const quote = quoteFee(
    fees,
    phase,
    newPartner ? [values.you.student, values.partner.student] : [values.you.student],
    values.events.length,
  );

  /** The server's words placed on the fields they name; what names no field, as sentences. */
  const explain = (words: string) => {
    const split = serverFieldErrors(words, registrationFieldOf, 'register');
    form.setErrors(split.fields);
    return split.other.length > 0
      ? split.other.map(sentence).join(' ')
      : 'Nothing was registered: correct what is named above and register again.';
  };

  /** Checks the form with the domain's schema (loaded on first use), then sends it. */
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    try {
      const { registrationRules } = await loadRules();
      const submitted = form.getValues();
      const offeredNames = new Set(offeredTo(submitted).map((each) => each.name));
      const errors = registrationRules(submitted, offeredNames);
      form.setErrors(errors);
      action.reset();
      if (Object.keys(errors).length === 0) {
        await save(submitted);
      }
    } finally {
      setChecking(false);
    }
  };

  const save = async (submitted: RegistrationValues) => {
    const registered = await send(
      { registration: registrationInput(submitted), website: submitted.website },
      explain,
    );
    if (registered) {
      onRegistered(registered);
    }
  };

  // The server draws the form; its fields are usable once the script has taken it over, so
  // nothing typed before is lost to hydration and no tap sends the page's fields natively.
  const hydrated = useHydrated();
  const problems = fieldProblems(form.errors, REGISTRATION_LABELS);
  const shown = action.refusal ? [...problems, action.refusal] : problems;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      // The checks' module (and the partner search) start loading when the form is first used,
      // so Register is quick and the search is there when its partner kind is chosen.
      onFocus={() => {
        void loadRules();
        void loadPartnerSelect();
      }}
      noValidate
      aria-label="Registration"
    >
      <fieldset className="fc-bare-fieldset fc-stack fc-stack-loose" disabled={!hydrated}>
        <DancerFields
          legend="You"
          who="Your"
          value={values.you}
          inputProps={(field, options) => form.getInputProps(`you.${field}`, options)}
          affiliations={content.affiliations}
          withAgeGroup={withAgeGroup}
          studentLabel="I am a student"
        />
        <PartnerSection
          form={form}
          dancers={content.dancers}
          seeking={content.seeking}
          affiliations={content.affiliations}
          withAgeGroup={withAgeGroup}
        />
        <EventChoices
          events={offered}
          value={values.events}
          onChange={(names) => form.setFieldValue('events', names)}
          error={form.errors.events}
          quote={quote}
          currency={fees?.currency}
          phase={phase}
          feeNote={
            values.partnerKind === 'registered'
              ? 'Your partner’s entry fees are added to what they owe.'
              : undefined
          }
        />
        <WaiverSection
          text={content.waiver}
          acceptances={[
            {
              label: 'I have read and accept the waiver',
              inputProps: form.getInputProps('you.waiverAccepted', { type: 'checkbox' }),
            },
            ...(newPartner
              ? [
                  {
                    label: 'My partner has read and accepts the waiver',
                    inputProps: form.getInputProps('partner.waiverAccepted', { type: 'checkbox' }),
                  },
                ]
              : []),
          ]}
        />
        <HoneypotField inputProps={form.getInputProps('website')} />
        <PlainFormFooter problems={shown} title="Not registered yet">
          <button
            type="submit"
            className="fc-button fc-button-large fc-button-full"
            disabled={checking}
            aria-busy={checking || undefined}
          >
            Register
          </button>
        </PlainFormFooter>
      </fieldset>
    </form>
  );
}
