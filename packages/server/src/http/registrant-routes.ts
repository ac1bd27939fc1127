import {
  commandEnvelopeSchema,
  commandSchema,
  ownRegistration,
  singleLineText,
} from '@floorcraft/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RegistrationLimits } from '../accounts/registration-limits';
import { refusalStatus } from '../competitions/command-outcome';
import { requestedPartnerships } from '../registration/partnership-requests';
import { checkRegistrant, type RegistrantCheck } from '../registration/registrant-access';
import { postForCompetition } from './competition-post';
import { parseBody } from './guard';
import { mailRequestedPartners, type PartnershipNoticeOptions } from './registration-routes';
import { sendTooManyAttempts } from './limit-replies';

export interface RegistrantRouteOptions extends PartnershipNoticeOptions {
  limits: RegistrationLimits;
}

export const WRONG_CODE =
  'that email address and competitor code do not match a registration: check the code in your registration mail, or ask for it to be sent again';

const proofFields = {
  email: singleLineText().trim().min(1, 'enter your email address').max(254),
  code: singleLineText()
    .trim()
    .min(1, 'enter your competitor code')
    .max(32, 'a competitor code has 8 letters and digits, like ABCD-EFGH'),
};
const accessBody = z.strictObject(proofFields);
const commandBody = z.strictObject({
  ...proofFields,
  commandId: commandEnvelopeSchema.shape.commandId,
  command: commandSchema,
  /** A partner's email and code, for pairing two TBA dancers with both dancers' consent. */
  partners: z.array(z.strictObject(proofFields)).max(1, 'give one partner at a time').default([]),
});

/** 429 or 401 for a check that failed; undefined when it passed. */
function refuseCheck(reply: FastifyReply, check: RegistrantCheck) {
  if (check.ok) {
    return undefined;
  }
  return check.reason === 'limited'
    ? sendTooManyAttempts(reply, check.retryAfterMs)
    : reply.code(401).send({ error: WRONG_CODE, code: 'wrong-code' });
}

/**
 * A dancer's own registration, with their email and competitor code
 * (/updateEntries): validate → the try booked with the per-email-and-address
 * and per-address limits (over them it waits its turn; a right code is never
 * refused) → the code compared in constant time → the
 * dancer's own registration (the domain's `ownRegistration`: never the
 * code, nor who recorded a payment), or their command run as the `registrant` actor (the
 * domain's policy decides what a dancer may change: only their own
 * registration, while registration is open). A registered partner named
 * in added events is asked, by mail, to accept on /updateEntries.
 */
export function registerRegistrantRoutes(
  app: FastifyInstance,
  options: RegistrantRouteOptions,
): void {
  const { host, limits } = options;

  postForCompetition(app, host, 'registrations/access', async (request, reply, slug) => {
    const body = parseBody(accessBody, request, reply);
    if (!body) {
      return reply;
    }
    const check = await checkRegistrant(() => host.stateOf(slug)!, limits, request.ip, body);
    if (!check.ok) {
      return refuseCheck(reply, check);
    }
    const registration = ownRegistration(host.stateOf(slug)!, check.competitorId);
    if (!registration) {
      // An account whose dancer staff removed: nothing to show, like a wrong code.
      return refuseCheck(reply, { ok: false, reason: 'wrong-code' });
    }
    return reply.header('cache-control', 'no-store').send({ registration });
  });

  postForCompetition(app, host, 'registrations/commands', async (request, reply, slug) => {
    const body = parseBody(commandBody, request, reply);
    if (!body) {
      return reply;
    }
    const check = await checkRegistrant(
      () => host.stateOf(slug)!,
      limits,
      request.ip,
      body,
      body.partners,
    );
    if (!check.ok) {
      return refuseCheck(reply, check);
    }
    const outcome = await host.execute(
      slug,
      { commandId: body.commandId, command: body.command },
      { kind: 'registrant', competitorId: check.competitorId, alsoProven: check.alsoProven },
    );
    if (outcome.status === 'refused') {
      return reply.code(refusalStatus[outcome.reason]).send({ error: outcome.message });
    }
    request.log.info(
      { command: body.command.type, commandId: body.commandId, ...outcome },
      'command',
    );
    if (outcome.status === 'applied') {
      // A registered partner named in added events is asked by mail (issue 24 item 4).
      const events = await host.commandEvents(slug, body.commandId, outcome.version);
      mailRequestedPartners(
        options,
        request,
        slug,
        requestedPartnerships(events, host.stateOf(slug)!),
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .send({ ...outcome, registration: ownRegistration(host.stateOf(slug)!, check.competitorId) });
  });
}
