import { describe, expect, it } from 'vitest';
import { daysUntilDeadline, indexedEntries, indiaDate, isChallengeOpen, isDeadlinePast, readIndexedList } from './index.js';
import { challengeCreateSchema, challengeFormEntries, challengeSearchQuerySchema, challengeUpdateSchema } from './schemas/index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('deadline days in India time', () => {
  it('turns to the next day at midnight IST, 18:30 UTC', () => {
    expect(indiaDate(new Date('2025-03-10T18:29:59.999Z'))).toBe('2025-03-10');
    expect(indiaDate(new Date('2025-03-10T18:30:00.000Z'))).toBe('2025-03-11');
    // Before UTC midnight it is already the next day in India.
    expect(indiaDate(new Date('2025-03-09T20:00:00Z'))).toBe('2025-03-10');
  });

  it('keeps a challenge open through the whole deadline day and closes it at the next midnight IST', () => {
    const challenge = { status: 'OPEN' as const, applicationDeadline: '2025-03-10' };
    expect(isChallengeOpen(challenge, new Date('2025-03-09T18:30:00.000Z'))).toBe(true);
    expect(isChallengeOpen(challenge, new Date('2025-03-10T18:29:59.999Z'))).toBe(true);
    expect(isChallengeOpen(challenge, new Date('2025-03-10T18:30:00.000Z'))).toBe(false);
    expect(isDeadlinePast('2025-03-10', new Date('2025-03-10T18:30:00.000Z'))).toBe(true);
  });

  it('never counts a closed challenge as open', () => {
    expect(isChallengeOpen({ status: 'CLOSE', applicationDeadline: '2099-01-01' }, new Date('2025-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts whole days to the deadline from today in India', () => {
    expect(daysUntilDeadline('2025-03-10', new Date('2025-03-10T18:29:00Z'))).toBe(0);
    expect(daysUntilDeadline('2025-03-10', new Date('2025-03-10T18:31:00Z'))).toBe(-1);
    expect(daysUntilDeadline('2025-03-20', new Date('2025-03-10T06:00:00Z'))).toBe(10);
  });
});

describe('challenge form rules', () => {
  const future = indiaDate(new Date(Date.now() + 30 * 86_400_000));
  const valid = { title: 'Slag valorisation', applicationDeadline: future, focusArea: ['Operational Excellence'] };

  it("gives each missing field the spec's message", () => {
    expect(messagesOf(challengeCreateSchema.safeParse({}))).toEqual({
      title: 'title is required',
      applicationDeadline: 'Application Deadline is required',
      focusArea: 'At least one focus area must be selected',
    });
    expect(messagesOf(challengeCreateSchema.safeParse({ title: '  ', applicationDeadline: '', focusArea: [] }))).toEqual({
      title: 'title is required',
      applicationDeadline: 'Application Deadline is required',
      focusArea: 'At least one focus area must be selected',
    });
    expect(messagesOf(challengeCreateSchema.safeParse({ ...valid, title: 'Slag' }))).toEqual({ title: 'Must be at least 5 characters' });
    expect(messagesOf(challengeCreateSchema.safeParse({ ...valid, title: 'x'.repeat(301) }))).toEqual({ title: 'At most 300 characters' });
  });

  it('takes a day or an ISO instant (as its day in India), refuses nonsense and, on create, the past', () => {
    expect(challengeCreateSchema.parse(valid)).toEqual({ ...valid, summary: null, status: 'OPEN' });
    expect(challengeUpdateSchema.parse({ applicationDeadline: '2025-03-10T18:30:00.000Z' }).applicationDeadline).toBe('2025-03-11');
    expect(messagesOf(challengeCreateSchema.safeParse({ ...valid, applicationDeadline: '2025-02-30' }))).toEqual({ applicationDeadline: 'Enter a valid date' });
    const yesterday = indiaDate(new Date(Date.now() - 86_400_000));
    expect(messagesOf(challengeCreateSchema.safeParse({ ...valid, applicationDeadline: yesterday }))).toEqual({
      applicationDeadline: 'Application Deadline cannot be in the past',
    });
    expect(challengeCreateSchema.safeParse({ ...valid, applicationDeadline: indiaDate() }).success).toBe(true);
    expect(challengeUpdateSchema.safeParse({ applicationDeadline: yesterday }).success).toBe(true);
  });

  it('accepts only the six focus areas and the two statuses', () => {
    expect(messagesOf(challengeCreateSchema.safeParse({ ...valid, focusArea: ['Mining'] }))).toEqual({ 'focusArea.0': 'Choose focus areas from the list' });
    expect(messagesOf(challengeCreateSchema.safeParse({ ...valid, status: 'CLOSED' }))).toEqual({ status: 'Choose OPEN or CLOSE' });
    expect(challengeCreateSchema.parse({ ...valid, status: '' }).status).toBe('OPEN');
    expect(challengeUpdateSchema.parse({})).toEqual({});
  });

  it('takes an optional summary of up to 5 000 characters, line breaks kept, blank as none', () => {
    expect(challengeCreateSchema.parse(valid).summary).toBeNull();
    expect(challengeCreateSchema.parse({ ...valid, summary: '  ' }).summary).toBeNull();
    expect(challengeCreateSchema.parse({ ...valid, summary: ' One.\n\nTwo. ' }).summary).toBe('One.\n\nTwo.');
    expect(messagesOf(challengeCreateSchema.safeParse({ ...valid, summary: 'x'.repeat(5001) }))).toEqual({ summary: 'At most 5000 characters' });
    expect(challengeUpdateSchema.parse({ summary: '' })).toEqual({ summary: null });
  });

  it('sends focus areas as indexed entries and reads them back in order', () => {
    const entries = challengeFormEntries({
      ...valid,
      summary: 'Line one.\n\nLine two.',
      status: 'CLOSE',
      focusArea: ['Operational Excellence', 'Digital and Industry 4.0'],
    });
    expect(entries).toContainEqual(['focusArea[1]', 'Digital and Industry 4.0']);
    expect(entries).toContainEqual(['summary', 'Line one.\n\nLine two.']);
    // No summary goes as a blank entry, which the server reads as none.
    expect(challengeFormEntries({ ...valid, summary: null, status: 'OPEN', focusArea: ['Operational Excellence'] })).toContainEqual(['summary', '']);
    const fields = Object.fromEntries([...entries].reverse());
    expect(readIndexedList(fields, 'focusArea')).toEqual(['Operational Excellence', 'Digital and Industry 4.0']);
    expect(readIndexedList(Object.fromEntries(indexedEntries('a', ['x', 'y', 'z', 'w', 'v', 'u', 't', 's', 'r', 'q', 'p'])), 'a')?.[10]).toBe('p');
    expect(readIndexedList({ focusArea: 'Operational Excellence' }, 'focusArea')).toEqual(['Operational Excellence']);
    expect(readIndexedList({ title: 'x' }, 'focusArea')).toBeUndefined();
  });

  it('search: 10 a page newest first by default, blank filters ignored, page size at most 100', () => {
    expect(challengeSearchQuerySchema.parse({ query: ' ', status: '' })).toEqual({ page: 1, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(challengeSearchQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(challengeSearchQuerySchema.safeParse({ sortBy: 'data' }).success).toBe(false);
  });
});
