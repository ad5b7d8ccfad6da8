import type { CallbackOutcome } from './auth.service.ts';
import { popupMessageTypes, STORAGE_KEYS } from '../../../contract/constants.ts';

/**
 * The page the OIDC provider sends the browser back to when the answer has to reach an opener
 * (popup flow) or when the request is unknown. The data rides in a JSON block and the logic in
 * /api/auth/popup-result.js, so the strict CSP (script-src 'self') needs no exception.
 */
export function popupResultPage(slug: string, outcome: Exclude<CallbackOutcome, { ok: true; popup: false }>): string {
  const types = popupMessageTypes(slug);
  const data = outcome.ok
    ? { ok: true, type: types.success, token: outcome.result.token, user: outcome.result.user }
    : { ok: false, type: types.error, error: outcome.failure.code, message: outcome.failure.message };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem; text-align: center">
<p id="status">${outcome.ok ? 'Signed in. You can close this window.' : 'Sign-in did not complete.'}</p>
<script type="application/json" id="auth-result">${json}</script>
<script src="/api/auth/popup-result.js"></script>
</body></html>`;
}

/** Hands the result to the opener (message and shared storage) and closes; without an opener, continues in this window. */
export const popupResultScript = `(() => {
  const data = JSON.parse(document.getElementById('auth-result').textContent);
  const opener = window.opener && !window.opener.closed ? window.opener : null;
  if (data.ok) {
    localStorage.setItem(${JSON.stringify(STORAGE_KEYS.authToken)}, data.token);
    localStorage.setItem(${JSON.stringify(STORAGE_KEYS.userData)}, JSON.stringify(data.user));
  }
  if (opener) {
    const message = data.ok
      ? { type: data.type, token: data.token, user: data.user }
      : { type: data.type, error: data.message, code: data.error };
    opener.postMessage(message, window.location.origin);
    window.close();
    return;
  }
  if (data.ok) {
    // The session is in this browser's storage already: never in an address.
    window.location.replace('/dashboard');
  } else {
    window.location.replace('/login?error=' + encodeURIComponent(data.error));
  }
})();
`;
