import { useFormContext, useWatch } from 'react-hook-form';
import { US_ONLY_COUNTRY, type User } from '../../../contract/user.contract.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Checkbox, Field, FieldError, Input, Select, Textarea } from '../../components/ui/form.tsx';
import type { CardSpec, EditableKey, FieldSpec } from './profile-fields.ts';

function shown(value: string | boolean | null | undefined): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return value || '—';
}

/** One card of the profile: values in view mode, the form's inputs in edit mode, each field's error below it. */
export function ProfileCard({ spec, user, editing }: { spec: CardSpec; user: User; editing: boolean }) {
  const country = useWatch<Record<string, unknown>>({ name: 'licenseCountryOfIssue' });
  const fields = spec.fields.filter((f) => !f.usOnly || (editing ? country : user.licenseCountryOfIssue) === US_ONLY_COUNTRY);
  return (
    <Card id={spec.id} data-testid={`profile-card-${spec.id}`}>
      <CardHeader>
        <CardTitle className="text-lg">{spec.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {fields.map((f) => (
            <div key={f.key}>
              {editing ? (
                <FieldInput field={f} />
              ) : (
                <>
                  <dt className="text-xs font-medium text-slate-500">{f.label}</dt>
                  <dd className="text-sm">{shown(user[f.key])}</dd>
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
  const label = `${f.label}${f.required ? ' *' : ''}`;
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
          <option value="">Not set</option>
          {f.options?.map((o) => (
            <option key={o} value={o}>{o}</option>
          ))}
        </Select>
      ) : f.type === 'textarea' ? (
        <Textarea rows={2} {...register(f.key)} />
      ) : (
        <Input type={f.type ?? 'text'} {...register(f.key)} />
      )}
    </Field>
  );
}
