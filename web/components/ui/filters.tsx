import type { ReactNode } from 'react';
import { Input, Options, Select } from './form.tsx';

/** A filter above a list: its label over its control. */
export function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col text-xs font-semibold text-slate-700">
      {label}
      {children}
    </label>
  );
}

interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The first option, which filters nothing out. */
  all: string;
  values: readonly V[];
  wordOf: (value: V) => string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  className?: string;
}

/** A filter by one of a list of values, or all of them. */
export function ChoiceFilter<V extends string>({ label, all, values, wordOf, value, onChange, className = 'w-40' }: ChoiceFilterProps<V>) {
  return (
    <Filter label={label}>
      <Select className={className} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}>
        <option value="">{all}</option>
        <Options items={values} label={wordOf} />
      </Select>
    </Filter>
  );
}

/** A filter by words the list's rows hold. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (words: string | undefined) => void;
}) {
  return (
    <Filter label={label}>
      <Input type="search" className="w-64" placeholder={placeholder} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} />
    </Filter>
  );
}
