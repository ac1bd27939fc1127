import { describe, expect, it } from 'vitest';
import { registrarView } from '../views/staff-view';
import type { MessageAudience } from './state';
import { messageAudience } from './message-audience';
import { messagesCompetition } from '../../testing/messages-competition';

const state = registrarView(messagesCompetition());

/** Each recipient as "email: names", to read what the audience reaches at a glance. */
function reached(audience: MessageAudience): string[] {
  return messageAudience(state, audience).recipients.map(
    (recipient) => `${recipient.email}: ${recipient.names.join(', ')}`,
  );
}

describe('messageAudience', () => {
  it('reaches everybody registered, one mail per address, none for the withdrawn', () => {
    expect(reached({ kind: 'everyone' })).toEqual([
      'ann.lee@example.org: Ann Lee, Eve Fox',
      'bo.ray@example.org: Bo Ray',
      'cy.dunn@example.org: Cy Dunn',
      'di.eng@example.org: Di Eng',
      'ivy@example.org: Ivy Jones',
    ]);
    expect(messageAudience(state, { kind: 'everyone' }).withoutEmail).toEqual(['Hal Ito']);
  });

  it('reaches the entrants of the chosen events (Eve left Gold Standard with her withdrawn partner)', () => {
    expect(reached({ kind: 'events', eventNames: ['Bronze Standard'] })).toEqual([
      'ann.lee@example.org: Ann Lee',
      'bo.ray@example.org: Bo Ray',
    ]);
    expect(reached({ kind: 'events', eventNames: ['Gold Standard', 'Salsa Night'] })).toEqual([
      'cy.dunn@example.org: Cy Dunn',
      'di.eng@example.org: Di Eng',
    ]);
  });

  it('reaches one school, naming its dancers without an email', () => {
    expect(reached({ kind: 'school', school: 'Lakeside State University' })).toEqual([
      'Ann.Lee@example.org: Eve Fox',
      'ivy@example.org: Ivy Jones',
    ]);
    expect(
      messageAudience(state, { kind: 'school', school: 'Lakeside State University' }).withoutEmail,
    ).toEqual(['Hal Ito']);
  });

  it('reaches those who still owe, a withdrawn dancer included', () => {
    expect(reached({ kind: 'owing' })).toEqual([
      'ann.lee@example.org: Ann Lee',
      'bo.ray@example.org: Bo Ray',
      'cy.dunn@example.org: Cy Dunn',
      'gus.hall@example.org: Gus Hall',
    ]);
  });

  it('reaches those without a waiver', () => {
    expect(reached({ kind: 'noWaiver' })).toEqual(['ivy@example.org: Ivy Jones']);
    expect(messageAudience(state, { kind: 'noWaiver' }).withoutEmail).toEqual(['Hal Ito']);
  });

  it('reaches nobody from the public view, which carries no email', async () => {
    const { publicView } = await import('../views/public-view');
    expect(
      messageAudience(publicView(messagesCompetition()), { kind: 'everyone' }).recipients,
    ).toEqual([]);
  });
});
