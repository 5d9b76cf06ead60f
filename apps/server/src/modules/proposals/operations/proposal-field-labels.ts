import type { Language, ProposalKind } from '@portal/shared';
import { PROPOSAL_FILE_FIELD } from '@portal/shared/schemas';
import type { ProposalRecord } from '../../../db/schema/index.js';

/**
 * A proposal's fields as its forms ask them, for what people read: the receipt's rows, and the fields an
 * applicant changed while a clarification was open (the admin's mail and notice).
 */

/** Each field under the question its form asks, in the form's order; fields a kind lacks are skipped. */
const FUNDING_LABELS: [keyof ProposalRecord, string][] = [
  ['name', 'Applicant name'],
  ['email', 'E-mail'],
  ['mobile', 'Mobile'],
  ['orgType', 'Organisation type'],
  ['orgName', 'Organisation'],
  ['designation', 'Designation'],
  ['title', 'Project title'],
  ['abstract', 'Understanding of the challenge'],
  ['methodology', 'Initial idea'],
  ['expectedResults', 'Expected outcome'],
  ['riskFactors', 'Potential risks'],
  ['focusArea', 'Focus areas'],
  ['partnersInvolved', 'Partners involved'],
];
const PROBLEM_LABELS: [keyof ProposalRecord, string][] = [
  ['title', 'Problem title'],
  ['abstract', 'Problem description'],
  ['detailedDescription', 'Relevant details'],
  ['focusArea', 'Focus areas'],
  ['eligibilityCriteria', 'Eligibility criteria'],
  ['postOnPortal', 'Post on the portal'],
];
const IDEA_LABELS: [keyof ProposalRecord, string][] = [
  ['title', 'Title'],
  ['abstract', 'Problem addressed'],
  ['methodology', 'Proposed solution'],
  ['currentStage', 'Current stage'],
  ['detailedDescription', 'Benefits'],
  ['objectives', 'Support sought from industry'],
  ['focusArea', 'Focus areas'],
  ['postOnPortal', 'Post on the portal'],
];

/** The same questions as a Hindi form asks them (docs/glossary.md). */
const LABELS_HI: Partial<Record<keyof ProposalRecord, string>> = {
  name: 'आवेदक का नाम',
  email: 'ई-मेल',
  mobile: 'मोबाइल',
  orgType: 'संगठन का प्रकार',
  orgName: 'संगठन',
  designation: 'पदनाम',
  abstract: 'विवरण',
  methodology: 'प्रस्तावित समाधान',
  expectedResults: 'अपेक्षित परिणाम',
  riskFactors: 'संभावित जोखिम',
  focusArea: 'फ़ोकस क्षेत्र',
  partnersInvolved: 'भागीदार शामिल',
  detailedDescription: 'प्रासंगिक विवरण',
  eligibilityCriteria: 'पात्रता मानदंड',
  postOnPortal: 'पोर्टल पर पोस्ट करें',
  currentStage: 'वर्तमान चरण',
  objectives: 'उद्योग से अपेक्षित सहयोग',
  title: 'शीर्षक',
};

/** A kind's fields under their questions, in its form's order, in a language. */
export function labelsOf(kind: ProposalKind, language: Language): [keyof ProposalRecord, string][] {
  const labels = kind.category !== 'STEELCOLLAB' ? FUNDING_LABELS : kind.type === 'PROBLEM' ? PROBLEM_LABELS : IDEA_LABELS;
  return language === 'hi' ? labels.map(([key, label]) => [key, LABELS_HI[key] ?? label]) : labels;
}

/** What a save records beside the columns: the people named, the document, the challenge answered. */
const OTHER_LABELS: Record<string, { en: string; hi: string }> = {
  collaborators: { en: 'Collaborators', hi: 'सहयोगी' },
  [PROPOSAL_FILE_FIELD]: { en: 'Proposal document', hi: 'प्रस्ताव दस्तावेज़' },
  challengeId: { en: 'Challenge', hi: 'चुनौती' },
};

/** The changed fields of a proposal of `kind` as its form names them, in a language; an unknown name as it is. */
export function fieldLabelsIn(kind: ProposalKind, fields: readonly string[], language: Language): string[] {
  const labels = new Map<string, string>(labelsOf(kind, language));
  return fields.map((field) => labels.get(field) ?? OTHER_LABELS[field]?.[language] ?? field);
}
