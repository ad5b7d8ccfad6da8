import { LogOut, Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LicenceExpiryAlert, LicenceValidityWidget } from './licence-status.tsx';
import { PenaltiesCard } from './penalties-card.tsx';
import { PendingEmailNotice } from './pending-email-notice.tsx';
import { ProfileCard } from './profile-card.tsx';
import { PROFILE_CARDS, type EditableKey } from './profile-fields.ts';
import { useLicenceValidation, useProfile, useUpdateProfile } from './use-profile.ts';
import { profileUpdate, type DrivingPenalties, type ProfileUpdate, type User } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { contractResolver, dirtyOnly, showServerErrors, useDirtyFields } from '../../lib/forms.ts';
import { currentLocale, isolated, userTypeNames } from '../../lib/i18n/index.ts';
import { MyCredentialsCard } from '../credentials/index.ts';

/** My Profile & Settings (docs/spec/admin-app.md 2.2): view, Edit, Save, Cancel restores what is saved. */
export function ProfileTab({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const { data: user, isPending, isError } = useProfile();
  const { data: validation } = useLicenceValidation(user?.id);
  if (isPending) return <Skeleton className="h-96" />;
  if (isError || !user) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.notFound')}</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-slate-600">{t('profile.notFoundText')}</CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      {validation && (
        <>
          <LicenceExpiryAlert daysUntilExpiry={validation.validation.daysUntilExpiry} />
          <LicenceValidityWidget validation={validation} onComplete={() => document.getElementById('licence')?.scrollIntoView({ behavior: 'smooth' })} />
        </>
      )}
      <PendingEmailNotice user={user} />
      <ProfileEditor user={user} onSignOut={onSignOut} />
      <MyCredentialsCard />
    </div>
  );
}

type ProfileValues = Record<EditableKey, string | boolean> & { drivingPenalties: DrivingPenalties };

/** What the inputs start from: empty text for what is not set, unticked boxes. */
function valuesOf(user: User): ProfileValues {
  const fields = PROFILE_CARDS.flatMap((card) => card.fields);
  const entries = fields.map(({ key, type }) => [key, type === 'checkbox' ? user[key] === true : ((user[key] as string | null) ?? '')]);
  return { ...(Object.fromEntries(entries) as Record<EditableKey, string | boolean>), drivingPenalties: user.drivingPenalties };
}

function ProfileEditor({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileValues, unknown, ProfileUpdate>({
    resolver: contractResolver(profileUpdate, (v: ProfileValues) => v),
    defaultValues: valuesOf(user),
  });
  const dirtyFields = useDirtyFields(form);
  const cancel = () => {
    form.reset(valuesOf(user));
    setEditing(false);
  };

  const refused = () => toast.error(t('profile.error'), { description: t('profile.updateFailed') });
  const save = async (request: ProfileUpdate) => {
    try {
      // Only what was changed is sent; the penalties go whole when any of them changed.
      const saved = await update.mutateAsync(dirtyOnly(request, dirtyFields()));
      const mailed = saved.pendingPreferredEmail && saved.pendingPreferredEmail !== user.pendingPreferredEmail;
      toast.success(t('profile.updated'), {
        description: mailed ? t('profile.pendingEmail.sent', { email: isolated(saved.pendingPreferredEmail!) }) : t('profile.updatedText'),
      });
      form.reset(valuesOf(saved));
      setEditing(false);
    } catch (error) {
      showServerErrors(form, error);
      refused();
    }
  };

  return (
    <Form form={form} onSubmit={save} onInvalid={refused} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t('profile.title')}</h2>
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button variant="secondary" onClick={cancel}>
                <X className="size-4" aria-hidden /> {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                <Save className="size-4" aria-hidden /> {update.isPending ? t('profile.saving') : t('profile.save')}
              </Button>
            </>
          ) : (
            <Button variant="dark" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden /> {t('profile.edit')}
            </Button>
          )}
          <Button variant="secondary" onClick={onSignOut}>
            <LogOut className="size-4" aria-hidden /> {t('profile.signOut')}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {PROFILE_CARDS.map((spec) => (
          <ProfileCard key={spec.id} spec={spec} user={user} editing={editing} />
        ))}
        <PenaltiesCard penalties={user.drivingPenalties} editing={editing} />
        <AccountCard user={user} />
      </div>
    </Form>
  );
}

function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('profile.email'), t('profile.emailLinked', { email: isolated(user.email) })],
    [t('profile.userTypes'), userTypeNames(user.userTypes) || '—'],
    [t('profile.hourLimit'), t('profile.hourLimitValue', { hours: user.monthlyHourLimit ?? '—' })],
    [
      t('profile.memberSince'),
      new Date(user.createdAt).toLocaleDateString(currentLocale(), { timeZone: 'Asia/Jerusalem', day: 'numeric', month: 'short', year: 'numeric' }),
    ],
  ];
  return (
    <Card id="account" data-testid="profile-card-account">
      <CardHeader>
        <CardTitle className="text-lg">{t('profile.account')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
