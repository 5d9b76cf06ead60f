import { fieldQuestionsOf, type Language, PROPOSAL_QUESTIONS, PROPOSAL_QUESTIONS_HI, proposalFormOf, type ProposalKind } from '@portal/shared';
import type { ProposalRecord } from '../../../db/schema/index.js';

/**
 * A proposal's fields as its forms ask them, for what people read: the receipt's rows, and the fields an
 * applicant changed while a clarification was open (the admin's mail and notice). The questions are the
 * forms' own (packages/shared/src/proposal-questions.ts), so the receipt and the form use one word.
 */

/** A form's questions, keyed by the record's columns: a key that is no column does not compile. */
function byColumn<T extends Record<string, string>>(questions: T & (Exclude<keyof T, keyof ProposalRecord> extends never ? unknown : never)) {
  return Object.entries(questions) as [keyof ProposalRecord & keyof T, string][];
}

/** A kind's fields under their questions, in its form's order, in a language. */
export function labelsOf(kind: ProposalKind, language: Language): [keyof ProposalRecord, string][] {
  const questions = language === 'hi' ? PROPOSAL_QUESTIONS_HI : PROPOSAL_QUESTIONS;
  const form = proposalFormOf(kind);
  return form === 'funding' ? byColumn(questions.funding) : form === 'problem' ? byColumn(questions.problem) : byColumn(questions.idea);
}

/** The changed fields of a proposal of `kind` as its form names them, in a language; an unknown name as it is. */
export function fieldLabelsIn(kind: ProposalKind, fields: readonly string[], language: Language): string[] {
  const questions = fieldQuestionsOf(language === 'hi' ? PROPOSAL_QUESTIONS_HI : PROPOSAL_QUESTIONS, proposalFormOf(kind));
  return fields.map((field) => questions[field] ?? field);
}
