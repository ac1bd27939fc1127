import { demoMetadata } from '@floorcraft/domain';
import { expect, test } from '@playwright/test';
import { adminCli, PASSWORD, signIn, USERS } from './support/accounts';
import { command, DEMO } from './support/api';
import { answerConfirm } from './support/confirm';

// Issue 24: an account is one for every competition it works for, so disabling it needs
// authority in each of them. The members screen says so beside the member concerned.
test('tells an admin, beside the member, why they may not disable an owner of another competition', async ({
  page,
  request,
}) => {
  // Two admin CLI runs, each starting tsx: seconds apiece on a busy machine.
  test.slow();
  const elsewhere = 'autumn-cup-authority';
  const owner = { email: 'owen.elsewhere@example.org', name: 'Owen Elsewhere' };
  await command(
    request,
    {
      type: 'createCompetition',
      slug: elsewhere,
      metadata: { ...demoMetadata('2027-01-10'), fullName: 'Autumn Cup' },
    },
    elsewhere,
  );
  adminCli(
    'create-user',
    ...['--email', owner.email, '--name', owner.name, '--password', PASSWORD],
    ...['--competition', elsewhere, '--role', 'owner'],
  );
  adminCli('grant', '--email', owner.email, '--competition', DEMO.slug, '--role', 'judge');

  await signIn(page, USERS.admin);
  await page.goto('/admin/members');
  const row = page.getByRole('row').filter({ hasText: owner.email });
  await row.getByRole('button', { name: `Disable ${owner.name}` }).click();
  await answerConfirm(page, { confirm: 'Disable account' });
  await expect(row.getByRole('alert')).toHaveText(
    `The account ${owner.email} also holds a role in another competition, where you have no role, so you cannot disable it.`,
  );
  await expect(row.getByText('Disabled')).toHaveCount(0);
});
