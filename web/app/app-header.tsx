import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { capitalise, initialsOf } from './user-display.ts';
import type { User } from '../../contract/user.contract.ts';
import { Button } from '../components/ui/button.tsx';
import { useAuth } from '../features/auth/index.ts';
import { LanguageSwitch, useProfileLanguage } from '../features/language/index.ts';
import { NotificationsMenu } from '../features/notifications/index.ts';
import { useUpdateProfile } from '../features/users/index.ts';
import { userTypeName } from '../lib/i18n/index.ts';
import { usePublicConfig } from '../lib/public-config.ts';

/** The yellow bar of every signed-in page (docs/spec/member-app.md 2). */
export function AppHeader({ user }: { user: User }) {
  const { signOut } = useAuth();
  const { t } = useTranslation();
  useProfileLanguage(user);
  const updateProfile = useUpdateProfile();
  const { data: config } = usePublicConfig();
  const serviceName = config?.serviceName ?? 'MedFleet';
  return (
    <header className="sticky top-0 z-40 bg-header shadow-md">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <img src="/logo.svg" alt={t('header.logo', { service: serviceName })} className="size-11 shrink-0" />
        <div className="min-w-0 flex-1">
          {/* On a phone the header has room for the logo and the controls only; the logo names the service. */}
          <p className="truncate text-lg font-extrabold leading-tight max-sm:sr-only">{serviceName}</p>
          <p className="hidden truncate text-sm text-slate-800 sm:block">{t('header.tagline', { service: serviceName })}</p>
        </div>
        <LanguageSwitch onChosen={(language) => user.language !== language && updateProfile.mutate({ language })} />
        <NotificationsMenu />
        <div className="flex items-center gap-2">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-header"
            data-testid="user-initials"
            aria-hidden
          >
            {initialsOf(user.name)}
          </span>
          <div className="hidden leading-tight md:block">
            <p className="font-semibold" data-testid="user-name" translate="no">
              {user.name}
            </p>
            <p className="text-sm text-slate-800" data-testid="user-role">
              {capitalise(user.role === 'member' ? t('header.member') : userTypeName(user.role))}
            </p>
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void signOut()} aria-label={t('header.signOut')}>
          <LogOut className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('header.signOut')}</span>
        </Button>
      </div>
    </header>
  );
}
