import type { Language } from './languages.ts';
import { REFUSALS } from '../../../contract/refusals.texts.ts';

/**
 * A language's catalogue with the server's refusals in it, each as `refusal.<key>`
 * (contract/refusals.texts.ts), added when the catalogue is built. English needs none: the server's
 * `message` is the English text.
 */
export function withRefusals(language: Language, catalogue: Record<string, string>): Record<string, string> {
  if (language === 'en') return catalogue;
  return { ...catalogue, ...Object.fromEntries(Object.entries(REFUSALS).map(([key, text]) => [`refusal.${key}`, text[language]])) };
}
