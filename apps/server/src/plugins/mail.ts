import path from 'node:path';
import { pathIn, type Language } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from '../modules/mail/mail.transport.js';
import { MailWorker } from '../modules/mail/mail.worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Call after committing a transaction that queued mail, so it goes out at once. */
    mailer: {
      wake(): void;
      drain(): Promise<void>;
      /**
       * The absolute address of a portal route (`APP_URL` + path), for links in mails; in a language,
       * its page in that language (Hindi under /hi/, decision 176).
       */
      url(path: string, language?: Language): string;
    };
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string | null; from: string; dataDir: string; pollMs: number; appUrl: string | null; port: number }) => {
    const transport = createTransport({
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      outboxDir: path.join(opts.dataDir, 'outbox'),
      log: app.log,
    });
    const worker = new MailWorker(app.db, transport, app.log, opts.pollMs);
    // Without APP_URL, links name the address the server listens on: with PORT=0 the port is known only then.
    const origin = () => {
      if (opts.appUrl) return opts.appUrl;
      const address = app.server.address();
      return `http://localhost:${typeof address === 'object' && address ? address.port : opts.port}`;
    };
    app.decorate('mailer', {
      wake: () => worker.wake(),
      drain: () => worker.flush(),
      url: (route: string, language: Language = 'en') => `${origin()}${pathIn(language, route)}`,
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['db'] },
);
