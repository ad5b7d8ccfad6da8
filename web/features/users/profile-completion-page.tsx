import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { COMPLETION_FIELDS, completionInputs, initialForm, type CompletionForm, type CompletionKey } from './completion-form.ts';
import { LicenceScanner } from './licence-scanner.tsx';
import { useProfile, useUpdateProfile } from './use-profile.ts';
import type { LicenceAnalysis } from '../../../contract/licences.contract.ts';
import { LICENSE_COUNTRIES, profileUpdate, type ProfileUpdate, type User } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field, Form, Input, Options, Select } from '../../components/ui/form.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { countryName, t } from '../../lib/i18n/index.ts';

const PROGRESS = { 1: 33, 2: 66, 3: 100 } as const;

/** /profile-completion (docs/spec/admin-app.md 2.3): scan the licence, fill the form, review, done. */
export default function ProfileCompletionPage() {
  const { data: user } = useProfile();
  return (
    <main className="mx-auto max-w-3xl space-y-3 p-4 sm:p-8">
      <nav className="flex justify-end">
        <Link to="/dashboard" className="text-sm font-medium text-slate-600 underline hover:text-slate-900">
          {t('completion.skip')}
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
  const form = useForm<CompletionForm, unknown, ProfileUpdate>({
    resolver: contractResolver(profileUpdate, (v: CompletionForm) => v, completionInputs),
    defaultValues: initialForm(user),
  });
  const values = useWatch({ control: form.control });

  const onAnalysed = ({ extractedData: d }: LicenceAnalysis) => {
    const fill = (key: CompletionKey, value: string | null | undefined) => value && form.setValue(key, value);
    fill('licenseNumber', d.licenseNumber);
    fill('licenseExpiryDate', d.expiryDate);
    fill('licenseIssueDate', d.issueDate);
    if (d.country && (LICENSE_COUNTRIES as readonly string[]).includes(d.country)) fill('licenseCountryOfIssue', d.country);
    fill('licenseClass', d.licenseClass);
    if (!form.getValues('address')) fill('address', d.address);
    setScanned(true);
    setStep(2);
  };

  const submit = async () => {
    if (!scanned) return void toast.error(t('completion.scanRequired'), { description: t('completion.scanRequiredText') });
    await form.handleSubmit(async (changes) => {
      try {
        await update.mutateAsync(changes);
        toast.success(t('completion.done'));
        await navigate('/dashboard', { replace: true });
      } catch (error) {
        showServerErrors(form, error);
        setStep(2);
        toast.error(t('completion.failed'), { description: problemText(error, t('completion.failedText')) });
      }
    })();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('completion.title')}</CardTitle>
        <p className="text-sm text-slate-600">{t('completion.intro')}</p>
        <div className="pt-2">
          <div
            role="progressbar"
            aria-label={t('completion.progress')}
            aria-valuenow={PROGRESS[step]}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 rounded bg-slate-100"
          >
            <div className="h-2 rounded bg-brand transition-all" style={{ width: `${PROGRESS[step]}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-500">{t('completion.stepOf', { step, percent: PROGRESS[step] })}</p>
        </div>
      </CardHeader>
      <CardContent>
        {step === 1 && (
          <section aria-label={t('completion.step1')}>
            <h3 className="mb-2 font-semibold">{t('completion.step1Title')}</h3>
            <LicenceScanner onAnalysed={onAnalysed} />
          </section>
        )}
        {step === 2 && (
          <section aria-label={t('completion.step2')}>
            <Form form={form} onSubmit={() => setStep(3)} className="space-y-3">
              <div className="grid gap-3 sm:grid-cols-2">
                {COMPLETION_FIELDS.map((f) => (
                  <Field key={f.key} name={f.key} label={`${t(`completion.field.${f.key}`)} *`}>
                    {f.type === 'select' ? (
                      <Select {...form.register(f.key)}>
                        <option value="">{t('completion.choose')}</option>
                        <Options items={LICENSE_COUNTRIES} label={(c) => countryName(c)} />
                      </Select>
                    ) : (
                      <Input className="read-only:bg-slate-100" type={f.type} readOnly={f.key === 'licenseNumber'} {...form.register(f.key)} />
                    )}
                  </Field>
                ))}
              </div>
              <div className="flex justify-between">
                <Button variant="secondary" onClick={() => setStep(1)}>
                  <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t('completion.back')}
                </Button>
                <Button type="submit">
                  {t('completion.review')} <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
                </Button>
              </div>
            </Form>
          </section>
        )}
        {step === 3 && (
          <section aria-label={t('completion.step3')} className="space-y-3">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {COMPLETION_FIELDS.map((f) => (
                <div key={f.key}>
                  <dt className="text-xs text-slate-500">{t(`completion.field.${f.key}`)}</dt>
                  <dd>{values[f.key]}</dd>
                </div>
              ))}
            </dl>
            <div className="flex justify-between">
              <Button variant="secondary" onClick={() => setStep(2)}>
                <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t('profile.edit')}
              </Button>
              <Button onClick={() => void submit()} disabled={update.isPending}>
                <CheckCircle2 className="size-4" aria-hidden /> {update.isPending ? t('completion.saving') : t('completion.complete')}
              </Button>
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
