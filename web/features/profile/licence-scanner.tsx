import * as Tabs from '@radix-ui/react-tabs';
import { Loader2, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ExtractedLicence, LicenceAnalysis } from '../../../contract/licences.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { LicenceImageInput, type LicenceImage } from './licence-image-input.tsx';
import { TAB_LIST, TAB_TRIGGER } from '../../components/ui/tabs.ts';
import { useLicenceAnalysis } from './use-profile.ts';

const FLAGS: Record<string, string> = { Israel: '🇮🇱', 'United Kingdom': '🇬🇧', 'United States': '🇺🇸', Canada: '🇨🇦', Australia: '🇦🇺' };
/** spec/admin-app.md 4: 0.9 or more High, 0.7 or more Medium, below Low. */
const confidenceBadge = (c: number) =>
  c >= 0.9 ? { label: 'High', tone: 'bg-emerald-100 text-emerald-900' } : c >= 0.7 ? { label: 'Medium', tone: 'bg-amber-100 text-amber-900' } : { label: 'Low', tone: 'bg-red-100 text-red-900' };

const PREVIEW: [keyof ExtractedLicence, string][] = [
  ['licenseNumber', 'License number'],
  ['fullName', 'Name'],
  ['dateOfBirth', 'Date of birth'],
  ['issueDate', 'Issue date'],
  ['expiryDate', 'Expiry date'],
  ['licenseClass', 'Classes'],
  ['issuingAuthority', 'Issuing authority'],
  ['address', 'Address'],
];

const base64Of = (image: LicenceImage) => image.dataUrl.slice(image.dataUrl.indexOf(',') + 1);

/** The licence scanner (spec/admin-app.md 2.5): Upload, AI Analysis, Preview. */
export function LicenceScanner({ onAnalysed }: { onAnalysed: (analysis: LicenceAnalysis) => void }) {
  const [tab, setTab] = useState('upload');
  const [front, setFront] = useState<LicenceImage | null>(null);
  const [back, setBack] = useState<LicenceImage | null>(null);
  const analyse = useLicenceAnalysis();

  const run = async () => {
    if (!front) return void toast.error('Missing image', { description: 'Please upload at least the front side of your license' });
    setTab('analysis');
    try {
      const result = await analyse.mutateAsync({ frontImage: base64Of(front), backImage: back ? base64Of(back) : null });
      if (result.success) {
        toast.success('License analyzed successfully', { description: `Extracted data with ${Math.round(result.confidence * 100)}% confidence` });
        setTab('preview');
        onAnalysed(result);
      } else {
        toast.error('Analysis failed', { description: result.errors[0] ?? 'Failed to extract license data' });
      }
    } catch {
      toast.error('Analysis error', { description: 'Failed to analyze license. Please try again.' });
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
    <Tabs.Root value={tab} onValueChange={setTab} aria-label="License scanner">
      <Tabs.List className={`mb-3 ${TAB_LIST}`}>
        <Tabs.Trigger value="upload" className={TAB_TRIGGER}>Upload</Tabs.Trigger>
        <Tabs.Trigger value="analysis" className={TAB_TRIGGER}>AI Analysis</Tabs.Trigger>
        <Tabs.Trigger value="preview" className={TAB_TRIGGER} disabled={!result}>Preview</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="upload" className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <LicenceImageInput side="Front" required image={front} onChange={setFront} />
          <LicenceImageInput side="Back" required={false} image={back} onChange={setBack} />
        </div>
        <p className="text-xs text-slate-500">Country flags we read: {Object.entries(FLAGS).map(([c, f]) => <span key={c} title={c} className="me-1">{f}</span>)}</p>
        <div className="flex gap-2">
          <Button onClick={() => void run()} disabled={analyse.isPending}>
            <ScanLine className="size-4" aria-hidden /> Analyze License
          </Button>
          <Button variant="secondary" onClick={clear}>Clear All</Button>
        </div>
      </Tabs.Content>
      <Tabs.Content value="analysis">
        {analyse.isPending ? (
          <div role="status" className="space-y-2 py-6 text-center">
            <Loader2 className="mx-auto size-8 animate-spin text-brand" aria-hidden />
            <p className="text-sm font-medium">Reading your licence…</p>
            <div className="mx-auto h-1.5 w-64 overflow-hidden rounded bg-slate-100">
              <div className="h-1.5 w-1/3 animate-pulse rounded bg-brand" />
            </div>
          </div>
        ) : result ? (
          <div className="space-y-2 text-sm">
            <p>
              Confidence <span data-testid="confidence" className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', confidenceBadge(result.confidence).tone)}>{confidenceBadge(result.confidence).label}</span> ({Math.round(result.confidence * 100)}%)
            </p>
            {result.errors.length > 0 && (
              <ul className="list-disc ps-5 text-red-800">
                {result.errors.map((e) => <li key={e}>{e}</li>)}
              </ul>
            )}
            <details>
              <summary className="cursor-pointer text-slate-600">Text read from the photo</summary>
              <pre className="mt-1 max-h-40 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">{result.rawText}</pre>
            </details>
          </div>
        ) : (
          <p className="py-6 text-center text-sm text-slate-500">Upload the front of your licence and press Analyze License.</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="preview">
        {result && (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" aria-label="Extracted licence details">
            <div>
              <dt className="text-xs text-slate-500">Country</dt>
              <dd>{result.extractedData.country ? `${FLAGS[result.extractedData.country] ?? ''} ${result.extractedData.country}` : '—'}</dd>
            </div>
            {PREVIEW.map(([key, label]) => (
              <div key={key}>
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd>{result.extractedData[key] ?? '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
