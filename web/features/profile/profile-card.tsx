import type { User } from '../../../contract/user.contract.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { US_ONLY_COUNTRY } from '../../../contract/user.contract.ts';
import type { CardSpec, EditableKey, FieldSpec } from './profile-fields.ts';

export type Draft = Partial<Record<EditableKey, string | boolean | null>>;

const input = 'mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm font-normal';

function shown(value: string | boolean | null | undefined): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return value || '—';
}

/** One card of the profile: values in view mode, inputs in edit mode, each field's error below it. */
export function ProfileCard({ spec, user, draft, editing, errors, onChange }: {
  spec: CardSpec;
  user: User;
  draft: Draft;
  editing: boolean;
  errors: Record<string, string>;
  onChange: (key: EditableKey, value: string | boolean) => void;
}) {
  const value = (key: EditableKey): string | boolean | null | undefined => (key in draft ? draft[key] : user[key]);
  const country = value('licenseCountryOfIssue');
  const fields = spec.fields.filter((f) => !f.usOnly || country === US_ONLY_COUNTRY);
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
                <FieldInput field={f} value={value(f.key)} onChange={(v) => onChange(f.key, v)} />
              ) : (
                <>
                  <dt className="text-xs font-medium text-slate-500">{f.label}</dt>
                  <dd className="text-sm">{shown(value(f.key))}</dd>
                </>
              )}
              {errors[f.key] && <p className="mt-1 text-xs text-red-700">{errors[f.key]}</p>}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function FieldInput({ field: f, value, onChange }: { field: FieldSpec; value: string | boolean | null | undefined; onChange: (v: string | boolean) => void }) {
  const label = `${f.label}${f.required ? ' *' : ''}`;
  if (f.type === 'checkbox') {
    return (
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {label}
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <label className="block text-sm font-medium">
      {label}
      {f.type === 'select' ? (
        <select className={input} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">Not set</option>
          {f.options?.map((o) => (
            <option key={o} value={o}>{o}</option>
          ))}
        </select>
      ) : f.type === 'textarea' ? (
        <textarea className={input} rows={2} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input className={input} type={f.type ?? 'text'} value={text} onChange={(e) => onChange(e.target.value)} />
      )}
    </label>
  );
}
