import { Agent } from 'node:https';
import { BlockList } from 'node:net';
import { rootCertificates } from 'node:tls';
import nodemailer from 'nodemailer';
import webpush from 'web-push';
import { normalisePhone } from '../../contract/user.contract.ts';
import { said, serviceUnavailable } from '../http-errors.ts';
import { callableHttpsUrl, publicOnlyLookup } from '../net-addresses.ts';

/** One message as a channel sends it. */
export interface OutboundMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer | string; contentType: string }[];
}

/** A way out (e-mail, SMS, WhatsApp): honest when it is not configured, never pretending to send. */
export interface Channel {
  /** Why nothing is sent, when the channel is not configured; undefined when it is. */
  notConfigured: string | undefined;
  /** Sends, or throws with the provider's answer; answers the provider's id of the message. */
  send(message: OutboundMessage): Promise<string>;
}

const unconfigured = (why: string): Channel => ({
  notConfigured: why,
  send: () => Promise.reject(new Error(why)),
});

/** E-mail over SMTP with nodemailer (SMTP_URL, MAIL_FROM). */
export function createEmailChannel({ smtpUrl, from }: { smtpUrl: string | undefined; from: string }): Channel {
  if (!smtpUrl) return unconfigured('not sent: no e-mail server configured');
  // Bounded well inside the outbox's one-minute claim (nodemailer waits up to 10 minutes by default),
  // so a hanging server fails the try instead of letting another sender claim the message too.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    notConfigured: undefined,
    async send({ to, subject, text, html, attachments }) {
      const info = await transport.sendMail({ from, to, subject, text, html, attachments });
      return String(info.messageId);
    },
  };
}

/** A provider's refusal: its HTTP status and what it said, kept in the delivery log. */
async function refused(response: Response, provider: string): Promise<never> {
  const text = (await response.text()).slice(0, 300);
  throw new Error(`${provider} answered ${response.status}: ${text || response.statusText}`);
}

/** A provider that cannot be reached is said as itself (503), never as the database being down. */
const unreachable = (provider: string) => () => {
  throw serviceUnavailable(said('provider.unreachable', { provider }), 'PROVIDER_UNREACHABLE');
};

/** The provider's id of a message, as text (it may be a string or a number). */
const idOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** An Israeli or international number in +972… form, as the profile keeps it; null when it is none. */
const international = (phone: string) => normalisePhone(phone);

export type WhatsappState = 'unknown' | 'authorized' | 'notAuthorized';

export interface WhatsappChannel extends Channel {
  /** The instance's state (docs/spec/admin-app.md 3: unknown, authorized, notAuthorized). */
  state(): Promise<WhatsappState>;
  /** The QR code that authorises the instance, as a PNG data URL; null when it is already authorised. */
  qr(): Promise<{ type: string; image: string | null; message: string }>;
}

/**
 * WhatsApp through a Green-API-compatible service: `{apiUrl}/waInstance{id}/{method}/{token}`
 * (sendMessage with a chatId of the number's digits and @c.us; getStateInstance; qr).
 */
export function createWhatsappChannel(
  config: { apiUrl: string | undefined; instanceId: string | undefined; token: string | undefined },
  fetchImpl: typeof fetch = fetch,
): WhatsappChannel {
  const { apiUrl, instanceId, token } = config;
  if (!apiUrl || !instanceId || !token) {
    return {
      ...unconfigured('not sent: no WhatsApp instance configured'),
      state: () => Promise.resolve('unknown'),
      qr: () =>
        Promise.resolve({ type: 'error', image: null, message: 'No WhatsApp instance is configured (GREEN_API_URL, GREEN_API_INSTANCE_ID, GREEN_API_TOKEN).' }),
    };
  }
  const url = (method: string) => `${apiUrl.replace(/\/$/, '')}/waInstance${instanceId}/${method}/${token}`;
  const timeout = () => AbortSignal.timeout(15_000);
  return {
    notConfigured: undefined,
    async send({ to, text }) {
      const number = international(to);
      if (!number) throw new Error(`${to} is not a phone number WhatsApp can reach`);
      const response = await fetchImpl(url('sendMessage'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chatId: `${number.slice(1)}@c.us`, message: text }),
        signal: timeout(),
      }).catch(unreachable('WhatsApp'));
      if (!response.ok) return refused(response, 'WhatsApp');
      return idOf(((await response.json()) as { idMessage?: unknown }).idMessage);
    },
    async state() {
      try {
        const response = await fetchImpl(url('getStateInstance'), { signal: timeout() });
        if (!response.ok) return 'unknown';
        const { stateInstance } = (await response.json()) as { stateInstance?: string };
        return stateInstance === 'authorized' ? 'authorized' : stateInstance ? 'notAuthorized' : 'unknown';
      } catch {
        return 'unknown';
      }
    },
    async qr() {
      const response = await fetchImpl(url('qr'), { signal: timeout() }).catch(unreachable('WhatsApp'));
      if (!response.ok) return refused(response, 'WhatsApp');
      const { type, message } = (await response.json()) as { type?: string; message?: string };
      if (type === 'qrCode' && message)
        return { type, image: `data:image/png;base64,${message}`, message: 'Scan this code with WhatsApp on the service phone.' };
      return {
        type: type ?? 'error',
        image: null,
        message: type === 'alreadyLogged' ? 'The instance is already authorised.' : (message ?? 'No QR code was given.'),
      };
    },
  };
}

/** SMS through Twilio's Messages API (or a service that speaks it): form-encoded To, From, Body; basic auth. */
export function createSmsChannel(
  config: { apiUrl: string; accountSid: string | undefined; authToken: string | undefined; from: string | undefined },
  fetchImpl: typeof fetch = fetch,
): Channel {
  const { apiUrl, accountSid, authToken, from } = config;
  if (!accountSid || !authToken || !from) return unconfigured('not sent: no SMS provider configured');
  return {
    notConfigured: undefined,
    async send({ to, text }) {
      const number = international(to);
      if (!number) throw new Error(`${to} is not a phone number SMS can reach`);
      const response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: number, From: from, Body: text }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) return refused(response, 'SMS');
      return idOf(((await response.json()) as { sid?: unknown }).sid);
    },
  };
}

/** Where a push goes and how to encrypt for it (the member's device, from its subscription). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Web Push (RFC 8030/8291/8292) with the web-push library: the message's title and text, encrypted
 * for the device, signed with the VAPID keys. A subscription the push service no longer knows
 * (404/410) is forgotten and the message fails at once: that device asked to stop.
 */
export function createPushChannel(
  vapid: { publicKey: string; privateKey: string } | undefined,
  subject: string,
  device: { find: (endpoint: string) => Promise<PushTarget | undefined>; forget: (endpoint: string) => Promise<void> },
  { extraCa, privateAddresses }: { extraCa?: string | undefined; privateAddresses: BlockList } = { privateAddresses: new BlockList() },
): Channel {
  if (!vapid) return unconfigured('not sent: Web Push is not configured');
  // Only public addresses (or the private relay configured), checked as the socket connects: a
  // member's endpoint can never make the server call into its own network (docs/decisions/022).
  const agent = new Agent({ ...(extraCa ? { ca: [...rootCertificates, extraCa] } : {}), keepAlive: true, lookup: publicOnlyLookup(privateAddresses) as never });
  return {
    notConfigured: undefined,
    async send({ to, subject: title, text }) {
      const target = await device.find(to);
      if (!target) throw new Error('not sent: this device is no longer subscribed');
      if (!callableHttpsUrl(new URL(target.endpoint), privateAddresses)) {
        await device.forget(to);
        throw new Error('not sent: the push endpoint is not https on a public address');
      }
      try {
        const result = await webpush.sendNotification(target, JSON.stringify({ title, body: text }), {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 3600,
          // Short: a push service answers at once; a device's endpoint that hangs gives up its turn.
          timeout: 5_000,
          agent,
        });
        return result.headers.location ?? String(result.statusCode);
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await device.forget(to);
        throw new Error(`push service answered ${status ?? 'nothing'}: ${(error as Error).message}`.slice(0, 300));
      }
    },
  };
}
