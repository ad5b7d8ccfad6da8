import * as Tabs from '@radix-ui/react-tabs';
import { ExternalLink, FileText } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { fillTemplate, TEMPLATE_FIELDS, templateBody, type TemplateBody, type TemplateKind, type TemplateSummary } from '../../../contract/templates.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input, Textarea } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TAB_LIST, TAB_TRIGGER } from '../../components/ui/tabs.ts';
import { openFile, problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { formatNotificationTime } from '../../lib/time.ts';
import { useSaveTemplate, useTemplates } from './use-templates.ts';

const KIND_WORDS: Record<TemplateKind, [string, string]> = {
  agreement: ['Agreement', 'The vehicle-use agreement every member signs for a booking.'],
  damage_report: ['Damage Report', 'The guidance at the head of every damage report and its PDF.'],
  checklist: ['Checklist', 'The checks of the vehicle return checklist, filled at the end of a booking.'],
};
/** The values a preview shows for the fields. */
const SAMPLE = { serviceName: 'MedFleet', memberName: 'Tamar Friedman', vehicleNumber: 'A3', vehicleDescription: 'Mercedes Sprinter, Ambulances', startTime: 'Sun 6 Dec 2026, 08:00', endTime: 'Sun 6 Dec 2026, 12:00', date: 'Sun 6 Dec 2026' };

const openSample = () => void openFile('/api/templates/sample-agreement').catch((e: unknown) => toast.error('Sample failed', { description: problemText(e, 'The sample agreement could not be opened.') }));

/** Templates (spec/admin-app.md 2.23): Overview, Agreement, Damage Report and Checklist, each with its preview; saving makes a new version. */
export function TemplatesTab() {
  const { data, isError, refetch } = useTemplates();
  if (isError) return <p className="text-sm text-red-700">The templates could not be loaded. <Button size="sm" variant="secondary" onClick={() => void refetch()}>Retry</Button></p>;
  if (!data) return <Skeleton className="h-64" />;
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label="Document Templates">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold">
        <FileText className="size-5 text-brand" aria-hidden /> Document Templates
      </h2>
      <Tabs.Root defaultValue="overview">
        <Tabs.List className={`mb-4 ${TAB_LIST}`}>
          <Tabs.Trigger value="overview" className={TAB_TRIGGER}>Overview</Tabs.Trigger>
          {data.map((t) => <Tabs.Trigger key={t.kind} value={t.kind} className={TAB_TRIGGER}>{KIND_WORDS[t.kind][0]}</Tabs.Trigger>)}
        </Tabs.List>
        <Tabs.Content value="overview">
          <ul className="grid gap-3 sm:grid-cols-3">
            {data.map((t) => (
              <li key={t.kind} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold">{KIND_WORDS[t.kind][0]}</p>
                <p className="text-sm text-slate-600">{KIND_WORDS[t.kind][1]}</p>
                <p className="mt-2 text-xs text-slate-500">Version {t.current.version}, {t.current.items.length} items{t.current.createdBy ? `, by ${t.current.createdBy}` : ''}</p>
              </li>
            ))}
          </ul>
          <Button className="mt-4" variant="secondary" onClick={openSample}>
            <ExternalLink className="size-4" aria-hidden /> View sample agreement
          </Button>
        </Tabs.Content>
        {data.map((t) => (
          <Tabs.Content key={t.kind} value={t.kind}>
            <TemplateEditor key={`${t.kind}-${t.current.version}`} summary={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

interface Values {
  title: string;
  /** One item per line. */
  items: string;
}
const toRequest = (v: Values) => ({ title: v.title, items: v.items.split('\n').map((line) => line.trim()).filter(Boolean) });

function TemplateEditor({ summary }: { summary: TemplateSummary }) {
  const save = useSaveTemplate(summary.kind);
  const form = useForm<Values, unknown, TemplateBody>({ resolver: contractResolver(templateBody, toRequest), defaultValues: { title: summary.current.title, items: summary.current.items.join('\n') } });
  const preview = toRequest(useWatch({ control: form.control }) as Values);
  const submit = async (body: TemplateBody) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success('Template saved', { description: `${KIND_WORDS[summary.kind][0]} version ${saved.version} is in use from now on.` });
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, 'The template could not be saved.') });
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Form form={form} onSubmit={submit} className="space-y-3" label={`${KIND_WORDS[summary.kind][0]} template`}>
        <FormProblem />
        <Field name="title" label="Title"><Input maxLength={200} {...form.register('title')} /></Field>
        <Field name="items" label="Items, one per line">
          <Textarea rows={10} {...form.register('items')} />
        </Field>
        <p className="text-xs text-slate-600">Fields: {TEMPLATE_FIELDS.map((f) => `{{${f}}}`).join(', ')}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-slate-500">
            Version {summary.current.version} · {formatNotificationTime(summary.current.createdAt)} · {summary.versions.length} version{summary.versions.length === 1 ? '' : 's'}
          </span>
          <div className="flex gap-2">
            {summary.kind === 'agreement' && <Button variant="secondary" onClick={openSample}>Sample PDF</Button>}
            <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>Save as new version</Button>
          </div>
        </div>
      </Form>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-label="Preview">
        <p className="mb-2 text-xs font-semibold text-slate-500 uppercase">Preview</p>
        <p className="font-bold">{fillTemplate(preview.title, SAMPLE)}</p>
        <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm">
          {preview.items.map((item, i) => <li key={i}>{fillTemplate(item, SAMPLE)}</li>)}
        </ol>
      </div>
    </div>
  );
}
