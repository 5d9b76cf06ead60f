import { describe, expect, it } from 'vitest';
import {
  FUNDING_SHARE_PERCENT,
  DISBURSEMENT_PERCENT,
  ORGANIZATION_CATEGORIES,
  PATHS,
  ROLE_BY_ORGANIZATION_CATEGORY,
  STORAGE_KEY_PREFIX,
  PRODUCT_SHORT_NAME,
} from './index.js';
import { emailSchema, listQuerySchema, loginSchema, registerSchema } from './schemas/index.js';

describe('shared rules', () => {
  it('gives every organisation category a role, with the spec spellings', () => {
    expect(ORGANIZATION_CATEGORIES).toContain('Reasearch Institute');
    for (const category of ORGANIZATION_CATEGORIES) expect(ROLE_BY_ORGANIZATION_CATEGORY[category]).toBeTruthy();
    expect(ROLE_BY_ORGANIZATION_CATEGORY.MSME).toBe('INDUSTRY_PARTNER');
    expect(ROLE_BY_ORGANIZATION_CATEGORY['Reasearch Institute']).toBe('RESEARCHER');
    expect(ROLE_BY_ORGANIZATION_CATEGORY.Incubator).toBe('STARTUP');
  });

  it('keeps the funding shares of the FAQ and a disbursement that adds up to 100%', () => {
    expect(FUNDING_SHARE_PERCENT).toEqual({ challengeMethod: 100, openInnovation: 60, startupAccelerator: 75 });
    expect(Object.values(DISBURSEMENT_PERCENT).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('prefixes storage keys with the short name', () => {
    expect(STORAGE_KEY_PREFIX.startsWith(PRODUCT_SHORT_NAME.toLowerCase())).toBe(true);
  });

  it('builds parameterised routes with the id encoded', () => {
    expect(PATHS.problem('a/b')).toBe('/problems/a%2Fb');
    expect(PATHS.steelCollabEditProblem('42')).toBe('/dashboard/steel_collab/edit/problem/42');
  });

  it('trims and lower-cases e-mail addresses', () => {
    expect(emailSchema.parse('  Asha.Rao@Example.IN ')).toBe('asha.rao@example.in');
    expect(emailSchema.safeParse('not-an-address').success).toBe(false);
  });

  it('says what is wrong with over-long input instead of calling the field required', () => {
    const firstMessage = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
      r.error?.issues.find((i) => i.path[0] === field)?.message;
    const signUp = registerSchema.safeParse({
      name: 'A'.repeat(150),
      email: `${'a'.repeat(250)}@example.in`,
      phone: '9876543210',
      password: 'x'.repeat(129),
      agreeTerms: true,
    });
    expect(firstMessage(signUp, 'name')).toBe('At most 120 characters');
    expect(firstMessage(signUp, 'email')).toBe('At most 254 characters');
    expect(firstMessage(signUp, 'password')).toBe('Password must be at most 128 characters');
    expect(firstMessage(registerSchema.safeParse({ name: ' ' }), 'name')).toBe('Name is required');
    expect(firstMessage(loginSchema.safeParse({ email: 'a@example.in', password: 'x'.repeat(129) }), 'password')).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('bounds list queries: page from 1, limit at most 100, whitelisted sort fields', () => {
    const schema = listQuerySchema(['createdAt', 'name']);
    expect(schema.parse({})).toEqual({ page: 1, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(schema.safeParse({ limit: '101' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
    expect(schema.safeParse({ sortBy: 'password_hash' }).success).toBe(false);
  });
});
