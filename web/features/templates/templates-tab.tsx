import * as Tabs from '@radix-ui/react-tabs';
import { ExternalLink, FileText } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useSaveTemplate, useTemplates } from './use-templates.ts';
import { agreementsEndpoints } from '../../../contract/agreements.endpoints.ts';
import {
  fillTemplate,
  TEMPLATE_FIELDS,
  templateBody,
  type TemplateBody,
  type TemplateKind,
  type TemplateSummary,
  type TemplateText,
} from '../../../contract/templates.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input, Textarea } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { openFile, problemText, urlOf } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

/** A kind's name and what it is for, from the catalogue. */
const kindName = (kind: TemplateKind) => t(`templates.kind.${kind}`);
const kindPurpose = (kind: TemplateKind) => t(`templates.kind.${kind}.purpose`);
/** The values a preview shows for the fields. */
const SAMPLE = {
  serviceName: 'MedFleet',
  memberName: 'Tamar Friedman',
  vehicleNumber: 'A3',
  vehicleDescription: 'Mercedes Sprinter, Ambulances',
  startTime: 'Sun 6 Dec 2026, 08:00',
  endTime: 'Sun 6 Dec 2026, 12:00',
  date: 'Sun 6 Dec 2026',
};

const openSample = () =>
  void openFile(urlOf(agreementsEndpoints.samplePdf)).catch((e: unknown) =>
    toast.error(t('templates.sampleFailed'), { description: problemText(e, t('templates.sampleFailedText')) }),
  );

/** Templates (docs/spec/admin-app.md 2.23): Overview, Agreement, Damage Report and Checklist, each with its preview; saving makes a new version. */
export function TemplatesTab() {
  const { data, isError, refetch } = useTemplates();
  if (isError) return <ReadFailed text={t('templates.failed')} onRetry={refetch} />;
  if (!data) return <Skeleton className="h-64" />;
  return (
    <Panel aria-label={t('templates.title')}>
      <IconHeading icon={FileText} className="mb-3">
        {t('templates.title')}
      </IconHeading>
      <Tabs.Root defaultValue="overview">
        <TabList tabs={[{ value: 'overview', label: t('templates.overview') }, ...data.map((tpl) => ({ value: tpl.kind, label: kindName(tpl.kind) }))]} />
        <Tabs.Content value="overview">
          <ul className="grid gap-3 sm:grid-cols-3">
            {data.map((tpl) => (
              <li key={tpl.kind} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold">{kindName(tpl.kind)}</p>
                <p className="text-sm text-slate-600">{kindPurpose(tpl.kind)}</p>
                <p className="mt-2 text-xs text-slate-500">
                  {t('templates.versionLine', {
                    version: tpl.current.version,
                    items: tpl.current.items.length,
                    by: tpl.current.createdBy ?? '',
                    byGiven: tpl.current.createdBy ? 'yes' : 'no',
                  })}
                </p>
              </li>
            ))}
          </ul>
          <Button className="mt-4" variant="secondary" onClick={openSample}>
            <ExternalLink className="size-4" aria-hidden /> {t('templates.viewSample')}
          </Button>
        </Tabs.Content>
        {data.map((tpl) => (
          <Tabs.Content key={tpl.kind} value={tpl.kind}>
            <TemplateEditor key={`${tpl.kind}-${tpl.current.version}`} summary={tpl} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Panel>
  );
}

interface Values {
  title: string;
  /** One item per line. */
  items: string;
  /** The same in Hebrew; both empty: Hebrew readers get the English. */
  heTitle: string;
  heItems: string;
}
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const toRequest = (v: Values) => ({
  title: v.title,
  items: lines(v.items),
  he: v.heTitle.trim() || v.heItems.trim() ? { title: v.heTitle, items: lines(v.heItems) } : null,
});

function TemplateEditor({ summary }: { summary: TemplateSummary }) {
  const save = useSaveTemplate(summary.kind);
  const form = useForm<Values, unknown, TemplateBody>({
    resolver: contractResolver(templateBody, toRequest),
    defaultValues: {
      title: summary.current.title,
      items: summary.current.items.join('\n'),
      heTitle: summary.current.he?.title ?? '',
      heItems: summary.current.he?.items.join('\n') ?? '',
    },
  });
  const preview = toRequest(useWatch({ control: form.control }) as Values);
  const submit = async (body: TemplateBody) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(t('templates.saved'), { description: t('templates.savedText', { kind: kindName(summary.kind), version: saved.version }) });
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('templates.saveFailed')) });
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Form form={form} onSubmit={submit} className="space-y-3" label={t('templates.formOf', { kind: kindName(summary.kind) })}>
        <FormProblem />
        <Field name="title" label={t('templates.titleField')}>
          <Input maxLength={200} {...form.register('title')} />
        </Field>
        <Field name="items" label={t('templates.items')}>
          <Textarea rows={10} {...form.register('items')} />
        </Field>
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">{t('templates.hebrew')}</legend>
          <p className="text-xs text-slate-600">{t('templates.hebrewHint')}</p>
          <Field name="he.title" label={t('templates.hebrewTitle')}>
            <Input maxLength={200} dir="rtl" lang="he" {...form.register('heTitle')} />
          </Field>
          <Field name="he.items" label={t('templates.hebrewItems')}>
            <Textarea rows={10} dir="rtl" lang="he" {...form.register('heItems')} />
          </Field>
        </fieldset>
        <p className="text-xs text-slate-600">
          {t('templates.fields')} <code dir="ltr">{TEMPLATE_FIELDS.map((f) => `{{${f}}}`).join(', ')}</code>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-slate-500">
            {t('templates.editorLine', {
              version: summary.current.version,
              when: formatNotificationTime(summary.current.createdAt),
              count: summary.versions.length,
            })}
          </span>
          <div className="flex gap-2">
            {summary.kind === 'agreement' && (
              <Button variant="secondary" onClick={openSample}>
                {t('templates.samplePdf')}
              </Button>
            )}
            <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
              {t('templates.saveNew')}
            </Button>
          </div>
        </div>
      </Form>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-label={t('scanner.preview')}>
        <p className="mb-2 text-xs font-semibold text-slate-500 uppercase">{t('scanner.preview')}</p>
        {/* The English version as the admin wrote it: a document in English, not the app's words. */}
        <div lang="en" dir="ltr" translate="no">
          <TextPreview text={preview} />
        </div>
        {preview.he && (
          <div dir="rtl" lang="he" className="mt-4 border-t border-slate-200 pt-3">
            <TextPreview text={preview.he} />
          </div>
        )}
      </div>
    </div>
  );
}

/** A template's title and items with the sample values filled in. */
function TextPreview({ text }: { text: TemplateText }) {
  return (
    <>
      <p className="font-bold">{fillTemplate(text.title, SAMPLE)}</p>
      <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm">
        {text.items.map((item, i) => (
          <li key={i}>{fillTemplate(item, SAMPLE)}</li>
        ))}
      </ol>
    </>
  );
}
