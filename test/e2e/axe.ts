/**
 * The accessibility gate's tools, shared by routes.e2e.ts (every route), a11y.e2e.ts (their
 * menus and the log-in dialog) and a11y.flows.e2e.ts (the flows' steps and dialogs): axe-core
 * at phone size against WCAG 2.0/2.1/2.2 A and AA (2.2's target size included). Serious and critical findings
 * fail; every finding is in the failure message and in test-results/a11y-<file>.json
 * (A11Y_REPORT=1 prints the table).
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { settle } from './gates';
import { layoutProblems } from './layoutProbe';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);
/**
 * Findings this branch may not fix (the onboarding flow is being redesigned elsewhere), each
 * with the file to fix it in. They are reported, never silently passed: a known finding that is
 * no longer found fails the gate until it is taken off this list, so the list cannot rot.
 */
const KNOWN: ReadonlyArray<{ where: string; rule: string; fix: string }> = [];
/** MUI's modal root: a dialog or a slid-in drawer with its backdrop. */
export const MODAL = '.MuiModal-root';

interface Finding {
  where: string;
  counts: Record<string, number>;
  violations: string[];
  failing: number;
  /** Known findings (KNOWN) seen here. */
  known: string[];
}
const findings: Finding[] = [];

/** Writes what this file found (afterAll), and prints it with A11Y_REPORT=1. */
export function writeFindings(name: string): void {
  const dir = resolve(__dirname, '../../test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, `a11y-${name}.json`), `${JSON.stringify(findings, null, 2)}\n`);
  if (process.env.A11Y_REPORT)
    console.log(
      findings
        .map((f) => `${f.where}: ${JSON.stringify(f.counts)}\n${f.violations.join('\n')}`)
        .join('\n'),
    );
}

/** Runs axe on the page (or only on what `include` selects) and records what it found. */
export async function audit(page: Page, where: string, include?: string): Promise<Finding> {
  // Only violations are collected: passes and incomplete checks are not needed and cost time.
  // Legacy mode: axe.run in the page itself, into its same-origin frames too (the app has no
  // other kind). The default runs axe in each frame and then merges the results in a new blank
  // page (a renderer, axe injected there too), for frames of other origins: about a quarter of
  // the accessibility files' processor time.
  // pingWaitTime 0: by default axe pings each frame and, when no answer comes within 500 ms (a
  // busy renderer on a slow day), leaves the frame out without a word. AxeBuilder has put axe in
  // every frame already, so each is asked straight away, and one that never answers fails the
  // audit (axe's frameWaitTime, 60 s) instead of passing unaudited.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(TAGS)
    .options({ resultTypes: ['violations'], pingWaitTime: 0 });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const lines: string[] = [];
  let failing = 0;
  const known: string[] = [];
  for (const v of violations) {
    const impact = v.impact ?? 'minor';
    const isKnown = KNOWN.some((k) => k.where === where && k.rule === v.id);
    if (isKnown) known.push(v.id);
    counts[impact] = (counts[impact] ?? 0) + v.nodes.length;
    if (FAILING.has(impact) && !isKnown) failing += v.nodes.length;
    lines.push(`  [${impact}${isKnown ? ', known' : ''}] ${v.id}: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes)
      lines.push(`      ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`);
  }
  const finding = { where, counts, violations: lines, failing, known };
  findings.push(finding);
  return finding;
}

/** Fails with every finding (all impacts) when any is serious or critical. */
export function expectClean(finding: Finding) {
  const gone = KNOWN.filter((k) => k.where === finding.where && !finding.known.includes(k.rule));
  expect(gone.map((k) => `${k.where}: ${k.rule} is fixed; take it off KNOWN`)).toEqual([]);
  expect(finding.failing === 0 ? [] : [`${finding.where}`, ...finding.violations]).toEqual([]);
}

export async function auditModal(page: Page, where: string, open: () => Promise<unknown>) {
  await settle(page, open);
  await page.locator(MODAL).last().waitFor();
  // Fully shown: on a busy machine a lazily loaded dialog can start fading in after the page
  // looked settled, and axe would measure half-faded colours. Wait for the newest modal's panel
  // and everything above it to be opaque, and no finite animation to be running.
  await page.waitForFunction((selector) => {
    const panel = [...document.querySelectorAll(selector)]
      .at(-1)
      ?.querySelector('[role="dialog"], [role="presentation"] > .MuiPaper-root, .MuiDrawer-paper');
    if (!panel) return false;
    for (let e: Element | null = panel; e; e = e.parentElement)
      if (getComputedStyle(e).opacity !== '1') return false;
    return document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  }, MODAL);
  await settle(page);
  expectClean(await audit(page, where, MODAL));
}

export async function closeModal(page: Page) {
  await settle(page, () => page.keyboard.press('Escape'));
}

/**
 * A step of a journey measured where it shows, at phone size: settled, then axe and the layout
 * probe (the journeys' own files measure their steps, so no gate walks them a second time).
 */
export async function measureStep(page: Page, where: string): Promise<void> {
  await settle(page);
  expectClean(await audit(page, where));
  const width = page.viewportSize()?.width ?? 390;
  expect(await page.evaluate(layoutProblems, width)).toEqual([]);
}
