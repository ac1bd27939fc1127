import type { CompetitionState } from '../competition/state';
import type { RegistrationEvent } from './events';
import type { RegistrationAccount } from './state';

function without<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  const rest = { ...record };
  for (const key of keys) {
    delete rest[key];
  }
  return rest;
}

function updateAccount(
  state: CompetitionState,
  competitorId: string,
  change: (account: RegistrationAccount) => RegistrationAccount,
): CompetitionState {
  const accounts = state.registration.accounts ?? {};
  const account = accounts[competitorId];
  return account
    ? {
        ...state,
        registration: {
          ...state.registration,
          accounts: { ...accounts, [competitorId]: change(account) },
        },
      }
    : state;
}

/** Folds the events of registration (ADR 019); new objects only along the path that changed. */
export function applyRegistration(
  state: CompetitionState,
  event: RegistrationEvent,
): CompetitionState {
  const { registration } = state;
  switch (event.type) {
    case 'FeeScheduleSet':
      return { ...state, registration: { ...registration, fees: event.fees } };
    case 'RegistrationAccountsOpened':
      return {
        ...state,
        registration: {
          ...registration,
          accounts: { ...registration.accounts, ...event.accounts },
          codes: { ...registration.codes, ...event.codes },
        },
      };
    case 'RegistrationAccountUpdated':
      return updateAccount(state, event.competitorId, (account) => ({
        ...account,
        ...event.fields,
      }));
    case 'ChargesAdded': {
      const accounts = { ...registration.accounts };
      for (const { competitorId, charge } of event.charges) {
        const account = accounts[competitorId];
        if (account) {
          accounts[competitorId] = { ...account, charges: [...account.charges, charge] };
        }
      }
      return { ...state, registration: { ...registration, accounts } };
    }
    case 'SeekingAdded': {
      const seeking = { ...registration.seeking };
      for (const record of event.records) {
        seeking[record.id] = record;
      }
      return { ...state, registration: { ...registration, seeking } };
    }
    case 'SeekingEnded':
      return {
        ...state,
        registration: { ...registration, seeking: without(registration.seeking, event.ids) },
      };
    case 'PaymentRecorded':
      return {
        ...state,
        registration: {
          ...registration,
          payments: { ...registration.payments, [event.payment.id]: event.payment },
        },
      };
    case 'PaymentCorrected': {
      const payment = registration.payments?.[event.paymentId];
      if (!payment) {
        return state;
      }
      const corrected = {
        ...payment,
        corrections: [...(payment.corrections ?? []), event.correction],
      };
      return {
        ...state,
        registration: {
          ...registration,
          payments: { ...registration.payments, [payment.id]: corrected },
        },
      };
    }
    case 'DancerWithdrawn':
      return updateAccount(state, event.competitorId, (account) => ({
        ...account,
        withdrawnAt: event.at,
      }));
    case 'SchoolTyped':
      return updateAccount(state, event.competitorId, (account) => ({
        ...account,
        typedSchool: event.name,
      }));
    case 'TypedSchoolSettled':
      return updateAccount(
        state,
        event.competitorId,
        ({ typedSchool: _settled, ...account }) => account,
      );
    case 'PartnershipRequested':
      return {
        ...state,
        registration: {
          ...registration,
          requests: { ...registration.requests, [event.request.id]: event.request },
        },
      };
    case 'PartnershipRequestEnded':
      return {
        ...state,
        registration: {
          ...registration,
          requests: without(registration.requests ?? {}, [event.id]),
        },
      };
    case 'WaitlistJoined':
      return {
        ...state,
        registration: {
          ...registration,
          waitlist: [...(registration.waitlist ?? []), event.spot],
        },
      };
    case 'WaitlistLeft':
      return {
        ...state,
        registration: {
          ...registration,
          waitlist: (registration.waitlist ?? []).filter((spot) => spot.id !== event.id),
        },
      };
  }
}
