import {
  competitionTimeZone,
  competitionSlugSchema,
  competitionStartKinds,
  newCompetitionDetailsSchema,
  singleLineText,
  startingCommands,
  type Actor,
  type CompetitionStart,
} from '@floorcraft/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { User } from '../accounts/user-store';
import { refusalStatus } from '../competitions/command-outcome';
import type { CompetitionHost } from '../competitions/competition-host';
import { resolveActor, signedIn, type AccessOptions } from './authenticate';
import { formatZodError } from './format-zod-error';
import { accountMayCreate } from './competition-creator';
import { sendSignedOut } from './guard';

export interface CreateCompetitionRouteOptions extends AccessOptions {
  host: CompetitionHost;
}

/** The create form's own fields beside the competition's details. */
const startFields = z.strictObject({
  commandId: singleLineText()
    .min(8, 'must be at least 8 characters (use a random UUID)')
    .max(90, 'must be at most 90 characters'),
  start: z.enum(competitionStartKinds, 'must be empty, collegiate or copy'),
  copyFrom: competitionSlugSchema.optional(),
});

interface Creator {
  actor: Extract<Actor, { kind: 'member' }>;
  user: User;
}

/**
 * Creating a competition in the app (issue 25): who may (`GET /api/competitions/creation`),
 * whether an address is free (`GET /api/competitions/slug-available`), and the creation
 * itself (`POST /api/competitions`): authenticate → who may create → validate → the
 * starting commands, decided all before any is stored → the creator made owner → one append.
 */
export function registerCreateCompetitionRoutes(
  app: FastifyInstance,
  options: CreateCompetitionRouteOptions,
): void {
  const { accounts, host } = options;

  /** The signed-in creator, or undefined after replying 401 or 403 with the reason. */
  const creator = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = await resolveActor(request, options, undefined);
    if (actor.kind === 'anonymous' || actor.kind === 'judgeDevice') {
      void sendSignedOut(reply);
      return undefined;
    }
    const user = actor.kind === 'member' ? (await signedIn(request, accounts))?.user : undefined;
    if (actor.kind !== 'member' || user === undefined) {
      void reply.code(403).send({
        error: 'a competition is created by a signed-in account, which becomes its owner',
      });
      return undefined;
    }
    const decision = accountMayCreate(user, options.competitionCreators);
    if (!decision.allowed) {
      void reply.code(403).send({ error: decision.reason });
      return undefined;
    }
    return { actor, user } satisfies Creator;
  };

  /**
   * The competitions `user` owns, which a new one may copy, with the zone and currency a
   * copy starts from (the form offers them in place of the browser's zone and its default).
   */
  const owned = async (user: User) => {
    const mine = await accounts.users.memberships(user.id);
    return host
      .list()
      .filter(({ slug }) => mine.some((held) => held.slug === slug && held.roles.includes('owner')))
      .map(({ slug, fullName }) => {
        const state = host.stateOf(slug);
        return {
          slug,
          fullName,
          timeZone: competitionTimeZone(state?.metadata ?? {}),
          currency: state?.registration.fees?.currency,
        };
      });
  };

  app.get('/api/competitions/creation', async (request, reply) => {
    const allowed = await creator(request, reply);
    if (!allowed) {
      return reply;
    }
    return { copyFrom: await owned(allowed.user) };
  });

  app.get<{ Querystring: { slug?: string } }>(
    '/api/competitions/slug-available',
    async (request, reply) => {
      if (!(await creator(request, reply))) {
        return reply;
      }
      const slug = competitionSlugSchema.safeParse(request.query.slug ?? '');
      if (!slug.success) {
        return reply.code(400).send({ error: `slug: ${formatZodError(slug.error)}` });
      }
      return { slug: slug.data, available: await slugAvailable(slug.data) };
    },
  );

  /** Free when no competition has it and nobody owns it (a grant may precede creation). */
  const slugAvailable = async (slug: string) =>
    host.stateOf(slug) === undefined && !(await accounts.users.hasOwner(slug));

  app.post('/api/competitions', async (request, reply) => {
    const allowed = await creator(request, reply);
    if (!allowed) {
      return reply;
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { commandId, start, copyFrom, ...rest } = body;
    const fields = startFields.safeParse({ commandId, start, copyFrom });
    const details = newCompetitionDetailsSchema.safeParse(rest);
    const problems = [
      ...(details.success ? [] : [formatZodError(details.error)]),
      ...(fields.success ? [] : [formatZodError(fields.error)]),
    ];
    if (!fields.success || !details.success) {
      return reply.code(400).send({ error: problems.join('; ') });
    }
    const chosen = await chosenStart(fields.data, allowed.user);
    if ('error' in chosen) {
      return reply.code(400).send(chosen);
    }
    const { user } = allowed;
    const slug = details.data.slug;
    const who = user.email;
    const outcome = await host.createCompetition({
      commands: startingCommands(chosen, details.data),
      commandId: fields.data.commandId,
      // The starting commands are the owner's to give: the creator is the owner once created.
      actor: { ...allowed.actor, roles: ['owner'] },
      claim: () =>
        accounts.transaction(async (tx) => {
          if (await tx.users.hasOwner(slug)) {
            return false;
          }
          await tx.users.grant(user.id, slug, 'owner', who);
          await tx.audit.record({
            competitionSlug: slug,
            actorUserId: user.id,
            actor: who,
            action: 'competition-created',
            target: who,
            ip: request.ip,
            detail: `created ${slug} (${fields.data.start}); ${who} is its owner`,
          });
          return true;
        }),
      release: () => accounts.users.revoke(user.id, slug),
    });
    if (outcome.status === 'refused') {
      const taken = outcome.reason === 'conflict';
      return reply
        .code(refusalStatus[outcome.reason])
        .send(
          taken ? { error: `slug: ${outcome.message}`, field: 'slug' } : { error: outcome.message },
        );
    }
    request.log.info({ competition: slug, start: fields.data.start, by: user.id }, 'created');
    return reply.code(201).send({ competition: slug, version: outcome.version });
  });

  /** The start the form chose; a copy only of a competition the creator owns. */
  const chosenStart = async (
    fields: z.infer<typeof startFields>,
    user: User,
  ): Promise<CompetitionStart | { error: string; field: string }> => {
    if (fields.start !== 'copy') {
      return { from: fields.start };
    }
    const from = fields.copyFrom;
    const source = from === undefined ? undefined : host.stateOf(from);
    if (from === undefined || source === undefined) {
      return { error: 'copyFrom: choose the competition to copy', field: 'copyFrom' };
    }
    if (!(await owned(user)).some((competition) => competition.slug === from)) {
      return { error: `copyFrom: you can copy only a competition you own`, field: 'copyFrom' };
    }
    return { from: 'copy', source };
  };
}
