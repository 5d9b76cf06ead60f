import { adminProposalsListParams, adminUsersListParams as list } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import { patchListParams, readListParams } from './list-params';

describe('list state in the URL', () => {
  const read = (qs: string) => readListParams(list, new URLSearchParams(qs));

  it('gives the defaults for an empty URL', () => {
    expect(read('')).toEqual({ page: 1, status: 'PENDING_APPROVAL', category: undefined, q: '' });
  });

  it('reads good values', () => {
    expect(read('page=3&status=APPROVED&category=MSME&q=steel')).toEqual({ page: 3, status: 'APPROVED', category: 'MSME', q: 'steel' });
    expect(read('category=unknown').category).toBe('unknown');
  });

  it('falls back field by field on bad values instead of failing', () => {
    expect(read('page=-2&status=NOPE&category=Bank&q=ok')).toEqual({ page: 1, status: 'PENDING_APPROVAL', category: undefined, q: 'ok' });
    expect(read('page=abc').page).toBe(1);
    expect(read(`q=${'x'.repeat(201)}`).q).toBe('');
  });

  it("checks the admin's challenge and month filters", () => {
    const admin = (qs: string) => readListParams(adminProposalsListParams, new URLSearchParams(qs));
    expect(admin('challengeId=6f1d3c2a-9b8e-4d7c-a5f4-3e2d1c0b9a88').challengeId).toBe('6f1d3c2a-9b8e-4d7c-a5f4-3e2d1c0b9a88');
    expect(admin('challengeId=not-a-uuid').challengeId).toBeUndefined();
    expect(admin('month=2026-03').month).toBe('2026-03');
    expect(admin('month=2026-13').month).toBeUndefined();
    expect(admin('month=1899-01').month).toBeUndefined();
    expect(admin('status=ALL&sort=oldest')).toMatchObject({ status: 'ALL', sort: 'oldest' });
  });

  it('writes only what differs from the defaults, and returns to page 1 on any other change', () => {
    const start = new URLSearchParams('page=4&status=APPROVED');
    expect(patchListParams(list, start, { q: 'kavita' }).toString()).toBe('status=APPROVED&q=kavita');
    expect(patchListParams(list, start, { page: 5 }).toString()).toBe('page=5&status=APPROVED');
    expect(patchListParams(list, start, { status: 'PENDING_APPROVAL' }).toString()).toBe('');
  });

  it('leaves an emptied filter out of the URL', () => {
    const start = new URLSearchParams('status=APPROVED&category=MSME');
    expect(patchListParams(list, start, { category: '' as never }).toString()).toBe('status=APPROVED');
  });

  it('keeps parameters the list does not own', () => {
    expect(patchListParams(list, new URLSearchParams('tab=shared&page=2'), { page: 3 }).toString()).toBe('tab=shared&page=3');
  });
});
