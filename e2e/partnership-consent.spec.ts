import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/api';
import { axeViolations } from './support/axe';
import { fillYou, publicView, registerTbaDancer } from './support/registration';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Whether the public view has an entry of this dancer in the event. */
async function enteredIn(page: Page, competitorId: string, eventName: string): Promise<boolean> {
  const response = await page.request.get(`/api/competitions/${DEMO.slug}/views/public`);
  const view = (
    (await response.json()) as {
      view: {
        events: Record<string, { entries: Record<string, { leadId: string; followId: string }> }>;
      };
    }
  ).view;
  return Object.values(view.events[eventName]?.entries ?? {}).some(
    (entry) => entry.leadId === competitorId || entry.followId === competitorId,
  );
}

test.describe('a partnership needs the partner’s consent (issue 24 item 4)', () => {
  // Two page loads, a registration and an acceptance: room for a loaded 2-core machine.
  test.setTimeout(120_000);

  test('a stranger naming a registered dancer only asks; she accepts on /updateEntries and is entered', async ({
    page,
    request,
  }) => {
    const nadia = { name: 'Nadia Consent', email: 'nadia.consent@example.org' };
    const registered = await registerTbaDancer(request, {
      ...nadia,
      role: 'follow',
      events: ['Silver Latin'],
    });

    // Omar registers on /register naming Nadia, already registered, for Open Standard.
    await page.goto('/register');
    await fillYou(page, {
      name: 'Omar Asker',
      email: 'omar.asker@example.org',
      school: 'Independent',
    });
    await page.getByRole('radio', { name: 'A dancer already registered' }).check();
    await page.getByRole('combobox', { name: 'Partner (search by name)' }).fill('Nadia Con');
    await page.getByRole('option', { name: /Nadia Consent/ }).click();
    await page.getByRole('checkbox', { name: 'Open Standard', exact: true }).check();
    await page.getByRole('checkbox', { name: 'I have read and accept the waiver' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    // Exact: the confirmation below also says "waiting for Nadia Consent to accept".
    await expect(page.getByText('Waiting for Nadia Consent', { exact: true })).toBeVisible();
    await expect(page.getByText(/we asked them by email to accept/)).toBeVisible();
    // Nobody is entered in Open Standard with Nadia yet.
    expect(await enteredIn(page, registered.competitorId, 'Open Standard')).toBe(false);
    expect(JSON.stringify((await publicView(request)).registration)).not.toContain('requests');

    // Nadia opens her registration with her code and sees who asks.
    await page.goto('/updateEntries');
    await page.getByLabel('Email').fill(nadia.email);
    await page.getByLabel('Competitor code').fill(registered.code);
    await page.getByRole('button', { name: 'Open my registration' }).click();
    const asking = page.getByRole('group', { name: 'Request from Omar Asker' });
    await expect(asking).toContainText('Omar Asker asks you to follow with them in Open Standard.');
    expect(await axeViolations(page)).toEqual([]);

    await asking.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status')).toContainText(
      'You are entered with Omar Asker in Open Standard.',
    );
    await expect(page.getByRole('group', { name: 'Open Standard' })).toContainText(
      'with Omar Asker',
    );
    await expect(asking).toHaveCount(0);
    expect(await enteredIn(page, registered.competitorId, 'Open Standard')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
