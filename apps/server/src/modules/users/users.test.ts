import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, users } from '../../db/schema/index.js';
import { TEST_ADMIN, type TestContext } from '../../test/app.js';
import { multipart, pdf, PNG } from '../../test/multipart.js';
import { bearer, createAdminTestApp, completeProfile as completeProfileAs, registerVerifiedUser } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
// This file registers more users than one client may in an hour; the limits have their own tests.
beforeAll(async () => ({ ctx, adminToken } = await createAdminTestApp({ rateLimitScale: 10 })));
afterAll(() => ctx.close());

const completeProfile = (token: string) => completeProfileAs(ctx, token);

describe('own profile', () => {
  it('reads every field of the spec, with empty documents at first', async () => {
    const user = await registerVerifiedUser(ctx, { name: 'Meera Nair' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: user.id,
      name: 'Meera Nair',
      email: user.email,
      status: 'PENDING_APPROVAL',
      role: 'INNOVATOR',
      roles: ['INNOVATOR'],
      isEmailVerified: true,
      isProfileComplete: false,
      governmentIssueddocument: null,
      organizationDocs: null,
    });
    for (const key of [
      'phone',
      'createdAt',
      'organization',
      'organizationCategory',
      'designation',
      'documentType',
      'documentNumber',
      'addressLine1',
      'addressLine2',
      'city',
      'district',
      'state',
      'zip',
    ])
      expect(data).toHaveProperty(key);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/profile/me' })).statusCode).toBe(401);
  });

  it('saves JSON fields, ignores fields the owner may not change, and sets the role from the category', async () => {
    const user = await registerVerifiedUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: bearer(user.token),
      payload: {
        organization: 'Eastern Refractories',
        organizationCategory: 'Reasearch Institute',
        city: 'Ranchi',
        zip: '834001',
        status: 'APPROVED',
        roles: ['ADMIN'],
        email: 'x@y.in',
        isEmailVerified: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      organization: 'Eastern Refractories',
      organizationCategory: 'Reasearch Institute',
      city: 'Ranchi',
      zip: '834001',
      status: 'PENDING_APPROVAL',
      roles: ['RESEARCHER'],
      email: user.email,
      isEmailVerified: true,
    });
    const orgs = await ctx.app.inject({ method: 'GET', url: '/api/organizations', headers: bearer(user.token) });
    expect(orgs.json().data.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['Eastern Refractories', 'Tata Steel Limited']));
  });

  it('answers a save that changes nothing with the profile as it is', async () => {
    const user = await registerVerifiedUser(ctx);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me', headers: bearer(user.token), payload: { unknownField: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, organization: null });
  });

  it('refuses bad values with field errors', async () => {
    const user = await registerVerifiedUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: bearer(user.token),
      payload: { organizationCategory: 'Guild', zip: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string[] }) => e.path.join('.'))).toEqual(expect.arrayContaining(['body.organizationCategory', 'body.zip']));
  });

  it('stores two PDFs by multipart; completeness then reaches the next token', async () => {
    const user = await registerVerifiedUser(ctx);
    const res = await completeProfile(user.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.isProfileComplete).toBe(true);
    expect(data.roles).toEqual(['INDUSTRY_PARTNER']);
    expect(data.governmentIssueddocument).toMatchObject({
      fileName: 'pan.pdf',
      filePath: expect.stringMatching(/^files\//),
      url: expect.stringMatching(/^\/api\/files\/.+\?expires=\d+&sig=/),
    });
    const download = await ctx.app.inject({ method: 'GET', url: data.organizationDocs.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="incorporation.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    const claims = decodeJwt(refreshed.json().data.token);
    expect(claims).toMatchObject({ isProfileComplete: true, roles: ['INDUSTRY_PARTNER'] });
  });

  it('replacing a document removes the old file', async () => {
    const user = await registerVerifiedUser(ctx);
    const first = (await completeProfile(user.token)).json().data;
    const oldId = first.governmentIssueddocument.filePath.split('/')[1];
    const form = multipart({}, [{ field: 'governmentIssueddocument', name: 'passport.pdf', type: 'application/pdf', data: pdf('Passport') }]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.json().data.governmentIssueddocument.fileName).toBe('passport.pdf');
    expect(await ctx.app.db.select({ id: files.id }).from(files).where(eq(files.id, oldId))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'GET', url: first.governmentIssueddocument.url })).statusCode).toBe(404);
  });
});

describe('profile rules', () => {
  it('an admin who saves an organisation category keeps ADMIN', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: bearer(adminToken),
      payload: { organizationCategory: 'MSME', designation: 'Mission Director' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles).toEqual(['ADMIN']);
    const [row] = await ctx.app.db.select({ roles: users.roles }).from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(row!.roles).toEqual(['ADMIN']);
  });

  it('stores an upload under a cleaned name: no path, no characters a header or a file system would misread', async () => {
    const user = await registerVerifiedUser(ctx);
    const form = multipart({}, [{ field: 'organizationDocs', name: 'in<v>oice|2024:*?.pdf', type: 'application/pdf', data: pdf() }]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/me',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json().data.organizationDocs;
    expect(doc.fileName).toBe('invoice2024.pdf');
    const download = await ctx.app.inject({ method: 'GET', url: doc.url });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="invoice2024.pdf"/);
  });
});

describe('upload refusals store and change nothing', () => {
  const refusals: [string, () => ReturnType<typeof multipart>, number][] = [
    [
      'a file over 2 MB',
      () =>
        multipart({ designation: 'CTO' }, [
          { field: 'organizationDocs', name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]) },
        ]),
      413,
    ],
    ['a PNG renamed .pdf', () => multipart({ designation: 'CTO' }, [{ field: 'organizationDocs', name: 'scan.pdf', type: 'application/pdf', data: PNG }]), 415],
    ['a third field name', () => multipart({ designation: 'CTO' }, [{ field: 'photo', name: 'me.pdf', type: 'application/pdf', data: pdf() }]), 400],
    [
      'two files for one field',
      () =>
        multipart({ designation: 'CTO' }, [
          { field: 'organizationDocs', name: 'a.pdf', type: 'application/pdf', data: pdf() },
          { field: 'organizationDocs', name: 'b.pdf', type: 'application/pdf', data: pdf() },
        ]),
      400,
    ],
  ];
  for (const [what, build, status] of refusals) {
    it(`refuses ${what}`, async () => {
      const user = await registerVerifiedUser(ctx);
      const before = await ctx.app.db.select({ id: files.id }).from(files);
      const form = build();
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/profile/me',
        headers: { ...bearer(user.token), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(status);
      if (status !== 400) {
        expect(res.json().message).toBe('Only PDF files upto 2MB are allowed');
        // The refusal names the file that is wrong, so the form shows it under that field.
        expect(res.json().errors).toEqual([{ path: ['body', 'organizationDocs'], message: 'Only PDF files upto 2MB are allowed', key: 'uploadRefused' }]);
      }
      expect(await ctx.app.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.designation).toBeNull();
    });
  }
});

describe("other people's records", () => {
  it("a user cannot read another user's profile, clarifications or documents; an admin can", async () => {
    const owner = await registerVerifiedUser(ctx);
    const other = await registerVerifiedUser(ctx);
    const doc = (await completeProfile(owner.token)).json().data.governmentIssueddocument;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/clearifications/${owner.id}`, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/${doc.filePath.split('/')[1]}` })).statusCode).toBe(401);
    const asAdmin = await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: bearer(adminToken) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data.governmentIssueddocument.url).toMatch(/sig=/);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: bearer(owner.token) })).statusCode).toBe(200);
  });
});

describe('signed download links', () => {
  it('refuse a tampered signature, a changed expiry and an expired link', async () => {
    const user = await registerVerifiedUser(ctx);
    const url: string = (await completeProfile(user.token)).json().data.organizationDocs.url;
    const u = new URL(url, 'http://x');
    const sig = u.searchParams.get('sig')!;
    const tampered = url.replace(sig, `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
    const later = url.replace(/expires=\d+/, `expires=${Number(u.searchParams.get('expires')) + 3600}`);
    expect((await ctx.app.inject({ method: 'GET', url: later })).statusCode).toBe(401);
    const storage = ctx.app.storage;
    const expired = storage.ref(u.pathname.split('/').pop()!, 'x.pdf').url.replace(/expires=\d+&sig=.*/, '');
    const past = Math.floor(Date.now() / 1000) - 10;
    const { createHmac, createHash } = await import('node:crypto');
    const key = createHash('sha256').update(`file-links:${ctx.config.jwtSecret}`).digest();
    const id = u.pathname.split('/').pop()!;
    const pastSig = createHmac('sha256', key).update(`${id}.${past}`).digest('base64url');
    const res = await ctx.app.inject({ method: 'GET', url: `${expired}expires=${past}&sig=${pastSig}` });
    expect(res.statusCode).toBe(403);
  });
});

describe('admin review', () => {
  it('admin-only calls are refused to users', async () => {
    const user = await registerVerifiedUser(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(user.token) })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: bearer(user.token), payload: { status: 'APPROVED' } })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/profileclarification',
          headers: bearer(user.token),
          payload: { post_id: user.id, post_type: 'USER', clarification: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("changes a user's status with an audit record, and mails the user the decision once", async () => {
    const user = await registerVerifiedUser(ctx);
    const after = ctx.smtp.mails.length;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: bearer(adminToken), payload: { status: 'APPROVED' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('APPROVED');
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit).toMatchObject({ action: 'USER_STATUS_CHANGED', before: { status: 'PENDING_APPROVAL' }, after: { status: 'APPROVED' } });
    const mail = await ctx.smtp.waitFor(user.email, { after, subject: /registration is now Approved/ });
    expect(mail.text).toContain('set its status to: Approved');
    // The same status saved again is no new decision: no second mail.
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: bearer(adminToken), payload: { status: 'APPROVED' } })).statusCode,
    ).toBe(200);
    await ctx.app.mailer.drain();
    expect(ctx.smtp.mails.slice(after).filter((m) => m.to.includes(user.email.toLowerCase()))).toHaveLength(1);
    // Nor a second audit entry or notification (modules/audit/decisions.ts: one rule with proposals).
    expect(await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, user.id))).toHaveLength(1);
    const notes = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) });
    expect(notes.json().data.items.filter((n: { kind: string }) => n.kind === 'USER_STATUS')).toHaveLength(1);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: bearer(adminToken), payload: { status: 'BANNED' } })).statusCode,
    ).toBe(400);
  });

  it('never lets an admin change their own status', async () => {
    const self = decodeJwt(adminToken).sub!;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${self}/status`, headers: bearer(adminToken), payload: { status: 'REJECTED' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot change your own status');
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, self));
    expect(row!.status).not.toBe('REJECTED');
  });

  it('asks a clarification: stored, visible to the user, mailed to the user (never to the address in the request)', async () => {
    const user = await registerVerifiedUser(ctx);
    const after = ctx.smtp.mails.length;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/profileclarification',
      headers: bearer(adminToken),
      payload: { post_id: user.id, post_type: 'USER', email: 'attacker@evil.example', clarification: 'Please upload a clearer copy of your PAN card.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Mail sent for more clarification');
    const mail = await ctx.smtp.waitFor(user.email, { after, subject: /clarification/i });
    expect(mail.text).toContain('Please upload a clearer copy of your PAN card.');
    expect(ctx.smtp.mails.some((m) => m.to.includes('attacker@evil.example'))).toBe(false);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/clearifications/${user.id}`, headers: bearer(user.token) });
    expect(list.json().data).toEqual([
      {
        id: expect.any(String),
        comment: 'Please upload a clearer copy of your PAN card.',
        createdAt: expect.any(String),
        askedBy: expect.any(String),
        respondBy: null,
        state: null,
        replies: [],
      },
    ]);
  });

  it('searches for %, _ and \\ as typed, not as LIKE wildcards', async () => {
    const tag = `Alloy${Date.now()}`;
    for (const name of [`${tag} 100% Scrap`, `${tag} 1000 Scrap`, `${tag} A_B`, `${tag} AxB`, `${tag} C\\D`, `${tag} CD`])
      await registerVerifiedUser(ctx, { name });
    const names = async (query: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/users?query=${encodeURIComponent(query)}&sortBy=name&sortOrder=asc`,
          headers: bearer(adminToken),
        })
      )
        .json()
        .data.map((u: { name: string }) => u.name);
    expect(await names(`${tag} 100%`)).toEqual([`${tag} 100% Scrap`]);
    expect(await names(`${tag} A_B`)).toEqual([`${tag} A_B`]);
    expect(await names(`${tag} C\\D`)).toEqual([`${tag} C\\D`]);
  });

  it('lists users with filters and paging in SQL', async () => {
    const tag = `Foundry${Date.now()}`;
    for (let i = 0; i < 12; i++) {
      const u = await registerVerifiedUser(ctx, { name: `${tag} Person ${String(i).padStart(2, '0')}` });
      if (i < 3) await ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me', headers: bearer(u.token), payload: { organizationCategory: 'Startup' } });
    }
    const page1 = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?query=${tag}&sortBy=name&sortOrder=asc&limit=10`, headers: bearer(adminToken) });
    const body = page1.json();
    expect(body).toMatchObject({ status: 'success', total: 12, totalPages: 2, page: 1 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0].name).toBe(`${tag} Person 00`);
    const page2 = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/users?query=${tag}&sortBy=name&sortOrder=asc&page=2`, headers: bearer(adminToken) })
    ).json();
    expect(page2.data.map((u: { name: string }) => u.name)).toEqual([`${tag} Person 10`, `${tag} Person 11`]);
    const startups = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/users?query=${tag}&organizationCategory=Startup`, headers: bearer(adminToken) })
    ).json();
    expect(startups.total).toBe(3);
    const unknown = (await ctx.app.inject({ method: 'GET', url: `/api/admin/users?query=${tag}&organizationCategory=`, headers: bearer(adminToken) })).json();
    expect(unknown.total).toBe(9);
    const pending = (await ctx.app.inject({ method: 'GET', url: `/api/admin/users?query=${tag}&status=APPROVED`, headers: bearer(adminToken) })).json();
    expect(pending.total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users?sortBy=password_hash', headers: bearer(adminToken) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users?limit=1000', headers: bearer(adminToken) })).statusCode).toBe(400);
  });
});
