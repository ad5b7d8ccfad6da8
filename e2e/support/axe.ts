import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Whether a finding is about a toast (sonner's list, its toasts, their title and text). */
const onToast = (v: Violation) => v.nodes.every((n) => n.target.some((target) => /data-sonner|data-title|data-description/.test(target)));

/**
 * The serious and critical WCAG 2.2 A/AA violations axe-core finds on the page as it is now. A toast
 * whose time ran out while axe read it is judged at its fading colours: findings on toasts alone are
 * read once more, once the fading is over.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const serious = async () => (await violationsNow(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const first = await serious();
  const violations = first.length && first.every(onToast) ? await serious() : first;
  return violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('; ')})`,
  );
}

async function violationsNow(page: Page): Promise<Violation[]> {
  // A toast still fading in is judged at its half-way colours: wait until sonner has mounted every
  // toast (its entry transition starts then), a frame has passed, and every transition has finished.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => toast.getAttribute('data-mounted') === 'true'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations;
  });
}
