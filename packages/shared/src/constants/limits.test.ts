import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STORED_BYTES_MAX,
  ACCOUNT_UPLOADS_PER_HOUR,
  PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR,
  PROPOSAL_UPLOAD_MAX_BYTES,
  PROFILE_UPLOAD_MAX_BYTES,
} from './limits.js';

describe('per-account limits', () => {
  it('let an account upload a file with every proposal the creation cap allows in an hour, and its two profile documents', () => {
    expect(ACCOUNT_UPLOADS_PER_HOUR).toBeGreaterThanOrEqual(PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR + 2);
  });

  it('let an account store a full-size file with each proposal of an hour and its profile documents', () => {
    expect(ACCOUNT_STORED_BYTES_MAX).toBeGreaterThanOrEqual(PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR * PROPOSAL_UPLOAD_MAX_BYTES + 2 * PROFILE_UPLOAD_MAX_BYTES);
  });
});
