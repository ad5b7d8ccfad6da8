import type { DrivingPenalties } from '../../../contract/user.contract.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox, Field, Input } from '../../components/ui/form.tsx';

type Flag = 'hasConvictions' | 'hasPoints' | 'hasBan' | 'hasRefusedInsurance';
type Detail = 'convictionDetails' | 'currentPoints' | 'banDetails' | 'insuranceRefusalDetails';

const QUESTIONS: { flag: Flag; detail: Detail; question: string; detailLabel: string }[] = [
  { flag: 'hasConvictions', detail: 'convictionDetails', question: 'Driving convictions in the past 5 years', detailLabel: 'Conviction details' },
  { flag: 'hasPoints', detail: 'currentPoints', question: 'Penalty points on the licence', detailLabel: 'Current points (0 to 12)' },
  { flag: 'hasBan', detail: 'banDetails', question: 'Driving ban', detailLabel: 'Ban details' },
  { flag: 'hasRefusedInsurance', detail: 'insuranceRefusalDetails', question: 'Refused motor insurance', detailLabel: 'Refusal details' },
];

/** Driving History and Penalties: each yes/no with its detail; unticking clears the detail. */
export function PenaltiesCard({ penalties, editing }: { penalties: DrivingPenalties; editing: boolean }) {
  return (
    <Card id="penalties" data-testid="profile-card-penalties">
      <CardHeader>
        <CardTitle className="text-lg">Driving History and Penalties</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {QUESTIONS.map((q) => {
          const detailValue = penalties[q.detail];
          return editing ? (
            <PenaltyInput key={q.flag} {...q} />
          ) : (
            <p key={q.flag} className="text-sm">
              <span className="text-slate-500">{q.question}:</span> {penalties[q.flag] ? `Yes${detailValue !== null && detailValue !== '' ? ` (${detailValue})` : ''}` : 'No'}
            </p>
          );
        })}
      </CardContent>
    </Card>
  );
}

function PenaltyInput({ flag, detail, question, detailLabel }: (typeof QUESTIONS)[number]) {
  const { register, setValue } = useFormContext<{ drivingPenalties: DrivingPenalties }>();
  const checked = useWatch<{ drivingPenalties: DrivingPenalties }>({ name: `drivingPenalties.${flag}` });
  const detailName = `drivingPenalties.${detail}` as const;
  return (
    <div>
      <Checkbox label={question} {...register(`drivingPenalties.${flag}`, { onChange: (e: { target: { checked: boolean } }) => !e.target.checked && setValue(detailName, null) })} />
      {checked && (
        <Field name={detailName} label={detailLabel} className="mt-1 ps-6 text-xs text-slate-700">
          {detail === 'currentPoints' ? (
            <Input type="number" min={0} max={12} {...register(detailName, { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })} />
          ) : (
            <Input {...register(detailName)} />
          )}
        </Field>
      )}
    </div>
  );
}
