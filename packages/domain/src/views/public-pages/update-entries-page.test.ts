import { describe, expect, it } from 'vitest';
import { populatedDemoState } from '../../../testing/view-states';
import { run } from '../../../testing/setup-competition';
import { diff } from '../../sync/patch';
import { frameView } from '../frame-view';
import { publicView } from '../public-view';
import { publicPageView } from './page-view';

const state = populatedDemoState();

/** The two pages' views, narrowed: a failure names the page that was not drawn. */
function views(of = state) {
  const update = publicPageView(of, '/updateEntries');
  const register = publicPageView(of, '/register');
  if (update.page !== 'updateEntries' || register.page !== 'register') {
    throw new Error(`not the pages asked for: ${update.page}, ${register.page}`);
  }
  return { update, register };
}

describe('the /updateEntries page’s view', () => {
  it('holds what the forms read once opened, from the public view: /register’s lists and the fees', () => {
    const { update, register } = views();
    const shown = publicView(state);
    expect(update).toEqual({
      page: 'updateEntries',
      frame: frameView(state),
      events: register.events,
      dancers: register.dancers,
      seeking: register.seeking,
      affiliations: shown.affiliations,
      fees: shown.registration.fees,
    });
    // The very arrays /register's view holds: computed once for both pages.
    expect(update.events).toBe(register.events);
    expect(update.dancers).toBe(register.dancers);
    expect(update.seeking).toBe(register.seeking);
  });

  it('holds no dancer’s own registration: no account, charge, payment, request or code', () => {
    const json = JSON.stringify(publicPageView(state, '/updateEntries'));
    for (const field of ['account', 'charges', 'payments', 'requests', 'due', 'waiver', 'code']) {
      expect(json).not.toContain(`"${field}"`);
    }
    for (const code of Object.values(state.registration.codes ?? {})) {
      expect(json).not.toContain(code);
    }
  });

  it('keeps its lists while what they hold reads the same: the waiver, not shown here, sends nothing', () => {
    const after = run(state, { type: 'savePageText', page: 'waiver', text: 'At your own risk.' });
    const before = views().update;
    const again = views(after).update;
    expect(again.events).toBe(before.events);
    expect(again.dancers).toBe(before.dancers);
    expect(again.seeking).toBe(before.seeking);
    expect(diff(before, again)).toEqual([]);
    expect(views(after).register.waiver).toBe('At your own risk.');
  });
});
