import * as client from 'openid-client';

export type SignInFailureCode =
  | 'invalid_request'
  | 'invalid_state'
  | 'invalid_nonce'
  | 'code_rejected'
  | 'provider_error'
  | 'provider_unavailable'
  | 'email_missing'
  | 'email_unverified'
  | 'account_linked'
  | 'browser_mismatch'
  | 'domain_not_allowed'
  | 'account_disabled'
  | 'unknown_provider';

/** Why a sign-in did not finish; the code travels to /login?error=… */
export class SignInFailure extends Error {
  constructor(
    readonly code: SignInFailureCode,
    message: string,
  ) {
    super(message);
  }
}

export function classifyProviderFailure(error: unknown): SignInFailure {
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
    return new SignInFailure('code_rejected', 'The sign-in code was already used or has expired. Please sign in again.');
  }
  const { code, cause } = error as { code?: string; cause?: { message?: string } };
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && /nonce/i.test(cause?.message ?? '')) {
    return new SignInFailure('invalid_nonce', 'The sign-in answer did not match this request. Please sign in again.');
  }
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    return new SignInFailure('provider_error', error.error_description ?? error.error);
  }
  if (error instanceof TypeError || code === 'OAUTH_TIMEOUT') {
    return new SignInFailure('provider_unavailable', 'The sign-in service could not be reached. Please try again shortly.');
  }
  return new SignInFailure('provider_error', error instanceof Error ? error.message : 'The sign-in service refused the answer.');
}
