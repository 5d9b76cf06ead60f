import { describe, expect, it } from 'vitest';
import { ApiError, ApiValidationError } from './api-client';
import { loginSchema } from '@portal/shared/schemas';
import { applyServerError, lazyZodResolver } from './forms';

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
    expect(applyServerError<Values>(new ApiError('Too many requests, please try again later.', 429), setError, ['zip'], 'Failed')).toBe(
      'Too many requests, please try again later.',
    );
    expect(applyServerError<Values>(new ApiValidationError('Check the form', 400, []), setError, ['zip'], 'Failed')).toBe('Check the form');
    expect(applyServerError<Values>(new ApiError('', 500), setError, ['zip'], 'Failed')).toBe('Failed');
    expect(applyServerError<Values>('boom', setError, ['zip'], 'Failed', 'Unexpected')).toBe('Unexpected');
  });
});

describe('lazyZodResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as never;

  it('loads the schema once, on first need, and checks with it', async () => {
    let loads = 0;
    const resolver = lazyZodResolver<{ email: string; password: string }>(async () => {
      loads += 1;
      return loginSchema;
    });
    expect(loads).toBe(0);
    const bad = await resolver({ email: 'not-an-address', password: '' }, undefined, options);
    expect(Object.keys(bad.errors).sort()).toEqual(['email', 'password']);
    const good = await resolver({ email: 'Asha@Example.IN', password: 'secret' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(loads).toBe(1);
  });

  it('sends the values as typed when the schema cannot load, and tries again next time', async () => {
    let loads = 0;
    const resolver = lazyZodResolver<{ email: string; password: string }>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed to load');
      return loginSchema;
    });
    const values = { email: 'not-an-address', password: '' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    const retried = await resolver(values, undefined, options);
    expect(Object.keys(retried.errors).sort()).toEqual(['email', 'password']);
  });
});
