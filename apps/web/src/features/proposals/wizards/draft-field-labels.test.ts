import { FUNDING_WIZARD_FIELDS, PROBLEM_WIZARD_FIELDS } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import { proposalsEn } from '../locales/en';
import { draftFieldLabels } from './draft-field-labels';

/** The English catalogue's text at a dotted key. */
const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], proposalsEn) as string;

describe("a draft conflict screen's field names", () => {
  it('are the questions the funding wizard asks, under the server names', () => {
    const labels = draftFieldLabels('funding', FUNDING_WIZARD_FIELDS, english);
    expect(labels).toMatchObject({
      title: 'Project title',
      abstract: 'Understanding of the challenge',
      methodology: 'Initial idea and approach',
      riskFactors: 'Potential risks',
      name: 'Name',
    });
  });

  it("are the problem form's questions for a problem, and the idea form's for an idea", () => {
    expect(draftFieldLabels('steelcollab', PROBLEM_WIZARD_FIELDS, english)).toMatchObject({
      title: 'Problem title',
      detailedDescription: 'Relevant details',
      focusArea: 'Focus areas',
    });
    expect(draftFieldLabels('steelcollab', {}, english)).toMatchObject({
      title: 'Title',
      detailedDescription: 'Solution benefits',
      objectives: 'Industry support requirements',
    });
  });
});
