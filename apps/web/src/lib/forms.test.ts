import { describe, expect, it } from 'vitest';
import { ApiError, ApiValidationError } from './api-client';
import { applyServerError } from './forms';

type Values = { zip: string; organizationDocs: string };

function collect() {
  const set: { path: string; message: string; focus: boolean }[] = [];
  const setError = ((path: string, error: { message?: string }, options?: { shouldFocus?: boolean }) =>
    set.push({ path, message: error.message ?? '', focus: Boolean(options?.shouldFocus) })) as never;
  return { set, setError };
}

describe('applyServerError', () => {
  it('puts field errors under their fields, focuses the first, and leaves the banner empty', () => {
    const { set, setError } = collect();
    const err = new ApiValidationError('Validation failed', 400, [
      { path: ['body', 'zip'], message: 'Enter a 6-digit PIN code' },
      { path: ['body', 'organizationDocs'], message: 'Only PDF files upto 2MB are allowed' },
    ]);
    expect(applyServerError<Values>(err, setError, ['zip', 'organizationDocs'], 'Failed')).toBeNull();
    expect(set).toEqual([
      { path: 'zip', message: 'Enter a 6-digit PIN code', focus: true },
      { path: 'organizationDocs', message: 'Only PDF files upto 2MB are allowed', focus: false },
    ]);
  });

  it('says in the banner what has no field of its own, and the server message or fallback otherwise', () => {
    const { set, setError } = collect();
    const err = new ApiValidationError('Validation failed', 400, [{ path: ['body', 'photo'], message: 'Files may be attached only as …' }]);
    expect(applyServerError<Values>(err, setError, ['zip'], 'Failed')).toBe('Files may be attached only as …');
    expect(set).toEqual([]);
    expect(applyServerError<Values>(new ApiError('Too many requests, please try again later.', 429), setError, ['zip'], 'Failed')).toBe('Too many requests, please try again later.');
    expect(applyServerError<Values>(new ApiError('', 500), setError, ['zip'], 'Failed')).toBe('Failed');
    expect(applyServerError<Values>('boom', setError, ['zip'], 'Failed', 'Unexpected')).toBe('Unexpected');
  });
});
