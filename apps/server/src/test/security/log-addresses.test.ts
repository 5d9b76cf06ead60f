import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.js';
import { uniqueEmail, VALID_PASSWORD } from '../users.js';
import { LogSink } from './log-sink.js';

/**
 * No whole e-mail address reaches the log at info level (issue 24, decision 126): the development outbox
 * names the recipient's domain only, and the first admin's creation names no address. The other
 * security suites' sinks refuse addresses too, over every route.
 */
describe('e-mail addresses in the log', () => {
  it('are never logged whole by the development outbox or the first start', { timeout: 90_000 }, async () => {
    const sink = new LogSink();
    // No SMTP_URL: mails go to DATA_DIR/outbox and a log line, as in development.
    const ctx = await createTestApp({ logLevel: 'info', smtpUrl: null }, { logStream: sink.stream });
    try {
      const email = uniqueEmail('outbox');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Outbox Tester', email, phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true },
      });
      expect(res.statusCode).toBe(201);
      const outboxLine = async () => {
        for (let i = 0; i < 100; i++) {
          await ctx.app.mailer.drain();
          const line = sink.lines.find((l) => l.includes('mail written to the development outbox'));
          if (line) return line;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error('no outbox line');
      };
      const line = JSON.parse(await outboxLine()) as Record<string, unknown>;
      expect(line.toDomain).toBe('example.in');
      expect(JSON.stringify(line)).not.toContain(email);
      expect(sink.leaks()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('the sink itself finds an address in any field', () => {
    const sink = new LogSink();
    sink.stream.write(JSON.stringify({ level: 30, msg: 'mail written', to: 'asha.rao@kalinga.example.in' }));
    sink.stream.write(JSON.stringify({ level: 30, msg: 'first admin created', email: 'admin@localhost' }));
    expect(sink.leaks().map((l) => l.what)).toEqual(['e-mail address', 'e-mail address']);
  });
});
