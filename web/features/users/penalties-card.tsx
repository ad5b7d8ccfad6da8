import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DrivingPenalties } from '../../../contract/user.contract.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox, Field, Input } from '../../components/ui/form.tsx';
import { type TextKey } from '../../lib/i18n/index.ts';

type Flag = 'hasConvictions' | 'hasPoints' | 'hasBan' | 'hasRefusedInsurance';
type Detail = 'convictionDetails' | 'currentPoints' | 'banDetails' | 'insuranceRefusalDetails';

/** Each question and its detail's label, as keys of the catalogue. */
const QUESTIONS: { flag: Flag; detail: Detail; question: TextKey; detailLabel: TextKey }[] = [
  { flag: 'hasConvictions', detail: 'convictionDetails', question: 'penalties.convictions', detailLabel: 'penalties.convictionDetails' },
  { flag: 'hasPoints', detail: 'currentPoints', question: 'penalties.points', detailLabel: 'penalties.currentPoints' },
  { flag: 'hasBan', detail: 'banDetails', question: 'penalties.ban', detailLabel: 'penalties.banDetails' },
  { flag: 'hasRefusedInsurance', detail: 'insuranceRefusalDetails', question: 'penalties.insurance', detailLabel: 'penalties.insuranceDetails' },
];

/** Driving History and Penalties: each yes/no with its detail; unticking clears the detail. */
export function PenaltiesCard({ penalties, editing }: { penalties: DrivingPenalties; editing: boolean }) {
  const { t } = useTranslation();
  return (
    <Card id="penalties" data-testid="profile-card-penalties">
      <CardHeader>
        <CardTitle className="text-lg">{t('penalties.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {QUESTIONS.map((q) => {
          const detailValue = penalties[q.detail];
          return editing ? (
            <PenaltyInput key={q.flag} {...q} />
          ) : (
            <p key={q.flag} className="text-sm">
              <span className="text-slate-500">{t(q.question)}:</span>{' '}
              {penalties[q.flag]
                ? detailValue !== null && detailValue !== ''
                  ? t('profile.yesWith', { detail: detailValue })
                  : t('profile.yes')
                : t('profile.no')}
            </p>
          );
        })}
      </CardContent>
    </Card>
  );
}

function PenaltyInput({ flag, detail, question, detailLabel }: (typeof QUESTIONS)[number]) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<{ drivingPenalties: DrivingPenalties }>();
  const checked = useWatch<{ drivingPenalties: DrivingPenalties }>({ name: `drivingPenalties.${flag}` });
  const detailName = `drivingPenalties.${detail}` as const;
  return (
    <div>
      <Checkbox
        label={t(question)}
        {...register(`drivingPenalties.${flag}`, { onChange: (e: { target: { checked: boolean } }) => !e.target.checked && setValue(detailName, null) })}
      />
      {checked && (
        <Field name={detailName} label={t(detailLabel)} className="mt-1 ps-6 text-xs text-slate-700">
          {detail === 'currentPoints' ? (
            <Input
              type="number"
              min={0}
              max={12}
              {...register(detailName, { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })}
            />
          ) : (
            <Input {...register(detailName)} />
          )}
        </Field>
      )}
    </div>
  );
}
