import { describe, expect, it } from 'vitest';
import type { ProposalPayload } from '../api/save-proposal';
import { changedKeys, mergeFormValues, payloadChangedSince, snapshotOf } from './draft-merge';

type Form = { projectTitle: string; summary: string; file: string | null };
const toPayload = (v: Form): ProposalPayload => ({ title: v.projectTitle, abstract: v.summary });

describe('merging a draft by field (decision 211)', () => {
  it('sends only the fields changed since the version the editor started from', () => {
    const base = snapshotOf({ title: 'A', abstract: 'B', focusArea: ['x'] });
    expect(payloadChangedSince({ title: 'A', abstract: 'C', focusArea: ['x'] }, base)).toEqual({ abstract: 'C' });
    expect(payloadChangedSince({ title: 'A' }, null)).toEqual({ title: 'A' });
    expect(changedKeys(base, snapshotOf({ title: 'A', abstract: 'B', focusArea: ['x', 'y'] }))).toEqual(['focusArea']);
  });

  it('takes their value for every field but the ones kept as mine, and keeps what feeds no field (a file)', () => {
    const theirs: Form = { projectTitle: 'Their title', summary: 'Their summary', file: null };
    const mine: Form = { projectTitle: 'My title', summary: 'Old summary', file: 'chosen.pdf' };
    expect(mergeFormValues(theirs, mine, new Set(['title']), toPayload)).toEqual({ projectTitle: 'My title', summary: 'Their summary', file: 'chosen.pdf' });
    expect(mergeFormValues(theirs, mine, new Set(), toPayload)).toEqual({ projectTitle: 'Their title', summary: 'Their summary', file: 'chosen.pdf' });
  });
});
