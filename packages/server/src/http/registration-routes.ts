import { randomUUID } from 'node:crypto';
import {
  commandEnvelopeSchema,
  confirmationText,
  isRegistrationStaff,
  registerCommandSchema,
  registrationConfirmation,
  singleLineText,
  type DomainEvent,
  type Actor,
  type RegisterCommand,
} from '@floorcraft/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailKey, type RegistrationLimits } from '../accounts/registration-limits';
import { refusalStatus } from '../competitions/command-outcome';
import type { CompetitionHost } from '../competitions/competition-host';
import { mailCompetitorCode } from '../mail/code-mail';
import type { Mailer } from '../mail/mailer';
import { mailPartnershipRequest } from '../mail/partnership-mail';
import { newCompetitorCode } from '../registration/competitor-codes';
import { newDancers, sameEmails, type NewDancer } from '../registration/new-dancers';
import { updateEntriesLink } from '../registration/update-entries-link';
import {
  requestedPartnerships,
  type RequestedPartnership,
} from '../registration/partnership-requests';
import type { AfterReply } from './after-reply';
import { resolveActor, type AccessOptions } from './authenticate';
import { postForCompetition } from './competition-post';
import { parseBody } from './guard';
import { sendTooManyAttempts } from './limit-replies';

export interface RegistrationRouteOptions extends AccessOptions {
  host: CompetitionHost;
  mailer: Mailer;
  limits: RegistrationLimits;
  afterReply: AfterReply;
}

const registrationBody = z.strictObject({
  commandId: commandEnvelopeSchema.shape.commandId,
  registration: registerCommandSchema.omit({ type: true }),
  /** The honeypot: a field people never see, so only a form-filling robot fills it. */
  website: singleLineText().max(1000).default(''),
});

const resendBody = z.strictObject({
  email: singleLineText().trim().min(1, 'enter your email address').max(254),
});

/** The emails a registration names: what a retry must repeat to get the codes back. */
function emailsOf(registration: Omit<RegisterCommand, 'type'>): string[] {
  const { dancer, partner } = registration;
  return partner.kind === 'new' ? [dancer.email, partner.dancer.email] : [dancer.email];
}

/** What mailing a partnership request needs; the registrant routes pass theirs too. */
export type PartnershipNoticeOptions = Pick<
  RegistrationRouteOptions,
  'host' | 'mailer' | 'afterReply' | 'links'
>;

/**
 * After the reply, mails each dancer a command asked to partner (issue 24
 * item 4) a link to /updateEntries, where they accept or decline with their
 * code. A dancer staff entered has no email: the registrar sees the request.
 */
export function mailRequestedPartners(
  options: PartnershipNoticeOptions,
  request: FastifyRequest,
  slug: string,
  requested: readonly RequestedPartnership[],
): void {
  const toMail = requested.filter((each) => each.partnerEmail !== undefined);
  if (toMail.length === 0) {
    return;
  }
  const base = options.links.origin;
  options.afterReply(request, 'partnership request mail', async () => {
    const competition = options.host.stateOf(slug)?.metadata.fullName ?? slug;
    const link = updateEntriesLink(base, slug, options.host.defaultSlug());
    for (const each of toMail) {
      await mailPartnershipRequest(options.mailer, {
        to: each.partnerEmail!,
        name: each.partnerName,
        requesterName: each.requesterName,
        role: each.partnerRole,
        eventNames: each.eventNames,
        competition,
        link,
      });
    }
  });
}

/**
 * Anonymous registration (issue 13, ADR 019) and "mail me my code again".
 * Register: Origin (app.ts) → validation with the domain's schema (400
 * naming the field) → per-address limit, once per command id → honeypot →
 * `register` through the host as the public (or as staff, who may register
 * after the close) → the reply with each new dancer's code, read from the
 * command's stored events → after the reply, each new dancer's code mail, and
 * a mail to a registered partner the registration asks (the reply lists
 * those requests).
 */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  options: RegistrationRouteOptions,
): void {
  const { host, limits } = options;

  /** The public registers as the public; registration staff and the API token as themselves. */
  const registeringActor = async (request: FastifyRequest, slug: string): Promise<Actor> => {
    const actor = await resolveActor(request, options, slug);
    return isRegistrationStaff(actor) ? actor : { kind: 'anonymous' };
  };

  const mailCodes = (
    request: FastifyRequest,
    slug: string,
    dancers: readonly NewDancer[],
    events: readonly DomainEvent[],
  ) => {
    const base = options.links.origin;
    options.afterReply(request, 'code mail', async () => {
      const state = host.stateOf(slug);
      const competition = state?.metadata.fullName ?? slug;
      const link = updateEntriesLink(base, slug, host.defaultSlug());
      const confirmation = state && confirmationText(registrationConfirmation(events, state));
      for (const dancer of dancers) {
        await mailCompetitorCode(options.mailer, {
          to: dancer.email,
          name: dancer.name,
          code: dancer.code,
          competition,
          link,
          reason: 'registered',
          ...(dancer.chargedPhase ? { chargedPhase: dancer.chargedPhase } : {}),
          ...(confirmation ? { confirmation } : {}),
        });
      }
    });
  };

  /** Answers a filled honeypot exactly as a registration would be answered; stores nothing. */
  const honeypotReply = (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    body: z.infer<typeof registrationBody>,
  ) => {
    request.log.warn(
      { commandId: body.commandId, ip: request.ip, competition: slug },
      'registration with the honeypot field filled: answered as if stored, nothing stored',
    );
    const { dancer, partner } = body.registration;
    const names = partner.kind === 'new' ? [dancer.name, partner.dancer.name] : [dancer.name];
    return reply.send({
      status: 'applied',
      version: host.versionOf(slug),
      competition: slug,
      dancers: names.map((name) => ({
        competitorId: randomUUID(),
        name,
        code: newCompetitorCode(),
      })),
      requests: [],
      confirmation: registrationConfirmation([], host.stateOf(slug)!),
    });
  };

  postForCompetition(app, host, 'registrations', async (request, reply, slug) => {
    const actor = await registeringActor(request, slug);
    const body = parseBody(registrationBody, request, reply);
    if (!body) {
      return reply;
    }
    // Checked and counted in one transaction: a burst sent at once, to any process, cannot
    // get past the limit. A registration's command id counts once: a double tap, or a retry
    // after the window, takes nothing more from the dancer's address.
    if (
      actor.kind === 'anonymous' &&
      (await host.appliedVersion(slug, body.commandId)) === undefined
    ) {
      const reservation = await limits.takeRegistration(request.ip, body.commandId);
      if (!reservation.admitted) {
        return sendTooManyAttempts(reply, reservation.retryAfterMs);
      }
    }
    if (body.website.trim() !== '') {
      return honeypotReply(request, reply, slug, body);
    }
    const outcome = await host.execute(
      slug,
      { commandId: body.commandId, command: { type: 'register', ...body.registration } },
      actor,
    );
    if (outcome.status === 'refused') {
      return reply.code(refusalStatus[outcome.reason]).send({ error: outcome.message });
    }
    // Read back from the command's stored events, on whichever process applied it: a retry
    // is answered with the very dancers, names and codes of the first reply.
    const events = await host.commandEvents(slug, body.commandId, outcome.version);
    const dancers = newDancers(events);
    // A registered partner named by the public is asked, not entered (issue 24 item 4).
    const requested = requestedPartnerships(events, host.stateOf(slug)!);
    request.log.info({ command: 'register', commandId: body.commandId, ...outcome }, 'command');
    if (outcome.status === 'duplicate' && !sameEmails(dancers, emailsOf(body.registration))) {
      return reply.code(409).send({
        error: 'this command id was used for another registration: submit the form again',
      });
    }
    if (outcome.status === 'applied') {
      mailCodes(request, slug, dancers, events);
      mailRequestedPartners(options, request, slug, requested);
    }
    return reply.send({
      ...outcome,
      dancers: dancers.map(({ competitorId, name, code }) => ({ competitorId, name, code })),
      requests: requested.map(({ partnerName, eventNames }) => ({ partnerName, eventNames })),
      confirmation: registrationConfirmation(events, host.stateOf(slug)!),
    });
  });

  postForCompetition(app, host, 'registrations/resend-code', async (request, reply, slug) => {
    // A registrar's desk resends many dancers' codes from one address: only the public is limited.
    if ((await registeringActor(request, slug)).kind === 'anonymous') {
      const reservation = await limits.takeResendRequest(request.ip);
      if (!reservation.admitted) {
        return sendTooManyAttempts(reply, reservation.retryAfterMs);
      }
    }
    const body = parseBody(resendBody, request, reply);
    if (!body) {
      return reply;
    }
    // The same answer, after the same work, whether or not the email is registered: looking
    // it up and the mail are one job of the mail queue (ADR 026), as for a password reset.
    const base = options.links.origin;
    options.afterReply(request, 'code mail', async () => {
      const state = host.stateOf(slug);
      const wanted = emailKey(body.email);
      const dancers = Object.entries(state?.registration.accounts ?? {}).filter(
        ([, account]) => emailKey(account.email) === wanted && account.withdrawnAt === undefined,
      );
      if (!state || dancers.length === 0) {
        return;
      }
      if (!(await limits.takeCodeMail(wanted))) {
        request.log.warn({ competition: slug }, 'competitor code mail limit reached');
        return;
      }
      const link = updateEntriesLink(base, slug, host.defaultSlug());
      for (const [competitorId, account] of dancers) {
        const code = state.registration.codes?.[competitorId];
        if (code !== undefined) {
          await mailCompetitorCode(options.mailer, {
            to: account.email,
            name: state.competitors[competitorId]?.name ?? '',
            code,
            competition: state.metadata.fullName,
            link,
            reason: 'resent',
          });
        }
      }
    });
    return reply.code(202).send({
      message: 'if a dancer is registered with that email, their competitor code is on its way',
    });
  });
}
