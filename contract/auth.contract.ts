import { z } from 'zod';
import { user } from './user.contract.ts';

export const authUrlQuery = z.object({
  popup: z.enum(['true', 'false']).optional(),
});

export const authUrlResponse = z.object({
  authUrl: z.string(),
  state: z.string(),
});

export const providerParams = z.object({
  provider: z.string().min(1).max(64),
});

export const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
  iss: z.string().max(2048).optional(),
});

export const devLoginRequest = z.object({
  token: z.string().min(1, 'token is required').max(512),
  email: z.email('email must be an e-mail address').max(320).optional(),
});

/** The single-use code a redirect sign-in leaves in the address, exchanged for the session by POST. */
export const signInCodeExchange = z.object({
  code: z.string().min(1, 'code is required').max(128),
});

export const signInResult = z.object({
  token: z.string(),
  user,
});
export type SignInResult = z.infer<typeof signInResult>;

export const logoutResponse = z.object({ success: z.literal(true) });

/** What the web needs to know before anyone signs in. */
export const publicConfig = z.object({
  serviceName: z.string(),
  sso: z
    .object({
      slug: z.string(),
      displayName: z.string(),
    })
    .nullable(),
  devLoginEnabled: z.boolean(),
  workDomains: z.array(z.string()),
  dispatchPhone: z.string(),
  donateUrl: z.string(),
  tileUrl: z.string(),
  /** Path name of the tracking provider in /api/{provider}/... */
  trackingProvider: z.string(),
  /** Check in only at the vehicle (the setting): the app sends the phone's position with a check-in. */
  checkInNearVehicle: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
