// A real SMTP server for the end-to-end journeys: the API server sends its mails here through
// nodemailer exactly as it would to a relay, and the tests read them back over HTTP.
//   SMTP  127.0.0.1:$MAIL_SMTP_PORT   (accepts anything, no auth, no TLS)
//   HTTP  GET 127.0.0.1:$MAIL_HTTP_PORT/messages  -> [{ to, subject, text, html }]
import { createServer } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 12525);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 12526);
const mails: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      const parsed = await PostalMime.parse(Buffer.concat(chunks));
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  if (req.url?.startsWith('/messages')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(mails));
    return;
  }
  res.writeHead(404).end();
}).listen(httpPort, '127.0.0.1', () => {
  console.log(`mail catcher: SMTP 127.0.0.1:${smtpPort}, HTTP http://127.0.0.1:${httpPort}/messages`);
});
