import { setTimeout as sleep } from 'node:timers/promises';
import { judgeLetters, judgesOf, judgeTitleOf, singleLineText } from '@floorcraft/domain';
import type {
  DeviceBinding,
  JudgeDeviceRow,
  JudgeDevicesAnswer,
  NewDeviceLink,
} from '@floorcraft/domain/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { WRONG_DEVICE_CODE_PACE_MS, type AccountLimits } from '../accounts/account-limits';
import { AccountRefusal } from '../accounts/commands/account-refusal';
import { bindDevice } from '../accounts/commands/bind-device';
import { createDeviceLink } from '../accounts/commands/create-device-link';
import { revokeDeviceLink } from '../accounts/commands/revoke-device-link';
import type { JudgeDevice } from '../accounts/judge-device-store';
import type { SessionWatch } from '../accounts/session-watch';
import { accountCommandRoute, noContent, type AccountRouteOptions } from './account-command-route';
import { boundDevice } from './authenticate';
import { setCookie } from './cookies';
import { allow, parseBody } from './guard';
import { knownCompetition } from './known-competition';
import { sendTooManyAttempts } from './limit-replies';

export interface JudgeDeviceRouteOptions extends AccountRouteOptions {
  /** Closes a revoked tablet's live socket at once. */
  sessionWatch: SessionWatch;
  /** Wrong tablet codes per address, counted across every process. */
  limits: AccountLimits;
}

const createBody = z.strictObject({ judgeId: singleLineText().min(1, 'choose a judge') });
const bindBody = z.strictObject({ code: singleLineText().trim().min(1, 'enter the code').max(40) });

type SlugParams = { Params: { slug: string } };
type DeviceParams = { Params: { slug: string; deviceId: string } };

/**
 * Judge device links: the scrutineer makes one per judge (a QR code and a
 * short code), the judge's tablet opens it and is bound to that judge until
 * the link is revoked. Judges never need a password.
 */
export function registerJudgeDeviceRoutes(
  app: FastifyInstance,
  options: JudgeDeviceRouteOptions,
): void {
  const { accounts, host, limits } = options;

  // A judge is named as every screen names them, letter and name: "Judge C — Grace Adeyemi".
  const judgeName = (slug: string, judgeId: string) =>
    judgeTitleOf(host.stateOf(slug)?.metadata.officials ?? {}, judgeId);

  /** The judge page's address in the competition, as the QR code and typed link carry it. */
  const judgePageUrl = (base: string, slug: string, judgeId: string, code: string) => {
    const prefix = host.defaultSlug() === slug ? '' : `/c/${slug}`;
    return `${base}${prefix}/judges/${encodeURIComponent(judgeId)}?code=${code}`;
  };

  const describeDevice = (device: JudgeDevice): JudgeDeviceRow => ({
    id: device.id,
    judgeId: device.judgeId,
    judgeName: judgeName(device.competitionSlug, device.judgeId) ?? device.judgeId,
    createdBy: device.createdBy,
    createdAt: device.createdAt,
    codeExpiresAt: device.codeExpiresAt,
    boundAt: device.boundAt ?? null,
    revokedAt: device.revokedAt ?? null,
    codeExpired: !device.boundAt && Date.parse(device.codeExpiresAt) < Date.now(),
  });

  /** Which judge a bound tablet is for, named as every screen names them. */
  const bindingOf = (device: JudgeDevice): DeviceBinding => ({
    competition: device.competitionSlug,
    judgeId: device.judgeId,
    judgeName: judgeName(device.competitionSlug, device.judgeId) ?? device.judgeId,
  });

  app.get<SlugParams>(
    '/api/competitions/:slug/judge-devices',
    async (request, reply): Promise<JudgeDevicesAnswer | FastifyReply> => {
      const slug = knownCompetition(host, request.params.slug, reply);
      if (!slug || !(await allow(request, reply, options, slug, 'manageJudgeDevices'))) {
        return reply;
      }
      const officials = host.stateOf(slug)?.metadata.officials ?? {};
      return {
        judges: judgeLetters(officials).map((judge) => ({
          id: judge.key,
          name: judge.name,
          letter: judge.letter,
        })),
        devices: (await accounts.devices.list(slug)).map(describeDevice),
        // The screen warns when the QR codes point where tablets may not reach.
        links: { origin: options.links.origin, warning: options.links.warning ?? null },
      };
    },
  );

  app.post<SlugParams>(
    '/api/competitions/:slug/judge-devices',
    accountCommandRoute<{ slug: string }, z.infer<typeof createBody>, NewDeviceLink>(options, {
      action: 'manageJudgeDevices',
      body: createBody,
      run: async (by, { slug, body }) => {
        const official = host.stateOf(slug)?.metadata.officials[body.judgeId];
        if (!official || !judgesOf({ [official.key]: official }).length) {
          throw new AccountRefusal('not-found', `No judge found with id "${body.judgeId}"`);
        }
        const { device, code } = await createDeviceLink(options, by, {
          slug,
          judgeId: official.key,
        });
        const url = judgePageUrl(options.links.origin, slug, official.key, code);
        const qrSvg = await QRCode.toString(url, {
          type: 'svg',
          margin: 2,
          errorCorrectionLevel: 'M',
        });
        return { device: describeDevice(device), code, url, qrSvg };
      },
      present: (created, reply) => reply.code(201).send(created),
    }),
  );

  app.delete<DeviceParams>(
    '/api/competitions/:slug/judge-devices/:deviceId',
    accountCommandRoute<DeviceParams['Params'], unknown, void>(options, {
      action: 'manageJudgeDevices',
      run: (by, { slug, params }) =>
        revokeDeviceLink(options, by, { slug, deviceId: params.deviceId }),
      present: noContent,
    }),
  );

  /**
   * 404 for a wrong tablet code (in the audit log); once the address has sent
   * too many, 429 after its turn, and not logged one by one: a flood of
   * guesses does not flood the log.
   */
  const refuseWrongCode = async (ip: string, reply: FastifyReply) => {
    const wrong = await limits.takeWrongDeviceCode(ip);
    if (wrong.admitted && !wrong.overLimit) {
      await accounts.audit.record({ actor: 'judge-device', action: 'device-bind-failed', ip });
      return reply.code(404).send({
        error: 'that code is not valid: it may be mistyped, used, expired or revoked',
      });
    }
    if (!wrong.admitted) {
      return sendTooManyAttempts(reply, wrong.retryAfterMs);
    }
    await sleep(wrong.waitMs);
    return sendTooManyAttempts(reply, WRONG_DEVICE_CODE_PACE_MS);
  };

  app.post('/api/judge-devices/bind', async (request, reply) => {
    const body = parseBody(bindBody, request, reply);
    if (!body) {
      return reply;
    }
    // The code is looked up first: a right code binds whoever shares its address (a venue's
    // Wi-Fi), so the venue's guessers cannot hold a tablet back. Only wrong codes are counted.
    const bound = await bindDevice(options, { code: body.code, ip: request.ip });
    if (!bound) {
      return refuseWrongCode(request.ip, reply);
    }
    const { device, token } = bound;
    setCookie(request, reply, 'judge', token);
    return bindingOf(device);
  });

  app.get('/api/judge-devices/me', async (request): Promise<{ device: DeviceBinding | null }> => {
    const device = await boundDevice(request, accounts);
    return { device: device ? bindingOf(device) : null };
  });
}
