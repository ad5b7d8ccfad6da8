import { LogOut, Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DrivingPenalties, User } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { fieldErrors } from '../../lib/api.ts';
import { LicenceExpiryAlert, LicenceValidityWidget } from './licence-status.tsx';
import { PenaltiesCard } from './penalties-card.tsx';
import { ProfileCard, type Draft } from './profile-card.tsx';
import { PROFILE_CARDS } from './profile-fields.ts';
import { useLicenceValidation, useProfile, useUpdateProfile } from './use-profile.ts';

/** My Profile & Settings (spec/admin-app.md 2.2): view, Edit, Save, Cancel restores what is saved. */
export function ProfileTab({ onSignOut }: { onSignOut: () => void }) {
  const { data: user, isPending, isError } = useProfile();
  const { data: validation } = useLicenceValidation(user?.id);
  if (isPending) return <Skeleton className="h-96" />;
  if (isError || !user) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Profile Not Found</CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-slate-600">Your profile could not be loaded. Reload the page or sign in again.</CardContent>
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
      <ProfileEditor user={user} onSignOut={onSignOut} />
    </div>
  );
}

function ProfileEditor({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const [penalties, setPenalties] = useState<Partial<DrivingPenalties>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = () => {
    setDraft({});
    setPenalties({});
    setErrors({});
  };

  const save = async () => {
    setErrors({});
    try {
      await update.mutateAsync({ ...draft, ...(Object.keys(penalties).length ? { drivingPenalties: { ...user.drivingPenalties, ...penalties } } : {}) } as Parameters<typeof update.mutateAsync>[0]);
      toast.success('Profile Updated', { description: 'Your personal information has been saved successfully.' });
      reset();
      setEditing(false);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error('Error', { description: 'Failed to update profile. Please try again.' });
    }
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">My Profile</h2>
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button variant="secondary" onClick={() => (reset(), setEditing(false))}>
                <X className="size-4" aria-hidden /> Cancel
              </Button>
              <Button onClick={() => void save()} disabled={update.isPending}>
                <Save className="size-4" aria-hidden /> {update.isPending ? 'Saving…' : 'Save'}
              </Button>
            </>
          ) : (
            <Button variant="dark" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Button>
          )}
          <Button variant="secondary" onClick={onSignOut}>
            <LogOut className="size-4" aria-hidden /> Sign Out
          </Button>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {PROFILE_CARDS.map((spec) => (
          <ProfileCard key={spec.id} spec={spec} user={user} draft={draft} editing={editing} errors={errors} onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))} />
        ))}
        <PenaltiesCard penalties={{ ...user.drivingPenalties, ...penalties }} editing={editing} errors={errors} onChange={(c) => setPenalties((p) => ({ ...p, ...c }))} />
        <AccountCard user={user} />
      </div>
    </>
  );
}

function AccountCard({ user }: { user: User }) {
  const rows: [string, string][] = [
    ['Email', `${user.email} (linked to your work account)`],
    ['User types', user.userTypes.join(', ') || '—'],
    ['Monthly hour limit', `${user.monthlyHourLimit ?? '—'} hours (set by an admin)`],
    ['Member since', new Date(user.createdAt).toLocaleDateString('en-GB', { timeZone: 'Asia/Jerusalem', day: 'numeric', month: 'short', year: 'numeric' })],
  ];
  return (
    <Card id="account" data-testid="profile-card-account">
      <CardHeader>
        <CardTitle className="text-lg">Account Information</CardTitle>
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
