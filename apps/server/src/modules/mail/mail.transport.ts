import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { addressDomain } from '../../lib/log-address.js';
import type { Logger } from '../../lib/logger.js';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.js';
import type { OutgoingMail } from './mail.repo.js';

/** The message nodemailer is given: the outbox row's parts, attachments as stored (base64). */
function message(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** Connecting, the server's greeting, and any silence after: each refused past its bound (the mail is tried again later). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** nodemailer's codes for a failure of this mail itself: its envelope or its content refused. */
const MAIL_REFUSED = new Set(['EENVELOPE', 'EMESSAGE', 'ESTREAM']);

/**
 * Whether a failed send is the SMTP server refusing this mail (a 4xx or 5xx reply to its sender,
 * recipients or content, or an envelope nodemailer itself could not send), which counts toward the
 * outbox's limit; or a failure to reach or talk to the server at all (refused connection, timeout, DNS,
 * no greeting, TLS, authentication, the connection lost, a 421 "closing"), which says nothing about the
 * mail and does not count (decision 290).
 */
export function refusedByServer(err: unknown): boolean {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof code === 'string' && MAIL_REFUSED.has(code) && responseCode !== 421;
}

export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/outbox and a log line. */
export function createTransport(opts: { smtpUrl: string | null; from: string; outboxDir: string; log: Logger }): MailTransport {
  if (opts.smtpUrl) {
    // Bounded at every step, so an SMTP server that accepts and then says nothing holds a mail (and a
    // stopping server) for seconds, not nodemailer's default of minutes (decision 247).
    const transporter = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transporter.sendMail(message(opts.from, mail));
      },
      close: () => transporter.close(),
    };
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await streamer.sendMail(message(opts.from, mail));
      // The mails hold sign-in codes: the folder 700 and each file 600, whatever the umask (decision 213).
      await ensurePrivateDir(opts.outboxDir);
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      // The file holds the mail; the log says only where, so no code, link or address lands in the log.
      opts.log.info({ toDomain: addressDomain(mail.to), subject: mail.subject, file }, 'mail written to the development outbox');
    },
    close: () => streamer.close(),
  };
}
