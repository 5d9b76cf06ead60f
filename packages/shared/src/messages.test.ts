import { describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES } from './messages.js';
import { STEELCOLLAB_POSTING_RULES } from './posting-rules.js';

describe('message catalogue', () => {
  it('holds each text once, so a text is changed in one place', () => {
    const byText = new Map<string, string[]>();
    for (const [key, text] of Object.entries(MESSAGES)) byText.set(text, [...(byText.get(text) ?? []), key]);
    const repeated = [...byText].filter(([, keys]) => keys.length > 1);
    expect(repeated).toEqual([]);
  });

  it('keeps the texts the spec quotes, spelt as quoted', () => {
    expect(MESSAGES.clarificationsFetchFailed).toBe('Failed to fetch clearifications');
    expect(MESSAGES.uploadRefused).toBe('Only PDF files upto 2MB are allowed');
    expect(MESSAGES.collaboratorRequired).toBe('collaborator is compulsary');
    expect(MESSAGES.userStatusUpdated).toBe('User Status update successfully!');
    expect(MESSAGES.clarificationMailSent).toBe('Mail sent for more clarification');
    expect(STEELCOLLAB_POSTING_RULES.solution.message).toBe('Only {Startup} and {Incubator} type can post in this category');
  });

  it('fills named places and leaves unknown ones as written', () => {
    expect(fillMessage(MESSAGES.atMostChars, { max: 200 })).toBe('At most 200 characters');
    expect(fillMessage('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });
});
