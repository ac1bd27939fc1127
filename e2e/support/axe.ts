import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe-core checks automatically (contrast among them). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Each WCAG 2.1 AA rule broken on the page (or only inside `include`, a CSS
 * selector), once, as "rule ×count: what is wrong — the first element — why",
 * so a failure reads on its own. A clean page gives [].
 */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => {
    const [first] = violation.nodes;
    const why = first?.failureSummary?.replaceAll('\n', ' ') ?? '';
    return `${violation.id} ×${violation.nodes.length}: ${violation.help} — ${first?.html.slice(0, 160) ?? ''} — ${why}`;
  });
}
