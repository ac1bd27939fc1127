import type { PublicView } from '@floorcraft/domain';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminCli, signIn, type TestUser } from './accounts';
import { command } from './api';

/** The year after this one: a competition's days that far ahead leave "today" to its rounds. */
export const YEAR_AHEAD = new Date().getUTCFullYear() + 1;

const AFFILIATIONS = ['Harbor City University', 'Riverside University'] as const;

export interface OwnCompetitionPlan {
  slug: string;
  fullName: string;
  /** YYYY-MM-DD; by default 5 June of the year ahead. */
  startDate?: string;
  /** YYYY-MM-DD; by default the start date (one day). */
  endDate?: string;
  primaryColor?: string;
  /** The venue's IANA zone; UTC (a competition that names none) by default. */
  timeZone?: string;
  /** Judges' keys, saved in this order (so lettered A, B, …) as officials named Judge A, Judge B, …. */
  judges?: readonly string[];
  /** Names for some judges instead of "Judge A", by key. */
  judgeNames?: Readonly<Record<string, string>>;
  /** Gold events, generated into rounds once their couples are in. */
  events: readonly { name: string; style: 'Latin' | 'Standard'; dances: readonly string[] }[];
  /** Batches of couples (leads from the first affiliation, follows from the second), each entered in `events`. */
  couples: readonly {
    count: number;
    lead: (n: number) => string;
    follow: (n: number) => string;
    events: readonly string[];
  }[];
}

/**
 * A competition of a spec's own, so no other test's rounds are on its floor:
 * `setUp` creates it (closed registration, results shown), and the helpers
 * send commands to it and read its public view as the API token does.
 */
export function ownCompetition(plan: OwnCompetitionPlan) {
  const { slug } = plan;
  const send = (request: APIRequestContext, body: Record<string, unknown>) =>
    command(request, body, slug);

  async function publicView(request: APIRequestContext): Promise<PublicView> {
    const response = await request.get(`/api/competitions/${slug}/views/public`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { view: PublicView }).view;
  }

  async function setUp(request: APIRequestContext): Promise<void> {
    const startDate = plan.startDate ?? `${YEAR_AHEAD}-06-05`;
    await send(request, {
      type: 'createCompetition',
      slug,
      metadata: {
        fullName: plan.fullName,
        primaryColor: plan.primaryColor ?? '#1d4ed8',
        startDate,
        endDate: plan.endDate ?? startDate,
        registrationStatus: 'CLOSED',
        resultsPageShown: true,
        socials: {},
        venue: { name: 'Marston Field House', address: '' },
        ...(plan.timeZone ? { timeZone: plan.timeZone } : {}),
      },
    });
    for (const [index, key] of (plan.judges ?? []).entries()) {
      await send(request, {
        type: 'saveOfficial',
        official: {
          key,
          name: plan.judgeNames?.[key] ?? `Judge ${String.fromCharCode(65 + index)}`,
          role: 'Judge',
          bio: '',
        },
      });
    }
    await send(request, { type: 'setAffiliations', affiliations: AFFILIATIONS });
    for (const event of plan.events) {
      await send(request, {
        type: 'saveEvent',
        event: {
          name: event.name,
          eventLevel: 'Gold',
          style: event.style,
          eventDances: event.dances,
        },
      });
    }
    for (const batch of plan.couples) {
      await send(request, {
        type: 'importCouples',
        couples: Array.from({ length: batch.count }, (_, index) => ({
          lead: { name: batch.lead(index + 1), affiliation: AFFILIATIONS[0] },
          follow: { name: batch.follow(index + 1), affiliation: AFFILIATIONS[1] },
          events: batch.events,
        })),
      });
    }
    for (const event of plan.events) {
      await send(request, { type: 'generateRounds', eventName: event.name });
    }
  }

  /** Every judge hands in the same card (recalls, or places in order) for each dance of the round. */
  async function everyJudgeMarks(
    request: APIRequestContext,
    eventName: string,
    roundNumber: number,
    couples: readonly number[],
  ): Promise<void> {
    const { dances } = plan.events.find((event) => event.name === eventName)!;
    for (const judgeKey of plan.judges ?? []) {
      for (const dance of dances) {
        await send(request, {
          type: 'submitMarks',
          eventName,
          roundNumber,
          judgeKey,
          dance,
          couples,
        });
      }
    }
  }

  /** The test accounts work on the demo; here each gets its own role in this competition. */
  function grant(...users: readonly TestUser[]): void {
    for (const user of users) {
      adminCli('grant', '--email', user.email, '--competition', slug, '--role', user.role);
    }
  }

  /** A browser of its own, signed in as `user`, on `path` of this competition. */
  async function signedIn(browser: Browser, user: TestUser, path: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, user);
    await page.goto(`/c/${slug}${path}`);
    return page;
  }

  return {
    slug,
    /** A path inside this competition: at('/live') is /c/<slug>/live. */
    at: (path: string) => `/c/${slug}${path}`,
    command: send,
    publicView,
    everyJudgeMarks,
    setUp,
    grant,
    signedIn,
  };
}
