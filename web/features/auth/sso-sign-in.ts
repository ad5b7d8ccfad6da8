import { storedUser } from './auth-storage.ts';
import { SignInError } from './sign-in-errors.ts';
import { authEndpoints } from '../../../contract/auth.endpoints.ts';
import { popupMessageTypes, STORAGE_KEYS } from '../../../contract/constants.ts';
import type { User } from '../../../contract/user.contract.ts';
import { storedToken, urlOf } from '../../lib/api.ts';

/** docs/spec/member-app.md 9: popup 500×600, 60 s timeout, closed-check every 1 s then a 500 ms wait. */
const POPUP = { width: 500, height: 600, timeoutMs: 60_000, closedCheckMs: 1_000, settleMs: 500 };
const DEV_ORIGIN = 'http://localhost:5000';

export interface SignedIn {
  token: string;
  user: User;
}

async function authorizationUrl(slug: string, popup: boolean): Promise<{ authUrl: string; state: string }> {
  const response = await fetch(urlOf(authEndpoints.startSignIn, { params: { provider: slug }, query: popup ? { popup: 'true' } : {} }), {
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Failed to get authorization URL: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { authUrl?: string; state: string };
  if (!body.authUrl) throw new Error('No authorization URL received from server');
  return { authUrl: body.authUrl, state: body.state };
}

/** The page flow: keep the provider's state locally, then leave for the provider. */
export async function redirectSignIn(slug: string): Promise<void> {
  const { authUrl, state } = await authorizationUrl(slug, false);
  localStorage.setItem(STORAGE_KEYS.signInState(slug), state);
  window.location.assign(authUrl);
}

/**
 * The popup flow; answers the session, or undefined when the page is leaving for the
 * provider because the popup was blocked.
 */
export async function popupSignIn(slug: string): Promise<SignedIn | undefined> {
  const { authUrl } = await authorizationUrl(slug, true);
  const left = Math.round(window.screenX + (window.outerWidth - POPUP.width) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - POPUP.height) / 2);
  const popup = window.open(authUrl, `${slug}-sign-in`, `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
  if (!popup) {
    await redirectSignIn(slug);
    return undefined;
  }
  return waitForPopup(popup, slug);
}

function waitForPopup(popup: Window, slug: string): Promise<SignedIn> {
  const types = popupMessageTypes(slug);
  const trusted = new Set([window.location.origin, DEV_ORIGIN]);
  return new Promise<SignedIn>((resolve, reject) => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = (outcome: () => void) => {
      window.removeEventListener('message', onMessage);
      timers.forEach(clearTimeout);
      clearInterval(closedCheck);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (!trusted.has(event.origin)) {
        console.warn(`Sign-in message from ${event.origin} ignored`);
        return;
      }
      const data = event.data as { type?: string; token?: string; user?: User; error?: string; code?: string };
      if (data?.type === types.success && data.token && data.user) finish(() => resolve({ token: data.token!, user: data.user! }));
      else if (data?.type === types.error) finish(() => reject(new SignInError(data.code || 'provider_error')));
    };
    window.addEventListener('message', onMessage);
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedCheck);
      // The popup also leaves the session in shared storage; give it a moment to land.
      timers.push(
        setTimeout(() => {
          const token = storedToken();
          const user = storedUser();
          finish(() => (token && user ? resolve({ token, user }) : reject(new SignInError('popup_cancelled'))));
        }, POPUP.settleMs),
      );
    }, POPUP.closedCheckMs);
    timers.push(
      setTimeout(() => {
        popup.close();
        finish(() => reject(new SignInError('popup_timeout')));
      }, POPUP.timeoutMs),
    );
  });
}
