import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { mailStatusEnum } from './enums.js';

/** A file attached to a mail, as nodemailer takes it. */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding: 'base64' };

/** Transactional outbox: a mail is written with the change that causes it and sent by the worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // Files sent with the mail (a receipt's PDF), base64, kept until it is sent or given up (decision 153).
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    // Extra headers (a digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); cleared once sent, as the body.
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
