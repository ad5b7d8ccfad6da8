import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../contract/constants.ts';
import { momentKind } from '../../contract/iso-moment.ts';
import { formatDayIn, formatLocalIn, formatSpanIn } from '../time.ts';
import { NOTICES_EN, type NoticeTemplate, type NoticeText } from './notices.en.ts';
import { NOTICES_HE } from './notices.he.ts';

/** What a notice is about: ids, names, ISO instants (`start`, `from` …) and days; `x.he` is `x` in Hebrew. */
export type NoticeParams = Record<string, string | number>;

const CATALOGUES: Record<Language, Record<NoticeText, NoticeTemplate>> = { en: NOTICES_EN, he: NOTICES_HE };

export const isNoticeText = (key: string | null | undefined): key is NoticeText => !!key && Object.hasOwn(NOTICES_EN, key);

const compiled = new Map<string, IntlMessageFormat>();
/** An ICU message of the server's texts with its values, compiled once per language and text. */
export function format(language: Language, source: string, values: Record<string, string | number>): string {
  const id = `${language}\u0000${source}`;
  let message = compiled.get(id);
  if (!message) compiled.set(id, (message = new IntlMessageFormat(source, language === 'he' ? 'he-IL' : 'en-GB')));
  return String(message.format(values));
}

/** The values a message reads: instants and days in the language, `{span}`, and `{xGiven}` for each text. */
function valuesIn(language: Language, params: NoticeParams): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.includes('.')) continue;
    const own = params[`${key}.${language}`] ?? value;
    if (typeof own !== 'string') {
      values[key] = own;
      continue;
    }
    const kind = momentKind(own);
    values[key] = kind === 'instant' ? formatLocalIn(language, new Date(own)) : kind === 'day' ? formatDayIn(language, own) : own;
    values[`${key}Given`] = own.trim() ? 'yes' : 'no';
  }
  if (typeof params.start === 'string' && typeof params.end === 'string') values.span = formatSpanIn(language, new Date(params.start), new Date(params.end));
  return values;
}

/** Any server text of this language with its parameters, by the notices' rules (refusals use it). */
export const renderText = (language: Language, template: string, params: NoticeParams) => format(language, template, valuesIn(language, params));

/** A notice's title and message in this language, from its text and parameters. */
export function renderNotice(text: NoticeText, params: NoticeParams, language: Language): NoticeTemplate {
  const template = CATALOGUES[language][text];
  const values = valuesIn(language, params);
  return { title: format(language, template.title, values), message: format(language, template.message, values) };
}
