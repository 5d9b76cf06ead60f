import { randomUUID } from 'node:crypto';
import { CHALLENGE_DOC_MAX_BYTES, indexedEntries, indiaDate } from '@portal/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, challengeMappings, challenges, files } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { docx, ole2, zip } from '../../test/documents.js';
import { multipart, pdf, PNG } from '../../test/multipart.js';
import { bearer, registerUnverifiedUser, registerVerifiedUser } from '../../test/users.js';
import * as repo from './challenges.repo.js';
import { linkProposal } from './operations/challenge-answers.js';
import { insertProposalRow } from '../../test/proposals.js';

const DAY_MS = 86_400_000;
const PUBLIC = { 'x-api-key': TEST_PUBLIC_API_KEY };
const inDays = (days: number) => indiaDate(new Date(Date.now() + days * DAY_MS));

let ctx: TestContext;
let adminToken: string;
let adminId: string;
let userToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const login = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).json();
  adminToken = login.data.token;
  adminId = login.data.user.id;
  userToken = (await registerVerifiedUser(ctx)).token;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

type FormValues = { title?: string; summary?: string; applicationDeadline?: string; status?: string; focusArea?: string[] };
type Doc = { name: string; data: Buffer; field?: string };

const validForm = (overrides: FormValues = {}): FormValues => ({
  title: 'Valorisation of LD slag for road building',
  applicationDeadline: inDays(30),
  focusArea: ['Circular Economy and Resource Efficiency', 'Operational Excellence'],
  ...overrides,
});

function challengeForm(values: FormValues, doc?: Doc) {
  const { focusArea, ...rest } = values;
  const sent = Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const fields = Object.fromEntries([...sent, ...indexedEntries('focusArea', focusArea ?? [])]);
  return multipart(fields, doc ? [{ field: doc.field ?? 'challengeDoc', name: doc.name, type: 'application/octet-stream', data: doc.data }] : []);
}

function send(method: 'POST' | 'PUT', url: string, values: FormValues, doc?: Doc, headers: Record<string, string> = bearer(adminToken)) {
  const form = challengeForm(values, doc);
  return ctx.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
}
const create = (values: FormValues = validForm(), doc?: Doc, headers?: Record<string, string>) => send('POST', '/api/challenges', values, doc, headers);
const update = (id: string, values: FormValues, doc?: Doc, headers?: Record<string, string>) => send('PUT', `/api/challenges/${id}`, values, doc, headers);

const rowCount = async (table: typeof files | typeof challenges) => Number((await ctx.app.db.select({ n: count() }).from(table))[0]!.n);
const fileId = (doc: { filePath: string }) => doc.filePath.split('/')[1]!;

/** A challenge written straight to the table: the only way to get a deadline that is already past. */
async function insertDirect(values: Partial<repo.ChallengeInsert> = {}) {
  return repo.insertChallenge(ctx.app.db, {
    title: `Direct ${randomUUID()}`,
    focusArea: ['Operational Excellence'],
    applicationDeadline: inDays(10),
    ...values,
  });
}

describe('publishing a challenge', () => {
  it('creates one with a PDF: every field of the contract, OPEN by default, a working public link', async () => {
    const document = pdf('Slag challenge brief');
    const res = await create(validForm(), { name: 'slag brief.pdf', data: document });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Challenge submitted successfully!' });
    expect(Object.keys(body.data).sort()).toEqual([
      'applicationDeadline',
      'challengeDoc',
      'createdAt',
      'focusArea',
      'id',
      'isOpen',
      'status',
      'summary',
      'title',
      'updatedAt',
    ]);
    expect(body.data).toMatchObject({
      title: 'Valorisation of LD slag for road building',
      applicationDeadline: inDays(30),
      focusArea: ['Circular Economy and Resource Efficiency', 'Operational Excellence'],
      status: 'OPEN',
      isOpen: true,
      summary: null,
      // The link names the document's type, judged from its bytes, and its size.
      challengeDoc: {
        fileName: 'slag brief.pdf',
        contentType: 'application/pdf',
        size: document.length,
        url: expect.stringMatching(/^\/api\/files\/[\w-]+\?expires=\d+&sig=/),
      },
    });
    const download = await ctx.app.inject({ method: 'GET', url: body.data.challengeDoc.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.rawPayload.equals(document)).toBe(true);
  });

  it('accepts Word documents judged by their bytes, whatever their names say', async () => {
    const word = await create(validForm(), { name: 'brief.docx', data: docx() });
    expect(word.statusCode).toBe(201);
    const legacy = await create(validForm({ status: 'CLOSE' }), { name: 'brief.pdf', data: ole2() });
    expect(legacy.statusCode).toBe(201);
    const types = await Promise.all(
      [word, legacy].map(async (r) => (await ctx.app.inject({ method: 'GET', url: r.json().data.challengeDoc.url })).headers['content-type']),
    );
    expect(types).toEqual(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword']);
    expect(legacy.json().data).toMatchObject({ status: 'CLOSE', isOpen: false });
  });

  it('keeps a summary of plain paragraphs, line breaks and all, trimmed; a blank one is none', async () => {
    const summary = 'LD slag piles up at every integrated plant.\n\nWe seek road-building trials with a state agency.';
    const res = await create(validForm({ summary: `  ${summary}\n` }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.summary).toBe(summary);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/challenges/${res.json().data.id}`, headers: PUBLIC });
    expect(read.json().data.summary).toBe(summary);
    const blank = await create(validForm({ summary: '   ' }));
    expect(blank.json().data.summary).toBeNull();
    const atLimit = await ctx.app.inject({
      method: 'POST',
      url: '/api/challenges',
      headers: bearer(adminToken),
      payload: { ...validForm(), summary: 'x'.repeat(5000) },
    });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().data.summary).toHaveLength(5000);
  });

  it('changes the summary when sent, keeps it when not, and removes it when sent blank', async () => {
    const { id } = (await create(validForm({ summary: 'First words.' }))).json().data;
    expect((await update(id, { title: 'Slag to aggregates: a new title' })).json().data.summary).toBe('First words.');
    expect((await update(id, { summary: 'Second words.' })).json().data.summary).toBe('Second words.');
    expect((await update(id, { summary: '' })).json().data.summary).toBeNull();
  });

  it('takes JSON without a document too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/challenges',
      headers: bearer(adminToken),
      payload: validForm({ title: 'Green hydrogen DRI pilot' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Green hydrogen DRI pilot', challengeDoc: null });
  });

  const invalid: [string, FormValues, string, string][] = [
    ['no title', validForm({ title: undefined }), 'title', 'title is required'],
    ['a blank title', validForm({ title: '   ' }), 'title', 'title is required'],
    ['a title under 5 characters', validForm({ title: 'Slag' }), 'title', 'Must be at least 5 characters'],
    ['a title over 300 characters', validForm({ title: 'x'.repeat(301) }), 'title', 'At most 300 characters'],
    ['no deadline', validForm({ applicationDeadline: undefined }), 'applicationDeadline', 'Application Deadline is required'],
    ['a deadline that is no date', validForm({ applicationDeadline: '31/12/2030' }), 'applicationDeadline', 'Enter a valid date'],
    ['a deadline in the past', validForm({ applicationDeadline: inDays(-1) }), 'applicationDeadline', 'Application Deadline cannot be in the past'],
    ['no focus area', validForm({ focusArea: [] }), 'focusArea', 'At least one focus area must be selected'],
    ['an unknown focus area', validForm({ focusArea: ['Mining'] }), 'focusArea.0', 'Choose focus areas from the list'],
    ['an unknown status', validForm({ status: 'CLOSED' }), 'status', 'Choose OPEN or CLOSE'],
    ['a summary over 5 000 characters', validForm({ summary: 'x'.repeat(5001) }), 'summary', 'At most 5000 characters'],
    ['a summary with a control character', validForm({ summary: 'Slag\u0007 trials' }), 'summary', 'Remove control characters from this text'],
  ];
  for (const [what, values, field, message] of invalid) {
    it(`refuses ${what} with the message under the field, storing nothing`, async () => {
      const [challengesBefore, filesBefore] = [await rowCount(challenges), await rowCount(files)];
      const res = await create(values, { name: 'brief.pdf', data: pdf() });
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as { path: (string | number)[]; message: string }[];
      expect(errors.map((e) => [e.path.join('.'), e.message])).toEqual([[`body.${field}`, message]]);
      expect([await rowCount(challenges), await rowCount(files)]).toEqual([challengesBefore, filesBefore]);
    });
  }

  it('accepts a deadline of today, India time', async () => {
    const res = await create(validForm({ applicationDeadline: indiaDate() }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.isOpen).toBe(true);
  });

  it('is refused to visitors (401) and to users who are not admins (403), storing nothing', async () => {
    const unverified = await registerUnverifiedUser(ctx);
    const target = (await create()).json().data.id as string;
    const [challengesBefore, filesBefore] = [await rowCount(challenges), await rowCount(files)];
    const doc = { name: 'x.pdf', data: pdf() };
    expect((await create(validForm(), doc, {})).statusCode).toBe(401);
    expect((await create(validForm(), doc, PUBLIC)).statusCode).toBe(401);
    expect((await create(validForm(), doc, bearer(userToken))).statusCode).toBe(403);
    expect((await create(validForm(), doc, bearer(unverified))).statusCode).toBe(403);
    expect((await update(target, { title: 'Taken over' }, doc, {})).statusCode).toBe(401);
    expect((await update(target, { title: 'Taken over' }, doc, bearer(userToken))).statusCode).toBe(403);
    expect([await rowCount(challenges), await rowCount(files)]).toEqual([challengesBefore, filesBefore]);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/challenges/${target}`, headers: PUBLIC });
    expect(after.json().data.title).toBe('Valorisation of LD slag for road building');
  });
});

describe('challenge documents that are refused', () => {
  const refusals: [string, () => Doc, number][] = [
    ['a file over 10 MB', () => ({ name: 'big.pdf', data: Buffer.concat([pdf(), Buffer.alloc(CHALLENGE_DOC_MAX_BYTES)]) }), 413],
    ['an image named .pdf', () => ({ name: 'scan.pdf', data: PNG }), 415],
    ['a spreadsheet named .docx', () => ({ name: 'sheet.docx', data: zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }) }), 415],
    ['a file under another field name', () => ({ name: 'brief.pdf', data: pdf(), field: 'proposalFile' }), 400],
  ];
  for (const [what, doc, status] of refusals) {
    it(`refuses ${what} on create and on update, storing and changing nothing`, async () => {
      const existing = (await create(validForm(), { name: 'first.pdf', data: pdf('first') })).json().data;
      const [challengesBefore, filesBefore] = [await rowCount(challenges), await rowCount(files)];
      const created = await create(validForm(), doc());
      expect(created.statusCode).toBe(status);
      const updated = await update(existing.id, { title: 'Changed title' }, doc());
      expect(updated.statusCode).toBe(status);
      if (status !== 400) expect(updated.json().message).toBe('Only doc, docx or pdf files upto 10MB are allowed');
      expect([await rowCount(challenges), await rowCount(files)]).toEqual([challengesBefore, filesBefore]);
      const after = (await ctx.app.inject({ method: 'GET', url: `/api/challenges/${existing.id}`, headers: PUBLIC })).json().data;
      expect(after).toMatchObject({ title: existing.title, challengeDoc: { fileName: 'first.pdf' } });
    });
  }

  it('accepts a document of exactly 10 MB', async () => {
    const data = Buffer.concat([pdf(), Buffer.alloc(CHALLENGE_DOC_MAX_BYTES - pdf().length, 0x20)]);
    const res = await create(validForm(), { name: 'exact.pdf', data });
    expect(res.statusCode).toBe(201);
  });
});

describe('updating a challenge', () => {
  it('changes the fields sent, keeps the others, and allows a deadline already past', async () => {
    const original = (await create(validForm(), { name: 'brief.pdf', data: pdf() })).json().data;
    const res = await update(original.id, { title: 'Slag to aggregates: field trials', status: 'CLOSE', applicationDeadline: inDays(-3) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Challenge updated successfully!',
      data: {
        id: original.id,
        title: 'Slag to aggregates: field trials',
        status: 'CLOSE',
        isOpen: false,
        applicationDeadline: inDays(-3),
        focusArea: original.focusArea,
        challengeDoc: { fileName: 'brief.pdf' },
      },
    });
    expect(res.json().data.createdAt).toBe(original.createdAt);
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));
    const reopened = await update(original.id, { status: 'OPEN', applicationDeadline: inDays(5), focusArea: ['Digital and Industry 4.0'] });
    expect(reopened.json().data).toMatchObject({ isOpen: true, focusArea: ['Digital and Industry 4.0'] });
  });

  it('checks each field sent with the same messages', async () => {
    const { id } = (await create()).json().data;
    const res = await update(id, { title: 'Slag', status: 'SHUT', applicationDeadline: 'soon' });
    expect(res.statusCode).toBe(400);
    expect(Object.fromEntries(res.json().errors.map((e: { path: string[]; message: string }) => [e.path.join('.'), e.message]))).toEqual({
      'body.title': 'Must be at least 5 characters',
      'body.status': 'Choose OPEN or CLOSE',
      'body.applicationDeadline': 'Enter a valid date',
    });
  });

  it('replacing the document deletes the old one: its link answers 404, the new one works', async () => {
    const original = (await create(validForm(), { name: 'v1.pdf', data: pdf('version 1') })).json().data;
    const filesBefore = await rowCount(files);
    const res = await update(original.id, {}, { name: 'v2.docx', data: docx('version 2') });
    expect(res.statusCode).toBe(200);
    const doc = res.json().data.challengeDoc;
    expect(doc.fileName).toBe('v2.docx');
    expect((await ctx.app.inject({ method: 'GET', url: original.challengeDoc.url })).statusCode).toBe(404);
    expect(
      await ctx.app.db
        .select()
        .from(files)
        .where(eq(files.id, fileId(original.challengeDoc))),
    ).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: doc.url })).statusCode).toBe(200);
    expect(await rowCount(files)).toBe(filesBefore);
  });

  it('answers 404 for a challenge that does not exist, storing no document', async () => {
    const filesBefore = await rowCount(files);
    const res = await update(randomUUID(), validForm(), { name: 'x.pdf', data: pdf() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Challenge not found');
    expect(await rowCount(files)).toBe(filesBefore);
  });
});

describe('audit log', () => {
  it('records who created and changed a challenge, with the values before and after', async () => {
    const { id } = (await create(validForm(), { name: 'a.pdf', data: pdf() })).json().data;
    await update(id, { status: 'CLOSE' }, { name: 'b.pdf', data: pdf('b') });
    const rows = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'challenge'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);
    expect(rows.map((r) => r.action)).toEqual(['CHALLENGE_CREATED', 'CHALLENGE_UPDATED']);
    expect(rows.every((r) => r.actorId === adminId)).toBe(true);
    expect(rows[0]).toMatchObject({ before: null, after: { title: 'Valorisation of LD slag for road building', status: 'OPEN' } });
    const [, changed] = rows;
    expect(changed).toMatchObject({ before: { status: 'OPEN' }, after: { status: 'CLOSE' } });
    expect((changed!.before as { docFileId: string }).docFileId).not.toBe((changed!.after as { docFileId: string }).docFileId);
  });
});

describe('public reading needs the public credential or a user token', () => {
  it('for one challenge and for the search', async () => {
    const { id } = (await create()).json().data;
    const unverified = await registerUnverifiedUser(ctx);
    for (const url of [`/api/challenges/${id}`, '/api/challenges/search']) {
      const status = async (headers: Record<string, string>) => (await ctx.app.inject({ method: 'GET', url, headers })).statusCode;
      expect(await status(PUBLIC)).toBe(200);
      expect(await status(bearer(userToken))).toBe(200);
      expect(await status(bearer(unverified))).toBe(200);
      expect(await status(bearer(adminToken))).toBe(200);
      expect(await status({ 'x-api-key': `${TEST_PUBLIC_API_KEY}x` })).toBe(401);
      expect(await status({ 'x-api-key': TEST_PUBLIC_API_KEY.slice(0, -1) })).toBe(401);
      expect(await status({})).toBe(401);
      expect(await status(bearer('not-a-token'))).toBe(401);
    }
  });

  it('answers 404 with a message for an unknown challenge', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/challenges/${randomUUID()}`, headers: PUBLIC });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Challenge not found', key: 'challengeNotFound' });
  });
});

describe('search', () => {
  it('pages 10 at a time, newest first, with total, totalPages and page', async () => {
    const tag = `Paging${randomUUID().slice(0, 8)}`;
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 12; i++) await insertDirect({ title: `${tag} challenge ${String(i).padStart(2, '0')}`, createdAt: new Date(start + i * 1000) });
    const page1 = (await ctx.app.inject({ method: 'GET', url: `/api/challenges/search?query=${tag}`, headers: PUBLIC })).json();
    expect(page1).toMatchObject({ status: 'success', total: 12, totalPages: 2, page: 1 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].title).toBe(`${tag} challenge 11`);
    const page2 = (await ctx.app.inject({ method: 'GET', url: `/api/challenges/search?query=${tag}&page=2`, headers: PUBLIC })).json();
    expect(page2).toMatchObject({ total: 12, totalPages: 2, page: 2 });
    expect(page2.data.map((c: { title: string }) => c.title)).toEqual([`${tag} challenge 01`, `${tag} challenge 00`]);
    const byTitle = (
      await ctx.app.inject({ method: 'GET', url: `/api/challenges/search?query=${tag}&sortBy=title&sortOrder=asc&limit=3`, headers: PUBLIC })
    ).json();
    expect(byTitle).toMatchObject({ total: 12, totalPages: 4 });
    expect(byTitle.data.map((c: { title: string }) => c.title)).toEqual([0, 1, 2].map((i) => `${tag} challenge 0${i}`));
  });

  it('matches the title or a focus area regardless of case, wildcards taken literally, and filters by status', async () => {
    const tag = `Search${randomUUID().slice(0, 8)}`;
    await insertDirect({ title: `${tag} coke oven gas`, focusArea: ['Decarbonization and Green Steel Innovation'], status: 'OPEN' });
    await insertDirect({ title: `${tag} 100% scrap EAF`, focusArea: ['Circular Economy and Resource Efficiency'], status: 'CLOSE' });
    const titles = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/challenges/search?${query}`, headers: PUBLIC }))
        .json()
        .data.map((c: { title: string }) => c.title) as string[];
    expect(await titles(`query=${tag.toUpperCase()}%20COKE`)).toEqual([`${tag} coke oven gas`]);
    expect((await titles('query=green%20steel')).length).toBeGreaterThan(0);
    expect(await titles(`query=green%20steel`)).toContain(`${tag} coke oven gas`);
    expect(await titles(`query=green%20steel`)).not.toContain(`${tag} 100% scrap EAF`);
    expect(await titles(`query=${tag}%20100%25`)).toEqual([`${tag} 100% scrap EAF`]);
    expect(await titles(`query=${tag}%25`)).toEqual([]);
    expect(await titles(`query=${tag}_`)).toEqual([]);
    expect(await titles(`query=${tag}&status=CLOSE`)).toEqual([`${tag} 100% scrap EAF`]);
    expect(await titles(`query=${tag}&status=`)).toHaveLength(2);
  });

  it('refuses a page size over 100, an unknown sort field and an unknown status', async () => {
    for (const query of ['limit=101', 'sortBy=doc_file_id', 'status=CLOSED', 'page=0']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/challenges/search?${query}`, headers: PUBLIC });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('isOpen', () => {
  const isOpenOf = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/challenges/${id}`, headers: PUBLIC })).json().data.isOpen as boolean;

  it('is false for a closed challenge and for one whose deadline has passed, true for an open one', async () => {
    expect(await isOpenOf((await insertDirect({ status: 'CLOSE', applicationDeadline: inDays(30) })).id)).toBe(false);
    expect(await isOpenOf((await insertDirect({ status: 'OPEN', applicationDeadline: inDays(-1) })).id)).toBe(false);
    expect(await isOpenOf((await insertDirect({ status: 'OPEN', applicationDeadline: inDays(1) })).id)).toBe(true);
  });

  it('stays true through the deadline day in India and turns false at midnight IST', async () => {
    const { id } = await insertDirect({ status: 'OPEN', applicationDeadline: '2031-03-10' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-10T18:29:59.000Z'));
    expect(await isOpenOf(id)).toBe(true);
    vi.setSystemTime(new Date('2031-03-10T18:30:00.000Z'));
    expect(await isOpenOf(id)).toBe(false);
  });
});

describe('admin list', () => {
  it('is for admins only: users, unverified users, the public credential and visitors are refused', async () => {
    const unverified = await registerUnverifiedUser(ctx);
    const status = async (headers: Record<string, string>) => (await ctx.app.inject({ method: 'GET', url: '/api/admin/challenges', headers })).statusCode;
    expect(await status(bearer(userToken))).toBe(403);
    expect(await status(bearer(unverified))).toBe(403);
    expect(await status(PUBLIC)).toBe(401);
    expect(await status({})).toBe(401);
    expect(await status(bearer(adminToken))).toBe(200);
  });

  it('adds totalProposals, counted from the mappings, sortable; the public rows do not carry it', async () => {
    const tag = `Admin${randomUUID().slice(0, 8)}`;
    const busy = await insertDirect({ title: `${tag} busy` });
    const quiet = await insertDirect({ title: `${tag} quiet`, status: 'CLOSE' });
    for (let i = 0; i < 3; i++) await ctx.app.db.insert(challengeMappings).values({ challengeId: busy.id, proposalId: await insertProposalRow(ctx) });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/challenges?query=${tag}&sortBy=totalProposals&sortOrder=desc`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', total: 2, totalPages: 1, page: 1 });
    expect(body.data.map((c: { title: string; totalProposals: number }) => [c.title, c.totalProposals])).toEqual([
      [`${tag} busy`, 3],
      [`${tag} quiet`, 0],
    ]);
    const closed = (await ctx.app.inject({ method: 'GET', url: `/api/admin/challenges?query=${tag}&status=CLOSE`, headers: bearer(adminToken) })).json();
    expect(closed.data.map((c: { id: string }) => c.id)).toEqual([quiet.id]);
    const publicRow = (await ctx.app.inject({ method: 'GET', url: `/api/challenges/search?query=${tag}`, headers: PUBLIC })).json().data[0];
    expect(publicRow).not.toHaveProperty('totalProposals');
  });
});

describe('answering a challenge (used by the proposals module)', () => {
  it('links a proposal to an open challenge only: 409 once it is closed or past its deadline, 404 when unknown', async () => {
    const open = await insertDirect({ status: 'OPEN', applicationDeadline: inDays(3) });
    const proposalId = await insertProposalRow(ctx);
    await ctx.app.db.transaction((tx) => linkProposal(ctx.app, tx, open.id, proposalId));
    expect(await ctx.app.db.select().from(challengeMappings).where(eq(challengeMappings.challengeId, open.id))).toMatchObject([{ proposalId }]);
    const closed = await insertDirect({ status: 'CLOSE', applicationDeadline: inDays(3) });
    const past = await insertDirect({ status: 'OPEN', applicationDeadline: inDays(-1) });
    for (const id of [closed.id, past.id]) {
      await expect(ctx.app.db.transaction((tx) => linkProposal(ctx.app, tx, id, randomUUID()))).rejects.toMatchObject({ statusCode: 409 });
    }
    await expect(ctx.app.db.transaction((tx) => linkProposal(ctx.app, tx, randomUUID(), randomUUID()))).rejects.toMatchObject({ statusCode: 404 });
    expect(await ctx.app.db.select().from(challengeMappings).where(eq(challengeMappings.challengeId, closed.id))).toHaveLength(0);
  });
});
