import { adminUsersListParamsSchema as schema } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import { parseListParams, patchListParams } from './list-params';

const parse = (qs: string) => parseListParams(schema, new URLSearchParams(qs));

describe('list state in the URL', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({ page: 1, status: 'PENDING_APPROVAL', category: undefined, q: '' });
  });

  it('reads good values', () => {
    expect(parse('page=3&status=APPROVED&category=MSME&q=steel')).toEqual({ page: 3, status: 'APPROVED', category: 'MSME', q: 'steel' });
  });

  it('falls back field by field on bad values instead of failing', () => {
    expect(parse('page=-2&status=NOPE&category=Bank&q=ok')).toEqual({ page: 1, status: 'PENDING_APPROVAL', category: undefined, q: 'ok' });
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`q=${'x'.repeat(201)}`).q).toBe('');
  });

  it('writes only what differs from the defaults, and returns to page 1 on any other change', () => {
    const start = new URLSearchParams('page=4&status=APPROVED');
    expect(patchListParams(schema, start, { q: 'kavita' }).toString()).toBe('status=APPROVED&q=kavita');
    expect(patchListParams(schema, start, { page: 5 }).toString()).toBe('page=5&status=APPROVED');
    expect(patchListParams(schema, start, { status: 'PENDING_APPROVAL' }).toString()).toBe('');
  });

  it('leaves an emptied filter out of the URL', () => {
    const start = new URLSearchParams('status=APPROVED&category=MSME');
    expect(patchListParams(schema, start, { category: '' as never }).toString()).toBe('status=APPROVED');
  });

  it('keeps parameters the list does not own', () => {
    expect(patchListParams(schema, new URLSearchParams('tab=shared&page=2'), { page: 3 }).toString()).toBe('tab=shared&page=3');
  });
});
