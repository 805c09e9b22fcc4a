import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// axe's own type of a finding, taken from the builder so that axe-core need not be a dependency here.
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const blocking = new Set(['serious', 'critical']);

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`);
  return `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets.join('\n')}`;
}

/**
 * The page's serious and critical findings against WCAG 2.1 A and AA, described for a test's message;
 * lesser ones are left to review. axe runs inside the page, so this works offline too.
 *
 * `colourContrast: false` leaves out the contrast rule, for a page already checked in another language:
 * contrast is a matter of the page's colours, which no language changes, and it is most of axe's time
 * (0.9 of 1.3 s on the list page).
 */
export async function seriousAxeFindings(page: Page, { colourContrast = true }: { colourContrast?: boolean } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Experimental in axe, but WCAG 2.5.3: a control's name starts with the words it shows. Only the
    // violations are read, so axe keeps one node of each other result instead of building a selector
    // for every node that passed (decision 037).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: colourContrast } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.filter((violation) => blocking.has(violation.impact ?? '')).map(describe);
}
