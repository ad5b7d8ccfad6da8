import type { Language } from './languages.ts';
import { REFUSALS } from '../../../contract/refusals.texts.ts';

/**
 * A language's catalogue with the server's refusals in it, added when the catalogue is built: each as `refusal.<key>`
 * (contract/refusals.texts.ts). English needs none: the server's `message` is the English text. The contract's field
 * messages are read by their English text instead (contract/field-messages.texts.ts, web/lib/server-texts.ts).
 */
export function withServerTexts(language: Language, catalogue: Record<string, string>): Record<string, string> {
  if (language === 'en') return catalogue;
  const refusals = Object.entries(REFUSALS).map(([key, text]): [string, string] => [`refusal.${key}`, text[language]]);
  return { ...catalogue, ...Object.fromEntries(refusals) };
}
