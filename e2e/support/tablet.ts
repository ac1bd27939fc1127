import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn, USERS } from './accounts';
import { DEMO } from './api';

/**
 * How long a tablet may take from opening its link to showing it is linked: a cold load of
 * the app, the link, then the judge's view. The whole-event test opens five tablets at once
 * beside three staff browsers; on CI's two loaded cores each took 8–10 s (traced), so the
 * default 5 s failed while every request was answered in under half a second.
 */
const LINKED_WITHIN_MS = 30_000;

/**
 * A judge's tablet: the scrutineer makes a link for the judge (as on the
 * judge tablets screen) and a fresh browser opens it, as scanning the QR code does.
 * The scrutineer account must hold its role in `slug` (the demo by default).
 */
export async function tabletFor(
  browser: Browser,
  judgeId: string,
  slug: string = DEMO.slug,
  /** Where the tablet reaches the server (a cuttable venue network); the server itself if unset. */
  origin?: string,
): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, USERS.scrutineer);
  const response = await staff.request.post(`/api/competitions/${slug}/judge-devices`, {
    data: { judgeId },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  await staff.context().close();
  const tablet = await (await browser.newContext(origin ? { baseURL: origin } : {})).newPage();
  // The page binds with the link's code as it opens: wait for that answer first, so a refused
  // bind fails here with the server's reason rather than as a missing status.
  const bound = tablet.waitForResponse('**/api/judge-devices/bind', { timeout: LINKED_WITHIN_MS });
  await tablet.goto(new URL(url).pathname + new URL(url).search);
  const bind = await bound;
  expect(bind.status(), `binding the tablet for ${judgeId}: ${await bind.text()}`).toBe(200);
  try {
    await expect(
      tablet.getByRole('status'),
      `the tablet for ${judgeId} to say it is linked`,
    ).toContainText('This tablet is linked to', { timeout: LINKED_WITHIN_MS });
  } catch (error) {
    // The tablet says why it is not linked (binding-state.ts): put that in the failure.
    const alerts = await tablet.getByRole('alert').allInnerTexts();
    throw new Error(`${String(error)}\nthe tablet's alerts: ${JSON.stringify(alerts)}`, {
      cause: error,
    });
  }
  return tablet;
}

/** Opens a round on the tablet ("Bronze Standard — Semi-Final"): with several on the floor, the judge chooses. */
export async function openRound(tablet: Page, title: string): Promise<void> {
  const heading = tablet.getByRole('heading', { name: title });
  const choice = tablet.getByRole('button', { name: new RegExp(`^${title}`) });
  await expect(heading.or(choice).first()).toBeVisible();
  if (await choice.count()) {
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(heading).toBeVisible();
}

export const coupleButtons = (tablet: Page): Locator =>
  tablet.getByRole('button', { name: /^Couple \d+$/ });

/** The competitor numbers the tablet offers, ascending. */
export async function coupleNumbers(tablet: Page): Promise<number[]> {
  const labels = await coupleButtons(tablet).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => Number(label.replace('Couple ', ''))).sort((a, b) => a - b);
}

/** Taps couples in this order: recalls, or a final's places 1st, 2nd, …. */
export async function tap(tablet: Page, couples: readonly number[]): Promise<void> {
  for (const couple of couples) {
    await tablet.getByRole('button', { name: `Couple ${couple}`, exact: true }).click();
  }
}

/** A dance's tab on the tablet, which also shows the card's state (Received, Saved on this tablet…). */
export const danceTab = (tablet: Page, dance: string): Locator =>
  tablet.getByRole('tab', { name: new RegExp(`^${dance}`) });

/** Marks one dance and submits it, waiting until the server has received the card. */
export async function submitCard(
  tablet: Page,
  dance: string,
  couples: readonly number[],
): Promise<void> {
  await danceTab(tablet, dance).click();
  await tap(tablet, couples);
  await tablet.getByRole('button', { name: `Submit ${dance}` }).click();
  await expect(danceTab(tablet, dance)).toContainText('Received');
}
