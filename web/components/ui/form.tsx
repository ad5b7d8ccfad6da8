import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, get, useFormContext, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';

/** One look for every text box, list and text area of a form. */
const control =
  'mt-1 min-h-11 sm:min-h-0 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal disabled:bg-slate-100 disabled:text-slate-500';

/** A react-hook-form form: its fields find the form through context; the browser's own validation is off. */
export function Form<TValues extends FieldValues, TSubmitted>({
  form,
  onSubmit,
  onInvalid,
  className,
  label,
  children,
}: {
  form: UseFormReturn<TValues, unknown, TSubmitted>;
  onSubmit: SubmitHandler<TSubmitted>;
  /** After a submit the form's own checks refused (the fields show why). */
  onInvalid?: () => void;
  className?: string;
  /** The form's accessible name, when the page has several. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={label} className={className} onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of a field, local or from the server, as the form holds it. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error: { message?: string } | undefined = get(formState.errors, name);
  return error?.message;
}

export function FieldError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? <span className="mt-1 block text-xs font-normal text-red-700">{error}</span> : null;
}

/** What is wrong with the form as a whole (errors.root): a check across fields, or the server's refusal. */
export function FormProblem() {
  const message = useFieldError('root');
  return message ? <Alert>{message}</Alert> : null;
}

/** A label around its control, and the field's message below it. */
export function Field({ name, label, className, children }: { name: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <label className={cn('block text-sm font-medium', className)}>
      {label}
      {children}
      <FieldError name={name} />
    </label>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input {...props} className={cn(control, className)} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={cn(control, className)} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} className={cn(control, className)} />;
}

/** A checkbox with its label beside it. */
export function Checkbox({ label, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={cn('flex min-h-11 items-center gap-2 text-sm font-medium sm:min-h-0', className)}>
      <input type="checkbox" {...props} /> {label}
    </label>
  );
}

/**
 * A list box's options, one per item: its value (the item itself unless said) and the text shown.
 * Options' children stay plain text, as the browser shows no markup in them.
 */
export function Options<Item>({
  items,
  value = (item) => item as string,
  label,
}: {
  items: readonly Item[] | undefined;
  value?: (item: Item) => string | number;
  label: (item: Item) => string;
}) {
  return items?.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}

/** A form's last row: the way back (Cancel unless said) and the submit button, which says it is busy while its request runs. */
export function FormActions({
  onBack,
  backLabel = t('common.cancel'),
  pending,
  submitLabel,
  pendingLabel = t('reschedule.saving'),
}: {
  onBack: () => void;
  backLabel?: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
}) {
  return (
    <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
