import { registerCommandSchema } from '@floorcraft/domain';
import { domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import {
  registrationFieldOf,
  registrationInput,
  type RegistrationValues,
} from './registration-form-model';

// Its own module, loaded when the form is first used: it brings the domain's command schemas
// (Zod), which the page must not load before anybody types (the /register JavaScript budget).

/** Problems by the command's paths, moved onto the form's fields. */
function onFormFields(errors: FieldErrors): FieldErrors {
  const moved: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    moved[registrationFieldOf(path) ?? path] ??= message;
  }
  return moved;
}

const checkRegistration = domainResolver<RegistrationValues>({
  schema: registerCommandSchema,
  input: (values) => ({ type: 'register', ...registrationInput(values) }),
});

/**
 * The /register form's checks: the domain's own `register` schema (the
 * server checks the same, in the same words), each problem on its field;
 * first what only the browser can say in the form's words: a partner to
 * choose, and chosen events that are no longer offered to these levels.
 */
export function registrationRules(
  values: RegistrationValues,
  offered: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (values.partnerKind === 'registered' && !values.partnerId) {
    errors.partnerId = 'choose your partner from the registered dancers';
  }
  const closedTo = values.events.filter((name) => !offered.has(name));
  if (closedTo.length > 0) {
    errors.events = `not open to these levels: ${closedTo.join(', ')}; untick them or change a level`;
  }
  return { ...onFormFields(checkRegistration(values)), ...errors };
}
