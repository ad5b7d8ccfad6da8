import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsChannel, createWhatsappChannel } from './channels.adapter.ts';
import { freePort } from '../test-support/free-port.ts';

/** A local server that answers as the provider's documented API does; it keeps what it was sent. */
async function provider(handle: (request: IncomingMessage, body: string) => { status: number; json: unknown }) {
  const received: { url: string; body: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', body, authorization: request.headers.authorization });
      const { status, json } = handle(request, body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('WhatsApp through a Green-API-compatible service', () => {
  let state = 'authorized';
  let green: Awaited<ReturnType<typeof provider>>;
  beforeAll(async () => {
    green = await provider((request, body) => {
      const [, instance, method, token] = /^\/waInstance(\w+)\/(\w+)\/(\w+)$/.exec(request.url ?? '') ?? [];
      if (instance !== '1101' || token !== 'secret') return { status: 401, json: 'Unauthorized' };
      if (method === 'getStateInstance') return { status: 200, json: { stateInstance: state } };
      if (method === 'qr')
        return {
          status: 200,
          json:
            state === 'authorized' ? { type: 'alreadyLogged', message: 'instance account already authorized' } : { type: 'qrCode', message: 'iVBORw0KGgo=' },
        };
      if (method === 'sendMessage') {
        const { chatId } = JSON.parse(body) as { chatId: string };
        if (!/^\d{10,15}@c\.us$/.test(chatId)) return { status: 400, json: { statusCode: 400, message: 'Validation failed. Details: chatId is invalid' } };
        return { status: 200, json: { idMessage: '3EB0C767D097B7C7C030' } };
      }
      return { status: 404, json: {} };
    });
  });
  afterAll(() => green.close());

  it('sends to the number in +972 form as a chatId, and reads the instance state and its QR code', async () => {
    const channel = createWhatsappChannel({ apiUrl: green.url, instanceId: '1101', token: 'secret' });
    expect(await channel.send({ to: '050-123-4567', subject: 'x', text: 'Your code is ABC123' })).toBe('3EB0C767D097B7C7C030');
    expect(JSON.parse(green.received.at(-1)!.body)).toEqual({ chatId: '972501234567@c.us', message: 'Your code is ABC123' });
    expect(await channel.state()).toBe('authorized');
    expect((await channel.qr()).type).toBe('alreadyLogged');
    state = 'notAuthorized';
    expect(await channel.state()).toBe('notAuthorized');
    expect((await channel.qr()).image).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('says what the provider answered when it refuses, and is honest when not configured or unreachable', async () => {
    const wrongToken = createWhatsappChannel({ apiUrl: green.url, instanceId: '1101', token: 'wrong' });
    await expect(wrongToken.send({ to: '+972501234567', subject: 'x', text: 'hi' })).rejects.toThrow(/^WhatsApp answered 401: "Unauthorized"/);
    expect(await wrongToken.state()).toBe('unknown');
    await expect(
      createWhatsappChannel({ apiUrl: green.url, instanceId: '1101', token: 'secret' }).send({ to: 'not a phone', subject: 'x', text: 'hi' }),
    ).rejects.toThrow(/not a phone number/);
    expect(createWhatsappChannel({ apiUrl: undefined, instanceId: undefined, token: undefined }).notConfigured).toBe(
      'not sent: no WhatsApp instance configured',
    );
    expect(await createWhatsappChannel({ apiUrl: 'http://127.0.0.1:9', instanceId: '1', token: 't' }).state()).toBe('unknown');
  });
});

describe('SMS through a Twilio-compatible Messages API', () => {
  let twilio: Awaited<ReturnType<typeof provider>>;
  beforeAll(async () => {
    twilio = await provider((request, body) => {
      if (request.url !== '/2010-04-01/Accounts/AC42/Messages.json')
        return { status: 404, json: { code: 20404, message: 'The requested resource was not found', status: 404 } };
      if (request.headers.authorization !== `Basic ${Buffer.from('AC42:tok').toString('base64')}`)
        return { status: 401, json: { code: 20003, message: 'Authenticate', status: 401 } };
      const form = new URLSearchParams(body);
      if (form.get('To') === '+972500000000')
        return { status: 400, json: { code: 21211, message: "The 'To' number +972500000000 is not a valid phone number.", status: 400 } };
      return { status: 201, json: { sid: 'SM0123456789abcdef', status: 'queued', to: form.get('To'), body: form.get('Body') } };
    });
  });
  afterAll(() => twilio.close());

  it('posts To, From and Body with basic auth and keeps the message sid', async () => {
    const sms = createSmsChannel({ apiUrl: twilio.url, accountSid: 'AC42', authToken: 'tok', from: '+15005550006' });
    expect(await sms.send({ to: '052 111 2233', subject: 'x', text: 'Booking confirmed' })).toBe('SM0123456789abcdef');
    expect(Object.fromEntries(new URLSearchParams(twilio.received.at(-1)!.body))).toEqual({
      To: '+972521112233',
      From: '+15005550006',
      Body: 'Booking confirmed',
    });
  });

  it('keeps the provider’s error, and is honest when not configured', async () => {
    const sms = createSmsChannel({ apiUrl: twilio.url, accountSid: 'AC42', authToken: 'tok', from: '+15005550006' });
    await expect(sms.send({ to: '+972500000000', subject: 'x', text: 'hi' })).rejects.toThrow(/^SMS answered 400: .*not a valid phone number/);
    await expect(
      createSmsChannel({ apiUrl: twilio.url, accountSid: 'AC42', authToken: 'bad', from: '+1' }).send({ to: '+972521112233', subject: 'x', text: 'hi' }),
    ).rejects.toThrow(/^SMS answered 401/);
    expect(createSmsChannel({ apiUrl: twilio.url, accountSid: undefined, authToken: undefined, from: undefined }).notConfigured).toBe(
      'not sent: no SMS provider configured',
    );
  });
});
