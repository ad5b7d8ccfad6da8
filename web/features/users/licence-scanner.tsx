import * as Tabs from '@radix-ui/react-tabs';
import { Loader2, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LicenceImageInput, type LicenceImage } from './licence-image-input.tsx';
import { useLicenceAnalysis } from './use-profile.ts';
import type { ExtractedLicence, LicenceAnalysis } from '../../../contract/licences.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { cn } from '../../lib/cn.ts';
import { countryName, t, type TextKey } from '../../lib/i18n/index.ts';

const FLAGS: Record<string, string> = { Israel: '🇮🇱', 'United Kingdom': '🇬🇧', 'United States': '🇺🇸', Canada: '🇨🇦', Australia: '🇦🇺' };
/** docs/spec/admin-app.md 4: 0.9 or more High, 0.7 or more Medium, below Low. */
const confidenceBadge = (c: number) =>
  c >= 0.9
    ? { label: t('scanner.high'), tone: 'bg-emerald-100 text-emerald-900' }
    : c >= 0.7
      ? { label: t('scanner.medium'), tone: 'bg-amber-100 text-amber-900' }
      : { label: t('scanner.low'), tone: 'bg-red-100 text-red-900' };

/** The fields shown, with the catalogue keys of their labels. */
const PREVIEW: [keyof ExtractedLicence, TextKey][] = [
  ['licenseNumber', 'scanner.licenseNumber'],
  ['fullName', 'scanner.name'],
  ['dateOfBirth', 'scanner.dateOfBirth'],
  ['issueDate', 'scanner.issueDate'],
  ['expiryDate', 'scanner.expiryDate'],
  ['licenseClass', 'scanner.classes'],
  ['issuingAuthority', 'scanner.authority'],
  ['address', 'scanner.address'],
];

const base64Of = (image: LicenceImage) => image.dataUrl.slice(image.dataUrl.indexOf(',') + 1);

/** The licence scanner (docs/spec/admin-app.md 2.5): Upload, AI Analysis, Preview. */
export function LicenceScanner({ onAnalysed }: { onAnalysed: (analysis: LicenceAnalysis) => void }) {
  const [tab, setTab] = useState('upload');
  const [front, setFront] = useState<LicenceImage | null>(null);
  const [back, setBack] = useState<LicenceImage | null>(null);
  const analyse = useLicenceAnalysis();

  const run = async () => {
    if (!front) return void toast.error(t('scanner.missing'), { description: t('scanner.missingText') });
    setTab('analysis');
    try {
      const result = await analyse.mutateAsync({ frontImage: base64Of(front), backImage: back ? base64Of(back) : null });
      if (result.success) {
        toast.success(t('scanner.done'), { description: t('scanner.doneText', { percent: Math.round(result.confidence * 100) }) });
        setTab('preview');
        onAnalysed(result);
      } else {
        toast.error(t('scanner.failed'), { description: result.errors[0] ?? t('scanner.failedText') });
      }
    } catch {
      toast.error(t('scanner.error'), { description: t('scanner.errorText') });
    }
  };
  const clear = () => {
    setFront(null);
    setBack(null);
    analyse.reset();
    setTab('upload');
  };

  const result = analyse.data;
  return (
    <Tabs.Root value={tab} onValueChange={setTab} aria-label={t('scanner.label')}>
      <TabList
        spacing="mb-3"
        tabs={[
          { value: 'upload', label: t('scanner.upload') },
          { value: 'analysis', label: t('scanner.analysis') },
          { value: 'preview', label: t('scanner.preview'), disabled: !result },
        ]}
      />
      <Tabs.Content value="upload" className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <LicenceImageInput side="Front" required image={front} onChange={setFront} />
          <LicenceImageInput side="Back" required={false} image={back} onChange={setBack} />
        </div>
        <p className="text-xs text-slate-500">
          {t('scanner.flags')}{' '}
          {Object.entries(FLAGS).map(([c, f]) => (
            <span key={c} title={c} className="me-1">
              {f}
            </span>
          ))}
        </p>
        <div className="flex gap-2">
          <Button onClick={() => void run()} disabled={analyse.isPending}>
            <ScanLine className="size-4" aria-hidden /> {t('scanner.analyze')}
          </Button>
          <Button variant="secondary" onClick={clear}>
            {t('scanner.clear')}
          </Button>
        </div>
      </Tabs.Content>
      <Tabs.Content value="analysis">
        {analyse.isPending ? (
          <div role="status" className="space-y-2 py-6 text-center">
            <Loader2 className="mx-auto size-8 animate-spin text-brand" aria-hidden />
            <p className="text-sm font-medium">{t('scanner.reading')}</p>
            <div className="mx-auto h-1.5 w-64 overflow-hidden rounded bg-slate-100">
              <div className="h-1.5 w-1/3 animate-pulse rounded bg-brand" />
            </div>
          </div>
        ) : result ? (
          <div className="space-y-2 text-sm">
            <p>
              {t('scanner.confidence')}{' '}
              <span data-testid="confidence" className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', confidenceBadge(result.confidence).tone)}>
                {confidenceBadge(result.confidence).label}
              </span>{' '}
              ({Math.round(result.confidence * 100)}%)
            </p>
            {result.errors.length > 0 && (
              <ul className="list-disc ps-5 text-red-800">
                {result.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
            <details>
              <summary className="cursor-pointer text-slate-600">{t('scanner.rawText')}</summary>
              <pre className="mt-1 max-h-40 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">{result.rawText}</pre>
            </details>
          </div>
        ) : (
          <EmptyState>{t('scanner.hint')}</EmptyState>
        )}
      </Tabs.Content>
      <Tabs.Content value="preview">
        {result && (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" aria-label={t('scanner.details')}>
            <div>
              <dt className="text-xs text-slate-500">{t('scanner.country')}</dt>
              <dd>{result.extractedData.country ? `${FLAGS[result.extractedData.country] ?? ''} ${countryName(result.extractedData.country)}` : '—'}</dd>
            </div>
            {PREVIEW.map(([key, label]) => (
              <div key={key}>
                <dt className="text-xs text-slate-500">{t(label)}</dt>
                <dd>{result.extractedData[key] ?? '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
