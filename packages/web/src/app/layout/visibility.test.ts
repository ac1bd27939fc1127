import { describe, expect, it } from 'vitest';
import {
  FOOTER_HIDDEN_ON,
  shouldShowFooter,
  shouldShowTopBar,
  TOP_BAR_HIDDEN_ON,
} from './visibility';

describe('top bar rule (spec §2)', () => {
  it.each([...TOP_BAR_HIDDEN_ON])('is hidden on %s', (name) => {
    expect(shouldShowTopBar([name], '/somewhere')).toBe(false);
  });

  it.each(['/admin', '/admin/setup', '/c/spring/admin/mc', '/superadmin-notes'])(
    'is hidden on a path containing admin: %s',
    (pathname) => {
      expect(shouldShowTopBar(['home'], pathname)).toBe(false);
    },
  );

  it.each(['home', 'details', 'rules', 'venue', 'contact', 'about', 'results', 'scrutineerView'])(
    'is shown on %s outside admin paths',
    (name) => {
      expect(shouldShowTopBar([name], '/x')).toBe(true);
    },
  );
});

describe('footer rule (spec §2)', () => {
  it.each([...FOOTER_HIDDEN_ON])('is hidden on %s', (name) => {
    expect(shouldShowFooter([name], '/somewhere')).toBe(false);
  });

  it.each(['/admin', '/admin/settings', '/c/spring/admin'])(
    'is hidden on the admin path %s',
    (pathname) => {
      expect(shouldShowFooter(['adminDashboard'], pathname)).toBe(false);
    },
  );

  it('is shown where only the top bar hides: register, login and the jumbotron controller', () => {
    for (const name of ['register', 'login', 'jumbotronControllerView']) {
      expect(shouldShowFooter([name], '/x')).toBe(true);
    }
  });
});
