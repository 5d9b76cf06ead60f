import { describe, expect, it } from 'vitest';
import {
  firstStepWithError,
  goNext,
  goPrevious,
  goTo,
  initialStepState,
  localCopyIsNewer,
  mapServerFieldErrors,
  openingStep,
  searchWithDraft,
  searchWithStep,
  stepFromSearch,
  stepStatus,
} from './wizard-steps';

const steps = [
  { id: 'applicant', fields: ['name', 'email'] },
  { id: 'project', fields: ['projectTitle', 'proposalFile'] },
  { id: 'collaborators', fields: ['partnersInvolved', 'collaborators'] },
  { id: 'review', fields: ['detailsConfirmed', 'termsAccepted'] },
];

describe('wizard steps', () => {
  it('moves forward one step at a time and never past the last', () => {
    let s = initialStepState;
    s = goNext(s, 4);
    s = goNext(s, 4);
    expect(s).toEqual({ current: 2, furthest: 2 });
    s = goNext(goNext(s, 4), 4);
    expect(s).toEqual({ current: 3, furthest: 3 });
  });

  it('keeps how far the user got when Next is pressed on a step revisited', () => {
    expect(goNext({ current: 0, furthest: 3 }, 4)).toEqual({ current: 1, furthest: 3 });
  });

  it('goes back freely and keeps how far the user got', () => {
    const s = goPrevious(goPrevious({ current: 3, furthest: 3 }));
    expect(s).toEqual({ current: 1, furthest: 3 });
    expect(goPrevious({ current: 0, furthest: 2 })).toEqual({ current: 0, furthest: 2 });
  });

  it('jumps only to steps already reached', () => {
    expect(goTo({ current: 1, furthest: 2 }, 0)).toEqual({ current: 0, furthest: 2 });
    expect(goTo({ current: 1, furthest: 2 }, 2)).toEqual({ current: 2, furthest: 2 });
    expect(goTo({ current: 1, furthest: 2 }, 3)).toEqual({ current: 1, furthest: 2 });
    expect(goTo({ current: 1, furthest: 2 }, -1)).toEqual({ current: 1, furthest: 2 });
  });

  it('marks earlier steps done, the shown one current and the rest upcoming', () => {
    const s = { current: 1, furthest: 3 };
    expect([0, 1, 2, 3].map((i) => stepStatus(s, i))).toEqual(['done', 'current', 'upcoming', 'upcoming']);
  });

  it('finds the first step, in step order, that holds an error', () => {
    expect(firstStepWithError(steps, ['termsAccepted', 'projectTitle'])).toBe(1);
    expect(firstStepWithError(steps, ['collaborators.0.organisation'])).toBe(2);
    expect(firstStepWithError(steps, ['unknownField'])).toBe(-1);
    expect(firstStepWithError(steps, [])).toBe(-1);
    // A field whose name starts like another's is not inside it.
    expect(firstStepWithError(steps, ['emailAddress'])).toBe(-1);
  });

  it('maps server names to the form names, keeping list indexes', () => {
    const mapped = mapServerFieldErrors(
      { title: 'Must be at least 5 characters', abstract: 'Required', 'collaborators.1.organisation': 'Unknown user', name: 'Name is required' },
      { title: 'projectTitle', abstract: 'challengeUnderstanding' },
    );
    expect(mapped).toEqual({
      projectTitle: 'Must be at least 5 characters',
      challengeUnderstanding: 'Required',
      'collaborators.1.organisation': 'Unknown user',
      name: 'Name is required',
    });
  });

  it('keeps the first message when two server paths land on one field', () => {
    expect(mapServerFieldErrors({ title: 'Title is required', projectTitle: 'Must be at least 5 characters' }, { title: 'projectTitle' })).toEqual({
      projectTitle: 'Title is required',
    });
  });

  it('reads the step from the URL, counted from 1, and falls back to the first', () => {
    expect(stepFromSearch('?step=3')).toBe(2);
    expect(stepFromSearch('')).toBe(0);
    expect(stepFromSearch('?step=x')).toBe(0);
    expect(stepFromSearch('?step=0')).toBe(0);
  });

  it('writes the step into the URL and keeps the other parameters', () => {
    expect(searchWithStep('?proposalId=abc', 1)).toBe('?proposalId=abc&step=2');
    expect(searchWithStep('?proposalId=abc&step=2', 0)).toBe('?proposalId=abc');
    expect(searchWithStep('', 0)).toBe('');
  });

  it("writes a new draft's id into the URL beside the step, and the steps keep it", () => {
    expect(searchWithDraft('?step=2', 'd-1')).toBe('?step=2&draft=d-1');
    expect(searchWithDraft('', 'd-1')).toBe('?draft=d-1');
    expect(searchWithStep(searchWithDraft('?step=2', 'd-1'), 2)).toBe('?step=3&draft=d-1');
  });

  it('offers the browser copy back only when it is newer than the server copy', () => {
    expect(localCopyIsNewer('2026-03-05T10:00:05Z', '2026-03-05T10:00:00Z')).toBe(true);
    expect(localCopyIsNewer('2026-03-05T09:59:00Z', '2026-03-05T10:00:00Z')).toBe(false);
    expect(localCopyIsNewer('2026-03-05T09:59:00Z', null)).toBe(true);
  });
});

describe('the step a wizard opens on (decision 212)', () => {
  it("is the URL's when it names one, else the step the draft was saved on, else the first", () => {
    expect(openingStep('?step=3&draft=x', 2)).toBe(2);
    expect(openingStep('?draft=x', 4)).toBe(3);
    expect(openingStep('', null)).toBe(0);
    expect(openingStep('', 1)).toBe(0);
  });
});
