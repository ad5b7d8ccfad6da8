import type { DrivingPenalties } from '../../../contract/user.contract.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

type Flag = 'hasConvictions' | 'hasPoints' | 'hasBan' | 'hasRefusedInsurance';
type Detail = 'convictionDetails' | 'currentPoints' | 'banDetails' | 'insuranceRefusalDetails';

const QUESTIONS: { flag: Flag; detail: Detail; question: string; detailLabel: string }[] = [
  { flag: 'hasConvictions', detail: 'convictionDetails', question: 'Driving convictions in the past 5 years', detailLabel: 'Conviction details' },
  { flag: 'hasPoints', detail: 'currentPoints', question: 'Penalty points on the licence', detailLabel: 'Current points (0 to 12)' },
  { flag: 'hasBan', detail: 'banDetails', question: 'Driving ban', detailLabel: 'Ban details' },
  { flag: 'hasRefusedInsurance', detail: 'insuranceRefusalDetails', question: 'Refused motor insurance', detailLabel: 'Refusal details' },
];

const input = 'mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm font-normal';

/** Driving History and Penalties: each yes/no with its detail; unticking clears the detail. */
export function PenaltiesCard({ penalties, editing, errors, onChange }: {
  penalties: DrivingPenalties;
  editing: boolean;
  errors: Record<string, string>;
  onChange: (changes: Partial<DrivingPenalties>) => void;
}) {
  return (
    <Card id="penalties" data-testid="profile-card-penalties">
      <CardHeader>
        <CardTitle className="text-lg">Driving History and Penalties</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {QUESTIONS.map(({ flag, detail, question, detailLabel }) => {
          const detailValue = penalties[detail];
          const error = errors[`drivingPenalties.${detail}`];
          return (
            <div key={flag}>
              {editing ? (
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input type="checkbox" checked={penalties[flag]} onChange={(e) => onChange(e.target.checked ? { [flag]: true } : { [flag]: false, [detail]: null })} /> {question}
                </label>
              ) : (
                <p className="text-sm">
                  <span className="text-slate-500">{question}:</span> {penalties[flag] ? `Yes${detailValue !== null && detailValue !== '' ? ` (${detailValue})` : ''}` : 'No'}
                </p>
              )}
              {editing && penalties[flag] && (
                <label className="mt-1 block pl-6 text-xs font-medium text-slate-700">
                  {detailLabel}
                  {detail === 'currentPoints' ? (
                    <input className={input} type="number" min={0} max={12} value={detailValue ?? ''} onChange={(e) => onChange({ currentPoints: e.target.value === '' ? null : Number(e.target.value) })} />
                  ) : (
                    <input className={input} value={typeof detailValue === 'string' ? detailValue : ''} onChange={(e) => onChange({ [detail]: e.target.value })} />
                  )}
                </label>
              )}
              {error && <p className="mt-1 pl-6 text-xs text-red-700">{error}</p>}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
