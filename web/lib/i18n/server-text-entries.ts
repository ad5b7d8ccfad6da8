import type { Language } from './languages.ts';
import { FIELD_MESSAGES_HE } from '../../../contract/field-messages.texts.ts';
import { REFUSALS } from '../../../contract/refusals.texts.ts';

/**
 * A language's catalogue with what the server says in it, added when the catalogue is built: each
 * refusal as `refusal.<key>` (contract/refusals.texts.ts) and each field message of the contract as
 * `validation.<English>` (contract/field-messages.texts.ts). English needs none: the server's
 * `message` is the English text.
 */
export function withServerTexts(language: Language, catalogue: Record<string, string>): Record<string, string> {
  if (language === 'en') return catalogue;
  const refusals = Object.entries(REFUSALS).map(([key, text]): [string, string] => [`refusal.${key}`, text[language]]);
  const fieldMessages = Object.entries(FIELD_MESSAGES_HE).map(([english, hebrew]): [string, string] => [`validation.${english}`, hebrew]);
  return { ...catalogue, ...Object.fromEntries([...refusals, ...fieldMessages]) };
}
