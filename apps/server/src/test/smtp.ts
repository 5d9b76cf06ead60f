import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtAttachment = { filename: string; contentType: string; content: Buffer };
export type CaughtMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: CaughtAttachment[];
  /** Each header as sent (names in lower case, folded lines joined): what a mail client reads, e.g. List-Unsubscribe. */
  headers: Record<string, string>;
};

/** A real SMTP server on a free loopback port that keeps every mail it is handed. */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  /** Recipients this server refuses, each with its reply code (e.g. 550 "no such mailbox"). */
  readonly refused = new Map<string, number>();
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() drops open connections at once (a test taking the mail server down) instead of after 30 s.
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        const code = this.refused.get(address.address.toLowerCase());
        if (code === undefined) return callback();
        callback(Object.assign(new Error(`${code} mailbox unavailable`), { responseCode: code }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const toField = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
            const mail: CaughtMail = {
              to: toField.flatMap((t) => t.value.map((v) => (v.address ?? '').toLowerCase())),
              from: parsed.from?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
              headers: Object.fromEntries(
                parsed.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n[ \t]+/g, ' ')
                    .trim(),
                ]),
              ),
            };
            this.mails.push(mail);
            this.waiters = this.waiters.filter((w) => {
              if (!w.match(mail)) return true;
              w.resolve(mail);
              return false;
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
  }

  /** Listens on a free port, or on `port` (a catcher coming back where a stopped one was). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next mail to this address (or one already caught and not yet taken), within the timeout. */
  waitFor(to: string, opts: { subject?: RegExp; timeoutMs?: number; after?: number } = {}): Promise<CaughtMail> {
    const address = to.toLowerCase();
    const match = (m: CaughtMail) => m.to.includes(address) && (!opts.subject || opts.subject.test(m.subject));
    const already = this.mails
      .slice(opts.after ?? 0)
      .filter(match)
      .at(-1);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${opts.timeoutMs ?? 10000} ms`)), opts.timeoutMs ?? 10000);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** The six-digit code in a mail's text. */
  static codeIn(mail: CaughtMail): string {
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in mail "${mail.subject}"`);
    return code;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
