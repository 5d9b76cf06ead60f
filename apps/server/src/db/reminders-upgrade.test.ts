import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { addDays, indiaDate } from '@portal/shared';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The upgrade to one reminder table (migration 0022, decision 224): a database as the previous version
 * left it, with reminders sent and to come, migrated; nothing sent is due again, and what was to come is.
 */
describe('the upgrade to the reminders table', () => {
  it('keeps every sent reminder sent and schedules the ones to come', async () => {
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      // The migrations of the previous version: every one before 0022.
      await cp(MIGRATIONS, before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((e) => e.tag < '0022');
      await writeFile(journalFile, JSON.stringify(journal));
      await rm(path.join(before, '0022_reminders.sql'));
      await migrate(drizzle({ client }), { migrationsFolder: before });

      const today = indiaDate();
      const one = async <T>(q: string, params: unknown[] = []) => (await client.query<T>(q, params)).rows[0]!;
      const person = async (n: number) =>
        (await one<{ id: string }>(`insert into users (email, name, phone, password_hash) values ($1, 'A', '+911234567890', 'x') returning id`, [`u${n}@b.in`]))
          .id;
      const [user, second, third] = [await person(1), await person(2), await person(3)];
      const proposal = async () =>
        (
          await one<{ id: string }>(
            `insert into proposals (user_id, category, type, status, name, email, mobile, title) values ($1, 'INNOVATE', 'FUNDING_SUPPORT', 'APPROVED', 'A', 'a@b.in', '+911234567890', 'T') returning id`,
            [user],
          )
        ).id;
      const p1 = await proposal();
      const assignment = async (reviewer: string, due: string, reminded: boolean, state = 'PENDING') =>
        (
          await one<{ id: string }>(
            `insert into review_assignments (proposal_id, reviewer_id, due_date, state, reminded_at) values ($1, $2, $3, $4, $5) returning id`,
            [p1, reviewer, due, state, reminded ? new Date() : null],
          )
        ).id;
      const reviewed = await assignment(user, addDays(today, 1), true);
      const reviewToCome = await assignment(second!, addDays(today, 9), false);
      const submitted = await assignment(third!, addDays(today, 9), false, 'SUBMITTED');
      const thread = async (respondBy: string, reminded: boolean) =>
        (
          await one<{ id: string }>(
            `insert into clarifications (post_id, post_type, comment, respond_by, waiting_since, reminded_at) values ($1, 'INNOVATIVE', 'Q', $2, now(), $3) returning id`,
            [p1, respondBy, reminded ? new Date() : null],
          )
        ).id;
      const asked = await thread(addDays(today, 2), true);
      const waiting = await thread(addDays(today, 10), false);
      const start = addDays(today, -30);
      await client.query(
        `insert into projects (proposal_id, approved_cost, share_percent, "grant", start_date, milestones) values ($1, 1000, 60, 600, $2, $3)`,
        [
          p1,
          start,
          JSON.stringify([
            { title: 'A', dueDate: addDays(today, 3), deliverable: 'R' },
            { title: 'B', dueDate: addDays(today, 100), deliverable: 'R' },
          ]),
        ],
      );
      await client.query(`insert into project_reminders (proposal_id, key) values ($1, 'M0')`, [p1]);

      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
      type Row = { kind: string; subject_id: string; key: string; due_at: Date; sent_at: Date | null; claimed_at: Date | null };
      const rows = (await client.query<Row>(`select kind, subject_id, key, due_at, sent_at, claimed_at from reminders order by kind, key`)).rows;
      const of = (kind: string, subject: string) => rows.filter((r) => r.kind === kind && r.subject_id === subject);
      const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

      const step = (subject: string, key: string) => of('review', subject).filter((r) => r.key === key);
      expect(step(reviewed, 'REVIEW_DUE_MINUS_2')).toMatchObject([{ sent_at: expect.any(Date), claimed_at: expect.any(Date) }]);
      expect(step(reviewToCome, 'REVIEW_DUE_MINUS_2')).toEqual([
        expect.objectContaining({ sent_at: null, claimed_at: null, due_at: dayStart(addDays(today, 7)) }),
      ]);
      // The reviewer pool's schedule (decision 254) for the open assignments: the steps to come, none already past before the due date.
      expect(of('review', reviewToCome).map((r) => [r.key, r.due_at])).toEqual(
        expect.arrayContaining([
          ['REVIEW_DUE_MINUS_7', dayStart(addDays(today, 2))],
          ['REVIEW_DUE_PLUS_1', dayStart(addDays(today, 10))],
          ['REVIEW_DUE_PLUS_3', dayStart(addDays(today, 12))],
          ['REVIEW_OVERDUE_ADMIN', dayStart(addDays(today, 13))],
        ]),
      );
      expect(step(reviewed, 'REVIEW_DUE_MINUS_7')).toEqual([]);
      expect(of('review', reviewed)).toHaveLength(4);
      expect(of('review', submitted)).toEqual([]);
      expect(of('clarification', asked)).toMatchObject([{ sent_at: expect.any(Date) }]);
      expect(of('clarification', waiting)).toEqual([expect.objectContaining({ sent_at: null, due_at: dayStart(addDays(today, 8)) })]);
      const project = of('project-report', p1);
      expect(project.find((r) => r.key === 'M0')).toMatchObject({ sent_at: expect.any(Date) });
      expect(project.find((r) => r.key === 'M1')).toMatchObject({ sent_at: null, due_at: dayStart(addDays(today, 93)) });
      // A quarterly report's reminder for each quarter from the start's to the last milestone's.
      const quarters = project.filter((r) => /^\d{4}-Q[1-4]$/.test(r.key));
      expect(quarters.length).toBeGreaterThanOrEqual(2);
      expect(quarters.every((r) => r.sent_at === null)).toBe(true);
      // The old marks are gone.
      expect((await client.query(`select 1 from information_schema.tables where table_name = 'project_reminders'`)).rows).toEqual([]);
      expect((await client.query(`select 1 from information_schema.columns where column_name = 'reminded_at'`)).rows).toEqual([]);
    } finally {
      await client.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
