import fp from 'fastify-plugin';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves when the SMTP server accepted the message (or the outbox logged it). */
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Email over SMTP (nodemailer) when SMTP_URL is set; otherwise a dev outbox that prints every
 * message, links included, to the log so a developer can follow activation and reset links.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom } = app.config;
    if (smtpUrl) {
      // loaded only here: a server without SMTP never needs it (and starts sooner without it)
      const { default: nodemailer } = await import('nodemailer');
      // bounded waits: a slow relay must fail a request, not hang it
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      app.addHook('onClose', async () => transport.close());
      app.decorate('mailer', {
        async send(mail: Mail) {
          await transport.sendMail({ from: mailFrom, ...mail });
          app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        },
      });
      return;
    }
    app.decorate('mailer', {
      async send(mail: Mail) {
        app.log.info(
          { outbox: { from: mailFrom, to: mail.to, subject: mail.subject } },
          `dev outbox (SMTP_URL not set): mail to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
        );
      },
    });
  },
  { name: 'mailer', dependencies: ['config'] },
);
