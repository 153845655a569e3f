/** A real SMTP server on 127.0.0.1 (random port) that keeps what the API sends, parsed. */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** mails to an address, oldest first */
  to(address: string): CaughtMail[];
  /** the last mail to an address (fails the test when there is none) */
  last(address: string): CaughtMail;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // a way to make delivery fail: the relay refuses any address at reject.test
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@reject.test')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    last(address) {
      const mail = to(address).at(-1);
      if (!mail)
        throw new Error(`no mail to ${address}; got mails to ${mails.flatMap((m) => m.to).join(', ')}`);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The value of a query parameter of the first link in a mail's text, e.g. `activate` or `token`. */
export function linkParameter(mail: CaughtMail, parameter: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).searchParams.has(parameter));
  if (!link) throw new Error(`no link with ?${parameter}= in mail "${mail.subject}":\n${mail.text}`);
  return new URL(link).searchParams.get(parameter) ?? '';
}
