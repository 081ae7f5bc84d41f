import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe-core checks (DESIGN.md asks for AA). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Best-practice rules held as well: headings go down one level at a time and every page has its
 * h1, so a screen reader's list of headings reads as an outline.
 */
const OUTLINE_RULES = ['heading-order', 'page-has-heading-one'];

/** Limits a scan to the elements a CSS selector matches, when one is given. */
function scoped(builder: AxeBuilder, within: string | undefined): AxeBuilder {
  return within === undefined ? builder : builder.include(within);
}

/**
 * Runs axe-core on the page as it is now and fails with each violated rule, its elements and
 * axe's reason. Waits for the page to settle first (a dialog fading in has half its contrast).
 */
export async function expectAccessible(page: Page, where: string, within?: string): Promise<void> {
  // Loaded: no placeholder left, and no finite animation (a skeleton's pulse never ends) running.
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // One scan for both sets: a rule enabled in `rules` runs besides the tags' rules (axe-core's
  // ruleShouldRun), and each analyze() costs a page of its own to assemble the results.
  const rules = Object.fromEntries(OUTLINE_RULES.map((rule) => [rule, { enabled: true }]));
  const { violations } = await scoped(
    new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS),
    within,
  ).analyze();
  const found = violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, ' | ')}`),
    ].join('\n'),
  );
  expect(found, `accessibility violations on ${where}`).toEqual([]);
}
