import { userProfileSchema } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, okMessageSchema, okSchema, paged, pagedSchema } from '../lib/envelope.js';
import { compileResponseSerializer } from './validation.js';

const PROFILE = {
  id: 'a0e1c7a4-1111-2222-3333-444455556666',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  status: 'APPROVED',
  role: 'RESEARCHER',
  roles: ['RESEARCHER'],
  isEmailVerified: true,
  isProfileComplete: false,
  createdAt: '2025-01-02T03:04:05.000Z',
  organization: null,
  organizationCategory: 'MSME',
  designation: null,
  documentType: null,
  documentNumber: null,
  governmentIssueddocument: { fileName: 'pan.pdf', filePath: 'files/x', url: '/api/files/x?sig=1' },
  organizationDocs: null,
  addressLine1: null,
  addressLine2: null,
  city: 'Ranchi',
  district: null,
  state: null,
  zip: null,
  openToCollaborate: true,
  collaborationOffer: 'A 5-tonne induction furnace for trials.',
  focusAreas: ['Green Steel'],
} as const;

describe('response serializers', () => {
  it('write exactly what JSON.stringify writes for an answer in the schema order', () => {
    const body = paged([PROFILE, PROFILE], 12, 2, 10);
    expect(compileResponseSerializer(pagedSchema(userProfileSchema))(body)).toBe(JSON.stringify(body));
    const one = ok(PROFILE, 'Profile updated');
    expect(compileResponseSerializer(okMessageSchema(userProfileSchema))(one)).toBe(JSON.stringify(one));
    expect(compileResponseSerializer(okMessageSchema(z.null()))(ok(null, 'Logged out'))).toBe('{"status":"success","message":"Logged out","data":null}');
  });

  it('never write a property the schema does not name, so a new column cannot leak', () => {
    const row = { ...PROFILE, passwordHash: '$argon2id$secret', governmentIdFileId: 'f1' };
    const json = JSON.parse(compileResponseSerializer(okSchema(userProfileSchema))(ok(row)));
    expect(json.data).toEqual(PROFILE);
  });

  it('write a nullable object whose nullable enum is null (the object branch is checked against the enum)', () => {
    const step = z.object({ title: z.string(), state: z.enum(['OPEN', 'DONE']).nullable() });
    const write = compileResponseSerializer(z.object({ next: step.nullable(), all: z.array(step) }));
    const answer = { next: { title: 'Pilot', state: null }, all: [{ title: 'Pilot', state: null }] };
    expect(write(answer)).toBe(JSON.stringify(answer));
    expect(write({ next: null, all: [] })).toBe(JSON.stringify({ next: null, all: [] }));
  });

  it('refuse an answer without a required property instead of sending half of it', () => {
    const { email: _email, ...partial } = PROFILE;
    expect(() => compileResponseSerializer(okSchema(userProfileSchema))(ok(partial))).toThrow(/email/);
  });

  it('are compiled once per schema, found again by schema object or by the JSON Schema an inline schema becomes (decision 301)', () => {
    const row = z.object({ id: z.string(), size: z.number() });
    // The envelopes are made once per schema they wrap, so an app built again declares the same object.
    expect(okSchema(row)).toBe(okSchema(row));
    expect(pagedSchema(row)).toBe(pagedSchema(row));
    const once = compileResponseSerializer(okSchema(z.array(row)));
    // A route's inline `z.array(row)` is a new object each time: its JSON Schema finds the same serializer.
    expect(compileResponseSerializer(okSchema(z.array(row)))).toBe(once);
    // A schema that differs in one property is compiled apart, and writes only what it names.
    const other = compileResponseSerializer(okSchema(z.array(z.object({ id: z.string() }))));
    expect(other).not.toBe(once);
    expect(other(ok([{ id: 'a', size: 3 }]))).toBe('{"status":"success","data":[{"id":"a"}]}');
    expect(once(ok([{ id: 'a', size: 3 }]))).toBe('{"status":"success","data":[{"id":"a","size":3}]}');
  });

  it('count the pages of a list from the total and the page size', () => {
    expect(paged([], 0, 1, 10)).toMatchObject({ total: 0, totalPages: 0 });
    expect(paged([], 21, 3, 10)).toMatchObject({ total: 21, page: 3, totalPages: 3 });
  });
});
