import { randomUUID } from 'node:crypto';
import { COMPETITOR_CODE, groupedCode } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationLimitsFromEnv } from '../src/accounts/registration-limits';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import {
  addOpenEvents,
  asDancer,
  coupleRegistration,
  dancer,
  dancersNamed,
  OPEN_EVENT,
  register,
  tbaRegistration,
  type RegistrationReply,
} from './helpers/registration';
import { sendCommand } from './helpers/send-command';
import { SmtpCatcher, type CaughtMail } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * Registration over HTTP with a real SMTP server: the codes on screen and in
 * the mail, refusals that store and mail nothing, a double tap, the
 * honeypot, the per-address limit under a burst, and the code resend.
 */
let server: TestServer;
let smtp: SmtpCatcher;

afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

async function start(registrationsPerIp = 10) {
  smtp = await SmtpCatcher.start();
  server = await startTestServer({
    registrationLimits: { ...registrationLimitsFromEnv({}), registrationsPerIp },
    mail: smtp.mailConfig(),
  });
  await addOpenEvents(server);
}

/** Mail bodies arrive quoted-printable; this is enough for the plain text we send. */
const bodyOf = (mail: CaughtMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

/** The first mail to `email`, once it has arrived. */
const mailTo = async (email: string) =>
  bodyOf(await smtp.waitFor(`to ${email}`, (mail) => mail.to.includes(email)));

/** A registration reply but for its status, which says whether it was a retry. */
const withoutStatus = ({ status: _status, ...rest }: RegistrationReply['body']) => rest;

const version = () => server.channels.channel(DEMO_SLUG, 'public')!.currentVersion;

describe('registering', () => {
  it('answers with each new dancer’s code and mails it with the /updateEntries link', async () => {
    await start();
    const reply = await register(server, coupleRegistration('Ada', 'Ben'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe('applied');
    const dancers = reply.body.dancers!;
    expect(dancers.map((each) => each.name)).toEqual(['Ada Registrant', 'Ben Registrant']);
    for (const each of dancers) {
      expect(each.code).toMatch(COMPETITOR_CODE);
    }
    const state = server.host.stateOf(DEMO_SLUG)!;
    for (const each of dancers) {
      expect(state.competitors[each.competitorId]?.name).toBe(each.name);
      expect(state.registration.codes?.[each.competitorId]).toBe(each.code);
    }

    for (const [email, each] of [
      ['ada.registrant@example.org', dancers[0]!],
      ['ben.registrant@example.org', dancers[1]!],
    ] as const) {
      const body = await mailTo(email);
      expect(body).toContain(groupedCode(each.code));
      expect(body).toContain(`${server.url}/updateEntries`);
      expect(await smtp.linkTo(email, '/updateEntries')).toBe(`${server.url}/updateEntries`);
    }
  });

  it('registers a double tap once, answers every tap alike, and takes one from the address’s budget', async () => {
    await start(10);
    const commandId = randomUUID();
    const registration = coupleRegistration('Cleo', 'Dev');
    const [first, second] = await Promise.all([
      register(server, registration, { commandId }),
      register(server, registration, { commandId }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.status, second.body.status].sort()).toEqual(['applied', 'duplicate']);
    expect(first.body.dancers?.map((each) => each.name)).toEqual([
      'Cleo Registrant',
      'Dev Registrant',
    ]);
    // The very reply of the first: only the status tells a retry apart.
    expect(withoutStatus(second.body)).toEqual(withoutStatus(first.body));
    expect(dancersNamed(server, 'Cleo Registrant')).toBe(1);
    expect(dancersNamed(server, 'Dev Registrant')).toBe(1);

    // A retry long after gets the same answer; a retry with other people's emails does not.
    const later = await register(server, registration, { commandId });
    expect(later.status).toBe(200);
    expect(withoutStatus(later.body)).toEqual(withoutStatus(first.body));
    const stranger = await register(server, coupleRegistration('Eve', 'Fay'), { commandId });
    expect(stranger.status).toBe(409);
    expect(JSON.stringify(stranger.body)).not.toMatch(/[A-Z0-9]{8}"/);

    // The taps and the retries took one registration from the address's 10: nine more get
    // through, sent at once, and the one after them is refused.
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, index) => register(server, tbaRegistration(`After${index}`))),
    );
    expect(others.map((reply) => reply.status).sort()).toEqual([
      ...Array<number>(9).fill(200),
      429,
    ]);

    // Every mail the registrations queued has been sent once the queue is idle.
    await server.afterReplyIdle();
    expect(mailsTo('cleo.registrant@example.org')).toHaveLength(1);
    expect(mailsTo('dev.registrant@example.org')).toHaveLength(1);
  });

  it('refuses a duplicate couple, a closed registration and a missing waiver: nothing stored, no mail', async () => {
    await start();
    expect((await register(server, coupleRegistration('Gil', 'Hana'))).status).toBe(200);
    await mailTo('gil.registrant@example.org');
    await mailTo('hana.registrant@example.org');
    const mailsBefore = smtp.mails.length;
    const before = version();

    // The same couple again (other emails, same names and school).
    const again = coupleRegistration('Gil', 'Hana');
    again.dancer.email = 'gil.again@example.org';
    if (again.partner.kind === 'new') {
      again.partner.dancer.email = 'hana.again@example.org';
    }
    const duplicate = await register(server, again);
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.error).toMatch(/already/);

    const noWaiver = await register(server, {
      ...tbaRegistration('Ivo'),
      dancer: { ...dancer('Ivo'), waiverAccepted: false },
    });
    expect(noWaiver.status).toBe(400);
    expect(noWaiver.body.error).toMatch(/registration\.dancer\.waiverAccepted: .*waiver/);

    const closeNow = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { dateRegistrationClosed: '2020-01-01T00:00:00Z' } },
      { token: server.token },
    );
    expect(closeNow.status, JSON.stringify(closeNow.body)).toBe(200);
    const afterClose = version();
    const closed = await register(server, tbaRegistration('Jon'));
    expect(closed.status).toBe(422);
    expect(closed.body.error).toMatch(/closed/i);

    expect(version()).toBe(afterClose);
    expect(afterClose).toBe(before + 1); // only the close date was stored
    for (const name of ['Ivo Registrant', 'Jon Registrant']) {
      expect(dancersNamed(server, name)).toBe(0);
    }
    expect(dancersNamed(server, 'Gil Registrant')).toBe(1);
    await server.afterReplyIdle();
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('answers a filled honeypot as if registered, and stores and mails nothing', async () => {
    await start();
    const before = version();
    const reply = await register(server, tbaRegistration('Kai'), { website: 'http://spam' });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('applied');
    expect(reply.body.dancers?.[0]?.code).toMatch(COMPETITOR_CODE);
    expect(version()).toBe(before);
    expect(dancersNamed(server, 'Kai Registrant')).toBe(0);
    await server.afterReplyIdle();
    expect(mailsTo('kai.registrant@example.org')).toHaveLength(0);
  });

  it('names the field of a bad form, and stores nothing', async () => {
    await start();
    const before = version();
    const reply = await register(server, {
      ...tbaRegistration('Lea'),
      dancer: { ...dancer('Lea'), email: 'not an email' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/^registration\.dancer\.email: /);
    expect(version()).toBe(before);
  });

  it('lets exactly the limit through from one address when a burst arrives at once', async () => {
    await start(5);
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, index) => register(server, tbaRegistration(`Burst${index}`))),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const stored = Array.from({ length: 14 }, (_, index) =>
      dancersNamed(server, `Burst${index} Registrant`),
    );
    expect(stored.reduce((sum, count) => sum + count, 0)).toBe(5);
    const limited = replies.find((reply) => reply.status === 429)!;
    expect(limited.body.error).toMatch(/too many attempts, try again in 10 minutes/);

    // Registration staff (here the API token) are not held back by the public's limit.
    const staff = await register(server, tbaRegistration('Desk'), { token: server.token });
    expect(staff.status).toBe(200);
  });

  it('registers in a competition named by its slug, and refuses an unknown one', async () => {
    await start();
    const reply = await register(server, tbaRegistration('Mia'), { slug: DEMO_SLUG });
    expect(reply.status).toBe(200);
    const unknown = await register(server, tbaRegistration('Ned'), { slug: 'no-such-open' });
    expect(unknown.status).toBe(404);
  });
});

describe('mailing a code again', () => {
  it('answers the same for a registered and an unknown email, and mails only the registered', async () => {
    await start();
    const registered = await register(server, tbaRegistration('Oda'));
    const code = registered.body.dancers![0]!.code;
    await mailTo('oda.registrant@example.org');

    const known = await asDancer(server, 'resend-code', { email: 'ODA.registrant@example.org ' });
    const unknown = await asDancer(server, 'resend-code', { email: 'nobody@example.org' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.text).toBe(unknown.text);

    // Both requests' work, the unknown address's lookup included, is done once the queue is idle.
    await server.afterReplyIdle();
    const resent = mailsTo('oda.registrant@example.org')[1];
    expect(resent && bodyOf(resent)).toContain(groupedCode(code));
    expect(mailsTo('nobody@example.org')).toHaveLength(0);
  });

  it('sends at most 3 code mails per email an hour, and then still answers the same', async () => {
    await start();
    await register(server, tbaRegistration('Pia'));
    await mailTo('pia.registrant@example.org');
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await asDancer(server, 'resend-code', { email: 'pia.registrant@example.org' })).status,
      ).toBe(202);
    }
    // The mail queue sends in order, one at a time: once a later request's mail is here,
    // every resend before it has been sent or refused.
    await register(server, tbaRegistration('Quin'));
    await mailTo('quin.registrant@example.org');
    await asDancer(server, 'resend-code', { email: 'quin.registrant@example.org' });
    await smtp.linksTo('quin.registrant@example.org', '/updateEntries', 2);
    // The registration's own mail, then three resends.
    expect(mailsTo('pia.registrant@example.org')).toHaveLength(4);
  });
});

describe('resending codes from the registrar’s desk', () => {
  it('limits the public per address, but not a registrar resending many dancers’ codes', async () => {
    await start();
    const resend = (email: string) => asDancer(server, 'resend-code', { email });
    const publicAnswers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => resend(`someone${index}@example.org`)),
    );
    expect(publicAnswers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(10).fill(202),
      429,
      429,
    ]);
    await createMember(server, 'desk@example.org', ['registrar']);
    const desk = await signedInBrowser(server, 'desk@example.org');
    const deskAnswers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        desk.post(`/api/competitions/${DEMO_SLUG}/registrations/resend-code`, {
          email: `dancer${index}@example.org`,
        }),
      ),
    );
    expect(deskAnswers.map((answer) => answer.status)).toEqual(Array<number>(12).fill(202));
  });
});

describe('the registration in the event log', () => {
  it('keeps the dancers’ entries in the open event', async () => {
    await start();
    const reply = await register(server, coupleRegistration('Quin', 'Rae'));
    const [lead, follow] = reply.body.dancers!;
    const entries = Object.values(server.host.stateOf(DEMO_SLUG)!.events[OPEN_EVENT]!.entries);
    expect(
      entries.some(
        (entry) => entry.leadId === lead!.competitorId && entry.followId === follow!.competitorId,
      ),
    ).toBe(true);
  });
});
