import { describe, expect, it } from 'vitest';
import { permissions } from './permissions';
import { roles } from './roles';
import { screensFor } from './screens';

describe('the admin navigation offered to each role', () => {
  it('offers an owner every screen', () => {
    expect(screensFor(['owner'])).toContain('members');
    expect(screensFor(['owner'])).toContain('audit');
  });

  it('offers a deck captain the dashboard, schedule, deck captain and print sheets screens only', () => {
    expect(screensFor(['deckCaptain'])).toEqual([
      'adminDashboard',
      'eventSchedule',
      'deckCaptainView',
      'printSheets',
    ]);
  });

  it('offers a judge account only the dashboard', () => {
    expect(screensFor(['judge'])).toEqual(['adminDashboard']);
  });

  it('offers the union of several roles, in navigation order', () => {
    expect(screensFor(['mc', 'registrar'])).toEqual([
      'adminDashboard',
      'eventSchedule',
      'adminCompetitors',
      'addCompetitor',
      'setup',
      'mc',
      'jumbotronView',
      'jumbotronControllerView',
      'printSheets',
      'printInvoices',
      'messages',
    ]);
  });

  it('offers the messages screen to exactly those who may send a message to entrants', () => {
    const offeredMessages = roles.filter((role) => screensFor([role]).includes('messages'));
    expect(offeredMessages).toEqual(permissions.sendMessage);
    expect(screensFor(['registrar'])).toContain('messages');
    expect(screensFor(['mc'])).not.toContain('messages');
  });

  it('offers the MC the big screen and its controller, which a registrar is not offered', () => {
    expect(screensFor(['mc'])).toEqual(
      expect.arrayContaining(['jumbotronView', 'jumbotronControllerView']),
    );
    expect(screensFor(['registrar'])).not.toContain('jumbotronView');
    expect(screensFor(['registrar'])).not.toContain('jumbotronControllerView');
  });

  it('offers the setup screen to everyone who may change a part of it (the registrar its payment instructions)', () => {
    // The commands the setup screen's sections send (features/setup in the web app).
    const setupCommands = [
      'updateMetadata',
      'savePageText',
      'setFeeSchedule',
      'setPaymentInstructions',
      'saveEvent',
      'removeEvent',
      'setAffiliations',
      'archiveCompetition',
    ] as const;
    for (const command of setupCommands) {
      for (const role of permissions[command]) {
        expect(screensFor([role]), `${role} may ${command}`).toContain('setup');
      }
    }
    expect(screensFor(['registrar'])).toContain('setup');
    expect(screensFor(['mc'])).not.toContain('setup');
  });

  it('offers nothing to a member without a role', () => {
    expect(screensFor([])).toEqual([]);
  });
});
