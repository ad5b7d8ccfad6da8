import nodemailer from 'nodemailer';

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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    notConfigured: undefined,
    async send({ to, subject, text, html, attachments }) {
      const info = await transport.sendMail({ from, to, subject, text, html, attachments });
      return String(info.messageId);
    },
  };
}

/** SMS and WhatsApp are not connected yet (issue 14): every such message is recorded as not sent. */
export const smsChannel = (): Channel => unconfigured('not sent: no SMS provider configured');
export const whatsappChannel = (): Channel => unconfigured('not sent: no WhatsApp instance configured');
