import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CardSpec, EditableKey, FieldSpec } from './profile-fields.ts';
import { US_ONLY_COUNTRY, type User } from '../../../contract/user.contract.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox, Field, FieldError, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { countryName, t, textOf } from '../../lib/i18n/index.ts';

function shown(field: FieldSpec, value: string | boolean | null | undefined): string {
  if (value === true) return t('profile.yes');
  if (value === false) return t('profile.no');
  if (value && field.key === 'licenseCountryOfIssue') return optionWord(field, value);
  return value || '—';
}

/** A choice as the language shown says it: countries are named, blood types are the same in both. */
const optionWord = (field: FieldSpec, option: string) => (field.key === 'licenseCountryOfIssue' ? countryName(option) : option);
export const fieldLabel = (field: FieldSpec) => textOf(`profile.field.${field.key}`);

/** One card of the profile: values in view mode, the form's inputs in edit mode, each field's error below it. */
export function ProfileCard({ spec, user, editing }: { spec: CardSpec; user: User; editing: boolean }) {
  useTranslation();
  const country = useWatch<Record<string, unknown>>({ name: 'licenseCountryOfIssue' });
  const fields = spec.fields.filter((f) => !f.usOnly || (editing ? country : user.licenseCountryOfIssue) === US_ONLY_COUNTRY);
  return (
    <Card id={spec.id} data-testid={`profile-card-${spec.id}`}>
      <CardHeader>
        <CardTitle className="text-lg">{textOf(`profile.card.${spec.id}`)}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {fields.map((f) => (
            <div key={f.key}>
              {editing ? (
                <FieldInput field={f} />
              ) : (
                <>
                  <dt className="text-xs font-medium text-slate-500">{fieldLabel(f)}</dt>
                  <dd className="text-sm">{shown(f, user[f.key])}</dd>
                </>
              )}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function FieldInput({ field: f }: { field: FieldSpec }) {
  const { register } = useFormContext<Record<EditableKey, string | boolean>>();
  const label = `${fieldLabel(f)}${f.required ? ' *' : ''}`;
  if (f.type === 'checkbox') {
    return (
      <>
        <Checkbox label={label} {...register(f.key)} />
        <FieldError name={f.key} />
      </>
    );
  }
  return (
    <Field name={f.key} label={label}>
      {f.type === 'select' ? (
        <Select {...register(f.key)}>
          <option value="">{t('profile.notSet')}</option>
          <Options items={f.options} label={(o) => optionWord(f, o)} />
        </Select>
      ) : f.type === 'textarea' ? (
        <Textarea rows={2} {...register(f.key)} />
      ) : (
        <Input type={f.type ?? 'text'} {...register(f.key)} />
      )}
    </Field>
  );
}
