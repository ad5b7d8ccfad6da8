import type { User } from '../../../contract/user.contract.ts';

/** Where a member lands after signing in: the profile wizard until their profile is complete. */
export const landingPath = (user: User) => (!user.isAdmin && !user.profileComplete ? '/profile-completion' : '/dashboard');

/** The page-redirect flow leaves the app: the ?redirect= it was asked for waits here until the callback. */
const REDIRECT_KEY = 'sign_in_redirect';

/** A path of this app ('/dashboard?tab=settings'), never another site ('//evil.example', 'https://…'). */
const ownPath = (value: string | null | undefined) => (value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined);

/** After any sign-in: the ?redirect= asked for (docs/spec/member-app.md 2), else the landing page. */
export const afterSignIn = (user: User, redirect: string | null | undefined) => ownPath(redirect) ?? landingPath(user);

export const keepRedirect = (redirect: string | null) => {
  if (ownPath(redirect)) sessionStorage.setItem(REDIRECT_KEY, redirect!);
  else sessionStorage.removeItem(REDIRECT_KEY);
};

/** The kept ?redirect=, once. */
export function takeRedirect(): string | null {
  const redirect = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return redirect;
}
