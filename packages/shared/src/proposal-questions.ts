const POST_ON_PORTAL = 'I agree that this post is shown publicly on the portal.';

/**
 * A proposal's fields under the questions its forms ask, in each form's order: the funding wizard's
 * (Challenge Method, Open Innovation, Steel Startup), the problem statement's, and the research idea's and
 * innovative solution's. The wizards' labels (and so their screen of a draft saved elsewhere meanwhile), the receipt's rows and the admin's notice of the fields an
 * applicant changed all read these, so a field has one name everywhere (docs/glossary.md). The Hindi, with
 * the same keys, is in proposal-questions-hi.ts, so that an English page carries none of it.
 */
export const PROPOSAL_QUESTIONS = {
  funding: {
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    orgType: 'Organization type',
    orgName: 'Organization name',
    designation: 'Designation',
    title: 'Project title',
    abstract: 'Understanding of the challenge',
    methodology: 'Initial idea and approach',
    expectedResults: 'Expected outcome',
    riskFactors: 'Potential risks',
    focusArea: 'Focus areas',
    partnersInvolved: 'Are partners involved?',
  },
  problem: {
    title: 'Problem title',
    abstract: 'Problem description',
    detailedDescription: 'Relevant details',
    focusArea: 'Focus areas',
    eligibilityCriteria: 'Eligibility criteria',
    postOnPortal: POST_ON_PORTAL,
  },
  idea: {
    title: 'Title',
    abstract: 'Problem description',
    methodology: 'Proposed solution',
    currentStage: 'Current research stage',
    detailedDescription: 'Solution benefits',
    objectives: 'Industry support requirements',
    focusArea: 'Focus areas',
    postOnPortal: POST_ON_PORTAL,
  },
  /** What a proposal holds beside its answers: the people named, the document, the challenge answered. */
  record: { collaborators: 'Collaborators', proposalFile: 'Proposal document', challengeId: 'Challenge' },
  /** The declarations each form asks to tick before it is sent: a funding application's, and a Steelcollab post's. */
  fundingConfirmations: {
    detailsConfirmed: 'I confirm that the details given are true and complete.',
    termsAccepted: 'I accept the terms and conditions of the scheme.',
  },
  postConfirmations: {
    detailsConfirmed: 'I confirm that the details given are true and complete.',
    termsAccepted: 'I accept the terms and conditions of the portal.',
  },
};

/** The questions' shape, which the Hindi follows key for key. */
export type ProposalQuestions = typeof PROPOSAL_QUESTIONS;

/** The form a proposal of a (category, type) was written in: the funding wizard, the problem statement's, or the idea's. */
export type ProposalForm = 'funding' | 'problem' | 'idea';
export function proposalFormOf(kind: { category: string; type: string }): ProposalForm {
  if (kind.category !== 'STEELCOLLAB') return 'funding';
  return kind.type === 'PROBLEM' ? 'problem' : 'idea';
}

/**
 * Every field a form's proposal holds, under the words people read for it: the form's questions, what
 * the proposal holds beside them (people, document, challenge) and the declarations ticked. What the
 * history names as changed, and the mails that list changed fields, read this (issue 40 item 16).
 */
export function fieldQuestionsOf(questions: ProposalQuestions, form: ProposalForm): Readonly<Record<string, string>> {
  const confirmations = form === 'funding' ? questions.fundingConfirmations : questions.postConfirmations;
  return { ...questions.record, ...confirmations, ...questions[form] };
}
