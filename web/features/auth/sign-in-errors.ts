import type { PublicConfig } from '../../../contract/auth.contract.ts';
import { t } from '../../lib/i18n/index.ts';

/** A sign-in that did not finish, with the server's code (/login?error=<code>) or the popup's own. */
export class SignInError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const providerName = (config: PublicConfig | undefined) => config?.sso?.displayName ?? t('login.workAccount');

/** What the login page says for a sign-in's error code, in the language shown. */
export function signInErrorText(code: string, config: PublicConfig | undefined): string {
  const provider = providerName(config);
  switch (code) {
    case 'domain_not_allowed':
      return t('login.error.domain', { domains: config?.workDomains.map((d) => '@' + d).join(', ') ?? t('login.aWork') });
    case 'invalid_state':
    case 'invalid_nonce':
    case 'code_rejected':
    case 'invalid_request':
    case 'code_expired':
      return t('login.error.expired');
    case 'browser_mismatch':
      return t('login.error.otherBrowser');
    case 'account_disabled':
      return t('login.error.disabled');
    case 'email_missing':
      return t('login.error.emailMissing', { provider });
    case 'email_unverified':
      return t('login.error.emailUnverified', { provider });
    case 'account_linked':
      return t('login.error.accountLinked', { provider });
    case 'popup_cancelled':
      return t('login.error.cancelled');
    case 'popup_timeout':
      return t('login.error.timeout');
    default:
      return providerTroubleText(config);
  }
}

/** docs/spec/member-app.md 8, naming the alternative this server really offers. */
export function providerTroubleText(config: PublicConfig | undefined): string {
  const provider = providerName(config);
  return config?.devLoginEnabled ? t('login.error.troubleDev', { provider }) : t('login.error.trouble', { provider });
}
