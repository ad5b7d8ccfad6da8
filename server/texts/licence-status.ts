import type { Language } from '../../contract/constants.ts';
import { formatDayIn } from '../time.ts';
import { format } from './render-notice.ts';

/**
 * The licence check's words (GET /api/license/validate) in the reader's language: the English
 * ones are the spec's, with the expiry day as stored (yyyy-MM-dd); Hebrew writes the day out.
 */
const TEXTS = {
  en: {
    numberMissing: 'License number is missing',
    expiryMissing: 'License expiry date is missing',
    expiredOn: 'License expired on {date}',
    expires: 'License expires {days, plural, =0 {today} one {in # day} other {in # days}}',
    expiresSoon: 'License expires {days, plural, =0 {today} one {in # day} other {in # days}}!',
  },
  he: {
    numberMissing: 'חסר מספר רישיון',
    expiryMissing: 'חסר תאריך תפוגה של הרישיון',
    expiredOn: 'תוקף הרישיון פג ב־{date}',
    expires: 'תוקף הרישיון פג {days, plural, =0 {היום} one {בעוד יום אחד} two {בעוד יומיים} other {בעוד # ימים}}',
    expiresSoon: 'תוקף הרישיון פג {days, plural, =0 {היום} one {בעוד יום אחד} two {בעוד יומיים} other {בעוד # ימים}}!',
  },
} as const;

export type LicenceText = keyof (typeof TEXTS)['en'];

/** One of the licence check's texts in `language`; `date` is a yyyy-MM-dd day. */
export function licenceText(language: Language, text: LicenceText, values: { days?: number; date?: string } = {}): string {
  const date = values.date && language === 'he' ? formatDayIn('he', values.date) : values.date;
  return format(language, TEXTS[language][text], { ...values, ...(date && { date }) });
}
