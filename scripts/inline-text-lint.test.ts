import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { inlineTextRules } from '../eslint.config.js';

async function problems(code: string): Promise<number> {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }, ...inlineTextRules }],
  });
  const [result] = await eslint.lintText(`const t = (key: string) => key;\nexport const X = (on: boolean) => ${code};\n`, { filePath: 'web/features/x/x.tsx' });
  return result!.messages.length;
}

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
