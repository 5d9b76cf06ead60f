import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { rowsOf } from '../lib/rate-limit.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { openTestDatabase } from '../test/database.js';
import { publishChallenge, sendProposal, validBody } from '../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../test/users.js';
import { backup, isEmpty, restore } from './backup.js';

let source: TestContext;
let target: Database;
const dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const file = path.join(dir, 'portal.backup');

async function tableNames(db: Database['db']): Promise<string[]> {
  return rowsOf<{ t: string }>(
    await db.execute(sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((r) => r.t);
}
/** Every row of a table, every column (generated ones included), as one digest. */
async function digest(db: Database['db'], table: string): Promise<{ rows: number; md5: string }> {
  const [row] = rowsOf<{ rows: number; md5: string }>(
    await db.execute(
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(j, '|' order by j)), '') as md5 from (select row_to_json(x)::text as j from "${table}" x) y`,
      ),
    ),
  );
  return row!;
}

beforeAll(async () => {
  // Every kind of row, written the way the portal writes them.
  source = await createTestApp();
  const admin = await signInAdmin(source);
  const owner = await registerSubmitter(source, { organizationCategory: 'MSME', organization: 'Salem Forgings' });
  const other = await registerSubmitter(source, { organizationCategory: 'Academia', organization: 'IIT Madras' });
  const challengeId = await publishChallenge(source, admin);
  const post = await sendProposal(source, owner.token, validBody('problem', { title: 'Ladle skull build-up' }));
  expect(post.statusCode).toBe(201);
  const postId = post.json().data.id as string;
  await source.app.inject({
    method: 'POST',
    url: '/api/connectedstakeholder',
    headers: bearer(other.token),
    payload: { proposalId: post.json().data.id, from: other.id },
  });
  await source.app.inject({
    method: 'PATCH',
    url: `/api/proposals/${post.json().data.id}/status`,
    headers: bearer(admin),
    payload: { status: 'UNDER_REVIEW' },
  });
  // The rows no call above writes, written as their modules do (a proposal's document, mapping, collaborators, a clarification).
  const [doc] = rowsOf<{ id: string }>(await source.app.db.execute(sql`select id from files where owner_id = ${owner.id} limit 1`));
  await source.app.db.execute(sql`insert into proposal_documents (proposal_id, file_id, field) values (${postId}, ${doc!.id}, 'proposalFile')`);
  await source.app.db.execute(sql`insert into challenge_mappings (proposal_id, challenge_id) values (${postId}, ${challengeId})`);
  await source.app.db.execute(sql`insert into proposal_collaborators (proposal_id, user_id) values (${postId}, ${other.id})`);
  await source.app.db.execute(sql`insert into proposal_collaborator_notices (proposal_id, user_id, left_at) values (${postId}, ${other.id}, now())`);
  await source.app.db.execute(
    sql`insert into clarifications (post_id, post_type, comment, requested_by) values (${postId}, 'PROBLEM', 'Which grade? "quoted", ümlaut, 日本', null)`,
  );
  await source.app.db.execute(sql`insert into seed_markers (name) values ('backup-test')`);
  // This wave's tables: a thread message and a waiting span, a review assignment and its summary, a funded project with a
  // tranche, a report, its entry and a reminder (written directly: the routes' own tests cover the rules).
  const [clarification] = rowsOf<{ id: string }>(await source.app.db.execute(sql`select id from clarifications where post_id = ${postId} limit 1`));
  await source.app.db.execute(
    sql`insert into clarification_messages (clarification_id, author_id, side, text) values (${clarification!.id}, ${owner.id}, 'APPLICANT', 'The grade is E250.')`,
  );
  await source.app.db.execute(sql`insert into applicant_waits (proposal_id, started_at) values (${postId}, now())`);
  await source.app.db.execute(sql`insert into review_assignments (proposal_id, reviewer_id, due_date) values (${postId}, ${other.id}, '2026-12-31')`);
  await source.app.db.execute(
    sql`insert into review_summaries (proposal_id, review_count, mean_score, min_score, max_score, disagreement, fund, fund_with_changes, do_not_fund) values (${postId}, 1, 62.25, 62.25, 62.25, false, 1, 0, 0)`,
  );
  await source.app.db.execute(
    sql`insert into projects (proposal_id, approved_cost, share_percent, "grant", start_date, milestones) values (${postId}, 1234567, 60, 740740, '2026-01-01', ${JSON.stringify([{ title: 'Pilot', dueDate: '2026-06-30', deliverable: 'Report' }])}::jsonb)`,
  );
  await source.app.db.execute(
    sql`insert into project_tranches (proposal_id, number, amount, released_on, transaction_ref) values (${postId}, 1, 296296, '2026-02-01', 'UTR-1')`,
  );
  const [report] = rowsOf<{ id: string }>(
    await source.app.db.execute(
      sql`insert into project_reports (proposal_id, type, milestone_index, status) values (${postId}, 'MILESTONE', 0, 'SUBMITTED') returning id`,
    ),
  );
  await source.app.db.execute(
    sql`insert into project_report_entries (report_id, author_id, action, text) values (${report!.id}, ${owner.id}, 'SUBMITTED', 'Pilot done.')`,
  );
  await source.app.db.execute(
    sql`insert into reminders (kind, subject_id, key, due_at, claimed_at, sent_at) values ('project-report', ${postId}, '2026-Q1', now(), now(), now())`,
  );
  // Wave 4's tables: a round and its entry with a decision, an overlap verdict, a reviewer's profile.
  const [round] = rowsOf<{ id: string }>(
    await source.app.db.execute(
      sql`insert into rounds (scheme, name, cutoff_at, review_due_at, budget) values ('OI', 'Open Innovation 2026 Q4', '2026-12-31', '2027-01-31', 5000000) returning id`,
    ),
  );
  await source.app.db.execute(
    sql`insert into round_entries (round_id, proposal_id, decision, approved_cost, "grant", rationale) values (${round!.id}, ${postId}, 'FUND', 1234567, 740740, 'Funded for its pilot plan.')`,
  );
  await source.app.db.execute(
    sql`insert into overlap_verdicts (proposal_id, other_id, verdict, reason, decided_by) values (${postId}, ${postId}, 'DISMISSED', 'Only the same words.', null)`,
  );
  await source.app.db.execute(
    sql`insert into reviewer_profiles (user_id, focus_areas, keywords, affiliations) values (${other.id}, '["Green Steel"]'::jsonb, '["ladle"]'::jsonb, ${JSON.stringify([{ organization: 'IIT Madras', from: '2020-01-01' }])}::jsonb)`,
  );
  // Partners by consent: the connect above opened a request; its acceptance, a message, a report, a block, a suspension.
  const [request] = rowsOf<{ id: string }>(await source.app.db.execute(sql`select id from collab_requests limit 1`));
  await source.app.db.execute(sql`update collab_requests set status = 'ACCEPTED', responded_at = now() where id = ${request!.id}`);
  await source.app.db.execute(sql`insert into collab_messages (request_id, author_id, body) values (${request!.id}, ${owner.id}, 'Welcome aboard.')`);
  await source.app.db.execute(
    sql`insert into collab_reports (request_id, reporter_id, reason) values (${request!.id}, ${owner.id}, 'Only a test of reports.')`,
  );
  await source.app.db.execute(sql`insert into collab_blocks (blocker_id, blocked_id) values (${owner.id}, ${other.id})`);
  await source.app.db.execute(sql`insert into collab_suspensions (user_id) values (${other.id})`);
  // Alerts, outputs and the overlap index: a subscription and its claimed digest, a paper, a signature band and a likely pair.
  await source.app.db.execute(
    sql`insert into alert_subscriptions (user_id, focus_areas, kinds, frequency, next_due_at) values (${owner.id}, ARRAY['Green Steel'], ARRAY['CHALLENGE'], 'DAILY', now())`,
  );
  await source.app.db.execute(sql`insert into project_public_stamp (id, version) values (1, 3) on conflict (id) do update set version = 3`);
  await source.app.db.execute(sql`insert into alert_digests (user_id, period, items) values (${owner.id}, '2026-11-28', 2)`);
  await source.app.db.execute(
    sql`insert into project_outputs (proposal_id, kind, title, year, doi) values (${postId}, 'PAPER', 'Ladle skull build-up in practice', 2026, '10.1000/xyz123')`,
  );
  await source.app.db.execute(sql`insert into overlap_signatures (proposal_id, band, hash) values (${postId}, 0, 12345) on conflict do nothing`);
  await source.app.db.execute(sql`insert into overlap_likely_pairs (proposal_id, other_id, score) values (${postId}, ${postId}, 0.9) on conflict do nothing`);
  await source.app.mailer.drain();
  await source.app.housekeeping.pass();
  target = await openTestDatabase();
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('npm run backup / restore', () => {
  it('seeds every table of the portal (so the comparison below covers every kind of row)', async () => {
    const empty = [];
    for (const t of await tableNames(source.app.db)) if ((await digest(source.app.db, t)).rows === 0) empty.push(t);
    expect(empty).toEqual([]);
  });

  it('restores into an empty database every row of every table and every file byte for byte', async () => {
    const lines: string[] = [];
    const made = await backup(source.database, file, (line) => lines.push(line));
    expect(lines.some((l) => /^backup: files \d+\/\d+ rows$/.test(l))).toBe(true);
    expect(await isEmpty(target)).toBe(true);
    const restored = await restore(target, file);
    expect(restored.tables).toEqual(made.tables);
    for (const t of await tableNames(source.app.db)) {
      expect({ t, ...(await digest(target.db, t)) }).toEqual({ t, ...(await digest(source.app.db, t)) });
    }
    const sums = async (db: Database['db']) =>
      (await db.select({ id: files.id, sha256: files.sha256, data: files.data }).from(files).orderBy(files.id)).map((f) => ({
        id: f.id,
        stored: f.sha256,
        actual: createHash('sha256').update(f.data).digest('hex'),
      }));
    const before = await sums(source.app.db);
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((f) => f.stored === f.actual)).toBe(true);
    expect(await sums(target.db)).toEqual(before);
  });

  it('refuses to restore over a database that is not empty, and replaces everything with --force', async () => {
    await expect(restore(target, file)).rejects.toThrow(/not empty.*--force/);
    await target.db.execute(sql`delete from clarifications`);
    await restore(target, file, { force: true });
    for (const t of ['clarifications', 'users', 'files', 'mail_outbox']) expect(await digest(target.db, t)).toEqual(await digest(source.app.db, t));
  });

  it('refuses a file that is not a backup', async () => {
    const { writeFileSync } = await import('node:fs');
    const bogus = path.join(dir, 'bogus');
    writeFileSync(bogus, 'not a backup');
    await expect(restore(target, bogus, { force: true })).rejects.toThrow(/not a portal backup/);
  });

  it('writes a backup 600 whatever the umask, and an existing file it replaces ends 600 too (decision 213)', async () => {
    const before = process.umask(0);
    try {
      const fresh = path.join(dir, 'modes.backup');
      await backup(source.app.database, fresh);
      expect(statSync(fresh).mode & 0o777).toBe(0o600);
      const old = path.join(dir, 'old.backup');
      writeFileSync(old, 'an earlier backup', { mode: 0o644 });
      await backup(source.app.database, old);
      expect(statSync(old).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(before);
    }
  });

  it('never writes through a symbolic link, dangling or not (decision 213)', async () => {
    const nowhere = path.join(dir, 'not-yet');
    const dangling = path.join(dir, 'dangling.backup');
    symlinkSync(nowhere, dangling);
    await expect(backup(source.app.database, dangling)).rejects.toThrow(/symbolic link/);
    expect(existsSync(nowhere)).toBe(false);
  });

  it('npm run backup refuses a symbolic link, with --force too, before it opens the database', async () => {
    const nowhere = path.join(dir, 'cli-not-yet');
    const link = path.join(dir, 'cli-link.backup');
    symlinkSync(nowhere, link);
    const run = (args: string[]) =>
      new Promise<{ code: number | null; err: string }>((resolve) => {
        const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), 'backup', ...args], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(dir, 'cli-data') },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let err = '';
        child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
        child.once('exit', (code) => resolve({ code, err }));
      });
    for (const args of [[link], [link, '--force']]) {
      const { code, err } = await run(args);
      expect(code).toBe(1);
      expect(err).toMatch(/is a symbolic link/);
      expect(existsSync(nowhere)).toBe(false);
    }
  }, 60_000);
});
