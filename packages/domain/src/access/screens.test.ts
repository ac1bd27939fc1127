import { describe, expect, it } from 'vitest';
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
      'mc',
      'jumbotronView',
      'jumbotronControllerView',
      'printSheets',
      'printInvoices',
    ]);
  });

  it('offers the MC the big screen and its controller, which a registrar is not offered', () => {
    expect(screensFor(['mc'])).toEqual(
      expect.arrayContaining(['jumbotronView', 'jumbotronControllerView']),
    );
    expect(screensFor(['registrar'])).not.toContain('jumbotronView');
    expect(screensFor(['registrar'])).not.toContain('jumbotronControllerView');
  });

  it('offers nothing to a member without a role', () => {
    expect(screensFor([])).toEqual([]);
  });
});
