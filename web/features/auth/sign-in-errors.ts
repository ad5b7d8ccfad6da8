import type { PublicConfig } from '../../../contract/auth.contract.ts';

/** What the login page says for /login?error=<code> (codes from the server's sign-in callback). */
export function signInErrorText(code: string, config: PublicConfig | undefined): string {
  const provider = config?.sso?.displayName ?? 'Work account';
  switch (code) {
    case 'domain_not_allowed':
      return `Only ${config?.workDomains.map((d) => '@' + d).join(', ') ?? 'work'} accounts can sign in.`;
    case 'invalid_state':
    case 'invalid_nonce':
    case 'code_rejected':
    case 'invalid_request':
      return 'That sign-in expired or was already used. Please sign in again.';
    case 'account_disabled':
      return 'This account is disabled. Please contact an administrator.';
    case 'email_missing':
      return `Your ${provider} account did not share an e-mail address. Please contact an administrator.`;
    default:
      return providerTroubleText(config);
  }
}

/** spec/member-app.md 8, naming the alternative this server really offers. */
export function providerTroubleText(config: PublicConfig | undefined): string {
  const provider = config?.sso?.displayName ?? 'Work account';
  return config?.devLoginEnabled
    ? `${provider} authentication is experiencing issues. Please use the "Development Access" option.`
    : `${provider} authentication is experiencing issues. Please try again in a few minutes.`;
}
