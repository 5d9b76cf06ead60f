import { describe, expect, it } from 'vitest';
import { ApiError, ApiValidationError } from './api-client';
import { refusalMessage } from './refusal';

describe('refusalMessage', () => {
  it("prefers the server's reason", () => {
    expect(refusalMessage(new ApiError('This account is suspended.', 403), 'Could not save.')).toBe('This account is suspended.');
    expect(refusalMessage(new ApiValidationError('Validation failed', 400, [{ path: ['body', 'x'], message: 'Bad' }]), 'Could not save.')).toBe(
      'Validation failed',
    );
  });

  it('falls back when the server gave no reason or the failure is not a call', () => {
    expect(refusalMessage(new ApiError('', 500), 'Could not save.')).toBe('Could not save.');
    expect(refusalMessage(new TypeError('x is undefined'), 'Could not save.')).toBe('Could not save.');
    expect(refusalMessage('boom', 'Could not save.')).toBe('Could not save.');
  });
});
