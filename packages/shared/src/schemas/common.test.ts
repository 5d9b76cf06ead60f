import { describe, expect, it } from 'vitest';
import { profileClarificationSchema, profileUpdateSchema, registerSchema } from './index.js';
import { hasUnsafeCharacters, TEXT_MESSAGES } from './common.js';

describe('text fields', () => {
  it('refuse NUL and other control characters, and lone surrogates', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u0085b', 'x\ud800', '\udc00y', 'a\tb', 'a\nb']) {
      expect(hasUnsafeCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['Asha Rao', 'Jürgen Øster', 'इस्पात', '🏭 steel', 'a b']) expect(hasUnsafeCharacters(good), good).toBe(false);
  });

  it('allow tabs and line breaks only in texts that span lines', () => {
    expect(hasUnsafeCharacters('line one\r\nline two\tend', { multiline: true })).toBe(false);
    expect(hasUnsafeCharacters('line\u0000two', { multiline: true })).toBe(true);
  });

  it('are applied by the schemas of names, profile texts and clarifications, naming the field', () => {
    const reg = registerSchema.safeParse({ name: 'Asha\u0000', email: 'a@b.in', phone: '9876543210', password: 'Blast-Furnace-42', agreeTerms: true });
    expect(reg.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: TEXT_MESSAGES.controlCharacters })]);
    expect(profileUpdateSchema.safeParse({ city: 'Pune\u0000' }).error?.issues[0]?.path).toEqual(['city']);
    const clar = profileClarificationSchema.safeParse({ post_id: crypto.randomUUID(), post_type: 'USER', clarification: 'Please\nsend \ud800' });
    expect(clar.error?.issues[0]?.path).toEqual(['clarification']);
    expect(profileClarificationSchema.safeParse({ post_id: crypto.randomUUID(), post_type: 'USER', clarification: 'Please\nsend the PAN card' }).success).toBe(
      true,
    );
  });
});
