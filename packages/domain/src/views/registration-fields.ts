import type { Registration } from '../registration/state';
import { nobody, publicly, registrarOnly, type FieldTable } from './field-table';

const phasePrices = { Early: publicly, Normal: publicly, Late: publicly };
const priceList = { perDancer: phasePrices, perEntry: phasePrices };

/**
 * Who sees each part of registration (ADR 019). Fees and the TBA list are
 * public (the form shows prices; dancers find partners on the list). Emails,
 * waiver records, charges, payments and pending partnership requests are
 * the registrar's alone. Competitor
 * codes reach no view at all: the server checks them, the dancer gets theirs
 * by mail.
 */
export const registrationFields = {
  fees: { currency: publicly, ...priceList, student: priceList },
  seeking: {
    each: {
      id: publicly,
      competitorId: publicly,
      role: publicly,
      eventName: publicly,
      placeholderEntryId: publicly,
      since: publicly,
    },
  },
  accounts: {
    each: {
      email: registrarOnly,
      student: registrarOnly,
      waiverAcceptedAt: registrarOnly,
      registeredAt: registrarOnly,
      phase: registrarOnly,
      charges: {
        each: {
          id: registrarOnly,
          at: registrarOnly,
          phase: registrarOnly,
          kind: registrarOnly,
          eventName: registrarOnly,
          amount: registrarOnly,
          reason: registrarOnly,
          by: registrarOnly,
        },
      },
      withdrawnAt: registrarOnly,
      // A school typed on the form is the registrar's until confirmed (ADR 019, issue 25).
      typedSchool: registrarOnly,
    },
  },
  payments: {
    each: {
      id: registrarOnly,
      competitorId: registrarOnly,
      amount: registrarOnly,
      method: registrarOnly,
      note: registrarOnly,
      at: registrarOnly,
      by: registrarOnly,
      corrections: {
        each: {
          id: registrarOnly,
          kind: registrarOnly,
          amount: registrarOnly,
          reason: registrarOnly,
          at: registrarOnly,
          by: registrarOnly,
        },
      },
    },
  },
  codes: nobody,
  // A capped event's waitlist is public like the TBA list: "waitlisted, position N" (issue 25).
  waitlist: {
    each: {
      id: publicly,
      eventName: publicly,
      leadId: publicly,
      followId: publicly,
      at: publicly,
      phase: publicly,
    },
  },
  // Who asked whom to dance what is the registrar's; each dancer sees their own requests in
  // `ownRegistration`. Never public: a request nobody accepted is not an entry.
  requests: {
    each: {
      id: registrarOnly,
      requesterId: registrarOnly,
      partnerId: registrarOnly,
      role: registrarOnly,
      eventNames: registrarOnly,
      at: registrarOnly,
    },
  },
} as const satisfies FieldTable<Registration>;
