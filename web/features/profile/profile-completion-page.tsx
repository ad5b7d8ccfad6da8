import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { LicenceAnalysis } from '../../../contract/licences.contract.ts';
import { LICENSE_COUNTRIES, type User } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { fieldErrors, problemText } from '../../lib/api.ts';
import { COMPLETION_FIELDS, completionErrors, initialForm, type CompletionForm } from './completion-form.ts';
import { LicenceScanner } from './licence-scanner.tsx';
import { useProfile, useUpdateProfile } from './use-profile.ts';

const PROGRESS = { 1: 33, 2: 66, 3: 100 } as const;
const input = 'mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm font-normal read-only:bg-slate-100';

/** /profile-completion (spec/admin-app.md 2.3): scan the licence, fill the form, review, done. */
export default function ProfileCompletionPage() {
  const { data: user } = useProfile();
  return (
    <main className="mx-auto max-w-3xl space-y-3 p-4 sm:p-8">
      <nav className="flex justify-end">
        <Link to="/dashboard" className="text-sm font-medium text-slate-600 underline hover:text-slate-900">
          Skip for now
        </Link>
      </nav>
      {user && <Wizard user={user} />}
    </main>
  );
}

function Wizard({ user }: { user: User }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [scanned, setScanned] = useState(false);
  const [form, setForm] = useState<CompletionForm>(() => initialForm(user));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...(tried ? completionErrors(form) : {}), ...serverErrors };

  const onAnalysed = ({ extractedData: d }: LicenceAnalysis) => {
    setForm((f) => ({
      ...f,
      licenseNumber: d.licenseNumber ?? f.licenseNumber,
      licenseExpiryDate: d.expiryDate ?? f.licenseExpiryDate,
      licenseIssueDate: d.issueDate ?? f.licenseIssueDate,
      licenseCountryOfIssue: d.country && (LICENSE_COUNTRIES as readonly string[]).includes(d.country) ? d.country : f.licenseCountryOfIssue,
      licenseClass: d.licenseClass ?? f.licenseClass,
      address: f.address || d.address || '',
    }));
    setScanned(true);
    setStep(2);
  };

  const review = () => {
    setTried(true);
    if (Object.keys(completionErrors(form)).length === 0) setStep(3);
  };

  const submit = async () => {
    if (!scanned) return void toast.error('License scan required', { description: 'Please upload your driving license before completing profile' });
    try {
      await update.mutateAsync(form);
      toast.success('Profile completed successfully!');
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      setServerErrors(fieldErrors(error));
      setStep(2);
      toast.error('Error updating profile', { description: problemText(error, 'Failed to complete profile') });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Complete your profile</CardTitle>
        <p className="text-sm text-slate-600">Before you book, we need your driving licence and how to reach you and your emergency contact.</p>
        <div className="pt-2">
          <div role="progressbar" aria-label="Profile completion" aria-valuenow={PROGRESS[step]} aria-valuemin={0} aria-valuemax={100} className="h-2 rounded bg-slate-100">
            <div className="h-2 rounded bg-brand transition-all" style={{ width: `${PROGRESS[step]}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-500">Step {step} of 3 · {PROGRESS[step]}%</p>
        </div>
      </CardHeader>
      <CardContent>
        {step === 1 && (
          <section aria-label="Step 1: scan your licence">
            <h3 className="mb-2 font-semibold">1. Scan your driving licence</h3>
            <LicenceScanner onAnalysed={onAnalysed} />
          </section>
        )}
        {step === 2 && (
          <section aria-label="Step 2: your details" className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {COMPLETION_FIELDS.map((f) => (
                <label key={f.key} className="block text-sm font-medium">
                  {f.label} *
                  {f.type === 'select' ? (
                    <select className={input} value={form[f.key]} onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}>
                      <option value="">Choose…</option>
                      {LICENSE_COUNTRIES.map((c) => <option key={c} value={c}>{c}</option>)}
                    </select>
                  ) : (
                    <input className={input} type={f.type} readOnly={f.key === 'licenseNumber'} value={form[f.key]} onChange={(e) => setForm({ ...form, [f.key]: e.target.value })} />
                  )}
                  {errors[f.key] && <span className="mt-1 block text-xs font-normal text-red-700">{errors[f.key]}</span>}
                </label>
              ))}
            </div>
            <div className="flex justify-between">
              <Button variant="secondary" onClick={() => setStep(1)}>
                <ArrowLeft className="size-4" aria-hidden /> Back to the scan
              </Button>
              <Button onClick={review}>
                Review <ArrowRight className="size-4" aria-hidden />
              </Button>
            </div>
          </section>
        )}
        {step === 3 && (
          <section aria-label="Step 3: review" className="space-y-3">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {COMPLETION_FIELDS.map((f) => (
                <div key={f.key}>
                  <dt className="text-xs text-slate-500">{f.label}</dt>
                  <dd>{form[f.key]}</dd>
                </div>
              ))}
            </dl>
            <div className="flex justify-between">
              <Button variant="secondary" onClick={() => setStep(2)}>
                <ArrowLeft className="size-4" aria-hidden /> Edit
              </Button>
              <Button onClick={() => void submit()} disabled={update.isPending}>
                <CheckCircle2 className="size-4" aria-hidden /> {update.isPending ? 'Saving…' : 'Complete Profile'}
              </Button>
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
