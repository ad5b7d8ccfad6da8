import type { CheckAnswer, CheckItem, CheckResult, CheckedItem, ItemFinding } from './vehicle-checks.contract.ts';

/** An expiry this many days ahead is flagged on the check (the admins' alerts are 30 and 7 days and the day). */
export const EXPIRES_SOON_DAYS = 30;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** What an answer says of its item, on `today` (YYYY-MM-DD, Asia/Jerusalem); `previousSeal` is the seal the last check recorded. */
export function findingOf(item: CheckItem, answer: CheckAnswer | undefined, today: string, previousSeal?: string): ItemFinding {
  switch (item.kind) {
    case 'presence':
      return answer?.presence === 'present' ? 'ok' : (answer?.presence ?? 'unanswered');
    case 'number':
      if (answer?.value === undefined) return 'unanswered';
      return answer.value < (item.minimum ?? Number.NEGATIVE_INFINITY) ? 'below_minimum' : 'ok';
    case 'seal':
      if (!answer?.seal) return 'unanswered';
      return previousSeal !== undefined && previousSeal !== answer.seal ? 'seal_changed' : 'ok';
    case 'expiry': {
      if (!answer?.expiry) return 'unanswered';
      const left = daysBetween(today, answer.expiry);
      return left < 0 ? 'expired' : left <= EXPIRES_SOON_DAYS ? 'expires_soon' : 'ok';
    }
  }
}

/** Findings that are a fault of the vehicle: a critical one fails the check, another asks for a restock. */
const FAULTS: readonly ItemFinding[] = ['short', 'replace', 'below_minimum', 'expired'];
/** A critical item left unanswered fails the check too: it was not seen to be there. */
const isFault = (item: CheckItem, finding: ItemFinding) => FAULTS.includes(finding) || (finding === 'unanswered' && item.critical);

/**
 * A check's items judged (docs/decisions/027): it fails when a critical item has a fault (short,
 * to replace, below its minimum, expired, or not answered); a seal that changed is recorded, an
 * expiry within 30 days flagged, neither a fault; a fault of another item asks for a restock.
 */
export function judgeCheck(
  items: readonly CheckItem[],
  answers: readonly CheckAnswer[],
  today: string,
  previousSeals: ReadonlyMap<string, string> = new Map(),
): { result: CheckResult; items: CheckedItem[] } {
  const byKey = new Map(answers.map((a) => [a.key, a]));
  const checked = items.map((item): CheckedItem => {
    const answer = byKey.get(item.key);
    const finding = findingOf(item, answer, today, previousSeals.get(item.key));
    return {
      key: item.key,
      label: item.label,
      labelHe: item.labelHe,
      kind: item.kind,
      critical: item.critical,
      answer: answer ?? null,
      finding,
      fault: isFault(item, finding),
    };
  });
  return { result: checked.some((i) => i.critical && i.fault) ? 'failed' : 'passed', items: checked };
}

/** The field each kind of item is answered with. */
const FIELD_OF = { presence: 'presence', number: 'value', seal: 'seal', expiry: 'expiry' } as const;

/**
 * What is wrong with answers as sent, as a refusal (the first problem), or undefined: each names
 * an item of the template once, with the field of its kind, and a shortage or a replacement says
 * what in its note.
 */
export function answersProblem(
  items: readonly CheckItem[],
  answers: readonly CheckAnswer[],
): { key: 'check.noItem' | 'check.answeredTwice' | 'check.wrongField' | 'check.noteNeeded'; params: Record<string, string> } | undefined {
  const byKey = new Map(items.map((i) => [i.key, i]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const item = byKey.get(answer.key);
    if (!item) return { key: 'check.noItem', params: { key: answer.key } };
    const about = { item: item.label, 'item.he': item.labelHe };
    if (seen.has(answer.key)) return { key: 'check.answeredTwice', params: about };
    seen.add(answer.key);
    const field = FIELD_OF[item.kind];
    const others = Object.values(FIELD_OF).filter((other) => other !== field && answer[other] !== undefined);
    if (others.length) return { key: 'check.wrongField', params: { ...about, field, others: others.join(', ') } };
    if ((answer.presence === 'short' || answer.presence === 'replace') && !answer.note) return { key: 'check.noteNeeded', params: about };
  }
  return undefined;
}
