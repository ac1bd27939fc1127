import { registrationPhase, type PublicView } from '@floorcraft/domain';
import { Alert, Button, List, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { DancerFields } from '../../components/dancer-fields';
import { sentence } from '../../lib/api/api-error';
import { submitRegistration, type RegisteredDancer } from '../../lib/api/registrations';
import { useAction } from '../../lib/api/use-action';
import { fieldProblems } from '../../lib/forms/field-problems';
import { serverFieldErrors } from '../../lib/forms/server-field-errors';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { EventChoices } from './event-choices';
import { HoneypotField } from './honeypot-field';
import { PartnerSection } from './partner-section';
import {
  couple,
  emptyRegistration,
  offeredEvents,
  REGISTRATION_LABELS,
  registrationFieldOf,
  registrationInput,
  registrationRules,
  type RegistrationValues,
} from './registration-form-model';
import { quoteFee } from './registration-fee';
import { useAttempt } from './use-attempt';
import { WaiverSection } from './waiver-section';

interface RegistrationFormProps {
  view: PublicView;
  /** Called with each new dancer's code once the registration is stored. */
  onRegistered: (dancers: RegisteredDancer[]) => void;
}

/**
 * The /register form (issue 13): you, your partner (new, registered or
 * TBA), the events open to your levels with the fee as you pick, and the
 * waiver accepted by each new dancer. Checked with the domain's `register`
 * schema before sending; sent once per attempt (a double tap registers
 * once); a refusal names its field and keeps everything typed.
 */
export function RegistrationForm({ view, onRegistered }: RegistrationFormProps) {
  const slug = useCompetitionSlug();
  const action = useAction();
  const attempt = useAttempt();
  // The phase is the one of the moment the page opened; the server charges at its own clock.
  const [openedAt] = useState(() => new Date().toISOString());
  const events = useMemo(() => Object.values(view.events), [view.events]);
  const withAgeGroup = events.some((event) => event.ageGroup !== undefined);
  const offeredTo = (values: RegistrationValues) =>
    offeredEvents(events, couple(values, view.competitors));
  const form = useForm<RegistrationValues>({
    initialValues: emptyRegistration(),
    validate: (values) =>
      registrationRules(values, new Set(offeredTo(values).map((event) => event.name))),
  });
  const values = form.getValues();
  const offered = offeredTo(values);
  const newPartner = values.partnerKind === 'new';
  const phase = registrationPhase(openedAt, view.metadata);
  const fees = view.registration.fees;
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

  const save = async (submitted: RegistrationValues) => {
    const request = {
      commandId: attempt.id(),
      registration: registrationInput(submitted),
      website: submitted.website,
    };
    let dancers: RegisteredDancer[] = [];
    const stored = await action.run(
      async () => {
        try {
          dancers = (await submitRegistration(slug, request)).dancers;
        } catch (error) {
          attempt.failed(error);
          throw error;
        }
      },
      { explain },
    );
    if (stored) {
      attempt.done();
      onRegistered(dancers);
    }
  };

  const problems = fieldProblems(form.errors, REGISTRATION_LABELS);
  const shown = action.refusal ? [...problems, action.refusal] : problems;

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label="Registration">
      <Stack gap="lg">
        <DancerFields
          legend="You"
          who="Your"
          value={values.you}
          inputProps={(field, options) => form.getInputProps(`you.${field}`, options)}
          affiliations={view.affiliations}
          withAgeGroup={withAgeGroup}
          studentLabel="I am a student"
        />
        <PartnerSection
          form={form}
          competitors={view.competitors}
          affiliations={view.affiliations}
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
          text={view.pages.waiver}
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
        {shown.length > 0 && (
          <Alert color="red" role="alert" title="Not registered yet">
            <List size="sm">
              {shown.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Button type="submit" size="lg" loading={form.submitting} fullWidth>
          Register
        </Button>
      </Stack>
    </form>
  );
}
