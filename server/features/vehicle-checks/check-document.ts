import type { Language } from '../../../contract/constants.ts';
import type { CheckedItem, VehicleCheck } from '../../../contract/vehicle-checks.contract.ts';
import { documentWords } from '../../texts/document-pdf.ts';
import { formatLocalIn } from '../../time.ts';
import type { TextDocument } from '../documents/index.ts';

/** An answer as the document writes it: the value of its kind, and the member's note. */
function answerText(item: CheckedItem): string {
  const a = item.answer;
  if (!a) return '';
  const value = a.value !== undefined ? String(a.value) : (a.seal ?? a.expiry ?? '');
  return [value, a.note].filter(Boolean).join(' · ');
}

/** A start-of-shift check as Document Management shows and downloads it, in the reader's language. */
export function checkDocument(check: VehicleCheck, language: Language): TextDocument {
  const w = documentWords(language);
  const label = (item: CheckedItem) => `${language === 'he' ? item.labelHe : item.label}${item.critical ? ` (${w.critical})` : ''}`;
  return {
    language,
    title: w.checkTitle(check.vehicleNumber),
    subtitle: w.checked(formatLocalIn(language, new Date(check.doneAt)), check.userName, check.templateVersion),
    sections: [
      {
        heading: w.result,
        rows: [
          [w.booking, `#${check.bookingId}`],
          [w.vehicle, check.vehicleNumber],
          [w.result, w.resultOf[check.result]],
        ],
      },
      {
        heading: w.items,
        rows: check.items.map((item): [string, string] => [label(item), [w.finding[item.finding], answerText(item)].filter(Boolean).join(': ')]),
      },
    ],
  };
}
