import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

/**
 * A real SMTP server on loopback that keeps every e-mail it accepts, parsed; it can be stopped and
 * started again on its port. `onAccepted` hears of each one as it is accepted.
 */
export async function startSmtpSink({ onAccepted }: { onAccepted?: (mail: ParsedMail) => void } = {}) {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
            onAccepted?.(mail);
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return { url: `smtp://127.0.0.1:${port}`, received, start, stop };
}
