import { LogOut } from 'lucide-react';
import type { User } from '../../contract/user.contract.ts';
import { Button } from '../components/ui/button.tsx';
import { usePublicConfig } from '../lib/public-config.ts';
import { useAuth } from '../features/auth/index.ts';
import { NotificationsMenu } from '../features/notifications/index.ts';
import { capitalise, initialsOf } from './user-display.ts';

/** The yellow bar of every signed-in page (spec/member-app.md 2). */
export function AppHeader({ user }: { user: User }) {
  const { signOut } = useAuth();
  const { data: config } = usePublicConfig();
  const serviceName = config?.serviceName ?? 'MedFleet';
  return (
    <header className="sticky top-0 z-40 bg-header shadow-md">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <img src="/logo.svg" alt={`${serviceName} logo`} className="size-11 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-extrabold leading-tight">{serviceName}</p>
          <p className="hidden truncate text-sm text-slate-800 sm:block">
            {serviceName} vehicle booking. Your moment starts here. Let's Go!
          </p>
        </div>
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
            <p className="font-semibold" data-testid="user-name">
              {user.name}
            </p>
            <p className="text-sm text-slate-800" data-testid="user-role">
              {capitalise(user.role)}
            </p>
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void signOut()} aria-label="Sign out">
          <LogOut className="size-4" aria-hidden />
          <span className="hidden sm:inline">Sign out</span>
        </Button>
      </div>
    </header>
  );
}
