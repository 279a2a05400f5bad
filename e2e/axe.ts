import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page, test } from './test';

/**
 * Accessibility checks with axe-core (WCAG 2.2 A and AA plus axe's best practices). A check
 * fails on serious or critical violations; every violation, of any impact, is attached to the
 * test as a text report. Later issues call `expectNoSeriousAxeViolations` on their own pages and
 * dialogs (scope the check to a dialog with `include`).
 *
 * axe-core is injected with `page.evaluate` (the DevTools protocol), which the pages' CSP does
 * not govern, so no `bypassCSP` is needed; the same-origin registration frame is scanned too.
 */

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];
type Impact = NonNullable<AxeViolation['impact']>;

/**
 * The rule sets checked: WCAG 2.0–2.2 levels A and AA, axe's best practices (landmarks, headings),
 * and its experimental rules, which include WCAG 2.5.3 "label in name" (a control's accessible name
 * must contain its visible text).
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
  'experimental',
] as const;

/** What fails a check; moderate and minor findings only go into the attached report. */
const FAILING_IMPACTS: readonly Impact[] = ['serious', 'critical'];

export interface AxeCheckOptions {
  /** Selectors to check only (a dialog, say); the whole page when absent. */
  include?: string | readonly string[];
  /** Selectors to leave out. Every use needs a comment saying why the element cannot comply. */
  exclude?: string | readonly string[];
  /** Rules to switch off. Every use needs a comment saying why; prefer fixing the page. */
  disableRules?: readonly string[];
}

/** One violation as lines of text: impact, rule, what it asks, where to read more, and each element. */
export function formatViolation(v: AxeViolation): string {
  const lines = [`[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}`, `  ${v.helpUrl}`];
  for (const node of v.nodes) {
    // A target inside a frame is a list: the frame's selector, then the element's within it.
    const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' >>> ');
    lines.push(`  - ${target}`);
    const summary = node.failureSummary?.replace(/\s*\n\s*/g, ' ').trim();
    if (summary) lines.push(`      ${summary}`);
  }
  return lines.join('\n');
}

/** A report of violations, most severe first. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  const order: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];
  const rank = (v: AxeViolation) => (v.impact ? order.indexOf(v.impact) : order.length);
  return [...violations]
    .sort((a, b) => rank(a) - rank(b))
    .map(formatViolation)
    .join('\n\n');
}

/**
 * Wait until running CSS animations and transitions end (a dialog fading in, say): axe measures
 * colours as they are at that moment, so a half-faded element would report a false contrast.
 * Endless animations (spinners) are left alone.
 */
async function settleAnimations(frame: Frame): Promise<void> {
  await frame.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const iterations = a.effect?.getComputedTiming().iterations;
      return a.playState === 'running' && iterations !== Infinity;
    });
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Wait until the frame's document has not changed for a moment (what effects draw after hydration,
 * a frame reporting its height), so axe sees the page as a person would. Gives up waiting after a
 * few seconds on a page that never stops changing, and checks it as it is.
 */
async function settleDom(frame: Frame): Promise<void> {
  await frame.evaluate(
    ({ quietMs, limitMs }) =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        let quiet = setTimeout(done, quietMs);
        const limit = setTimeout(done, limitMs);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    { quietMs: 300, limitMs: 5000 },
  );
}

/** Run axe on the page (and its frames) and return every violation, of any impact. */
export async function axeViolations(page: Page, options: AxeCheckOptions = {}): Promise<AxeViolation[]> {
  await page.waitForLoadState('load');
  for (const frame of page.frames()) {
    await settleDom(frame);
    await settleAnimations(frame);
  }
  let builder = new AxeBuilder({ page }).withTags([...AXE_TAGS]);
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules([...options.disableRules]);
  const results = await builder.analyze();
  return results.violations;
}

/**
 * Fail when axe finds serious or critical violations on `page` (`label` names it in the report).
 * The failure message lists each rule, its impact, the offending elements' selectors and the rule's
 * help page; the full report (minor and moderate ones too) is attached to the test.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  label: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  const violations = await axeViolations(page, options);
  if (violations.length > 0) {
    await test.info().attach(`axe ${label}`, { body: formatViolations(violations), contentType: 'text/plain' });
  }
  const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact));
  const report = `${failing.length} serious or critical accessibility violation(s) on ${label} (${page.url()}):\n\n${formatViolations(failing)}\n`;
  expect(failing.length, report).toBe(0);
}
