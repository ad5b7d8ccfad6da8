import { describe, expect, it } from 'vitest';
import { inlineTextRules } from '../eslint.config.js';
import { lintProblems } from './lint-rules.ts';

const problems = (code: string) => lintProblems(inlineTextRules, code);

describe('the no-inline-text lint rule', () => {
  it.each([
    ['<p>Booking Created</p>'],
    ['<p><b>{1}</b> hours booked</p>'],
    ['<input aria-label="Vehicle" />'],
    ['<Field label="Start time" />'],
    ['<img alt="Signature" />'],
    ['<p>{on ? "Saving…" : "Save"}</p>'],
    ['<p>{`Version ${1} of the agreement`}</p>'],
    ['toast.error("Booking Failed")'],
  ])('refuses text written in a component: %s', async (code) => {
    expect(await problems(code)).toBeGreaterThan(0);
  });

  it.each([
    ["<p>{t('booking.created')}</p>"],
    ["<input aria-label={t('bookingDialog.vehicle')} />"],
    ['<div className={on ? "flex gap-2" : "hidden"} />'],
    ['<p className={`rounded ${on ? "ring" : ""}`}>{t("x")} · 12 · —</p>'],
    ['<Button variant={on ? "dark" : "secondary"} />'],
    ["toast.error(t('bookingDialog.failed'))"],
  ])('lets catalogue texts, classes and values through: %s', async (code) => {
    expect(await problems(code)).toBe(0);
  });
});
