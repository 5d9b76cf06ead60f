import { PRODUCT_NAME, type ProposalKind } from '@portal/shared';
import { kindLabelIn, languageOf } from '../../lib/language.js';
import { PRODUCT_NAME_HI, renderMail } from '../mail/mail.templates.js';

/** To a registered user named as a collaborator on someone's proposal; `pageUrl` opens it. */
export function collaboratorAddedMail(
  to: { name: string },
  by: { name: string; orgName: string | null },
  kind: ProposalKind,
  title: string,
  pageUrl: string,
  opts: { draft?: boolean } = {},
) {
  const who = by.orgName ? `${by.name} (${by.orgName})` : by.name;
  return renderMail({
    subject: `${PRODUCT_NAME}: you were added as a collaborator`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      opts.draft
        ? `${who} named you as a collaborator on the ${kind.label} "${title}", which they are writing on the ${PRODUCT_NAME} portal: you can open the draft and edit it with them until they submit it.`
        : `${who} named you as a collaborator on the ${kind.label} "${title}", submitted on the ${PRODUCT_NAME} portal.`,
      'Sign in to the portal to read it: it is listed among the proposals you collaborate on. If you are not part of it, open it and choose "I am not part of this": you will be taken off it and the applicant told. You will not be mailed about this proposal again.',
    ],
    action: { label: `Open the ${kind.label}`, url: pageUrl },
  });
}

/**
 * To the applicant when an admin decides on their proposal: the status by its label, the admin's
 * message when there is one, and a link to the proposal.
 */
/** The next step an approved funding proposal's decision mail names (docs/architecture.md#funded-projects). */
export const FUNDING_APPROVED_NEXT_STEP =
  'Next step: the project set-up. The mission will set up your project on the portal (the approved cost, the grant in three tranches and the milestones) and share the funding agreement; you will be told when it is ready, and will find it under "My projects" on your dashboard.';

export function proposalStatusMail(
  to: { name: string },
  kind: ProposalKind,
  title: string,
  change: { statusLabel: string; message?: string; nextStep?: string; pageUrl: string },
) {
  return renderMail({
    subject: `${PRODUCT_NAME}: your ${kind.label} is now ${change.statusLabel}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `The portal administrators changed the status of your ${kind.label} "${title}" to: ${change.statusLabel}.`,
      ...(change.message ? ['Their message to you:', change.message] : []),
      ...(change.nextStep ? [change.nextStep] : []),
      'Sign in to the portal to read it.',
    ],
    action: { label: `Open your ${kind.label}`, url: change.pageUrl },
  });
}

/** To the owner of a public Steelcollab post: someone registered interest (docs/specification.md#statuses). */
export function connectionRequestMail(
  owner: { name: string },
  from: { name: string; email: string; organization: string | null },
  kind: ProposalKind,
  title: string,
  pageUrl: string,
) {
  return renderMail({
    subject: `${PRODUCT_NAME}: interest in your ${kind.label} "${title}"`,
    greeting: `Dear ${owner.name},`,
    paragraphs: [
      `${from.name}${from.organization ? ` of ${from.organization}` : ''} would like to connect with you about your ${kind.label} "${title}" on the ${PRODUCT_NAME} portal.`,
      `You can reach them at ${from.email}.`,
    ],
    action: { label: `Open your ${kind.label}`, url: pageUrl },
  });
}

/** To the applicant when a person they named says they are not part of the proposal. */
export function collaboratorLeftMail(
  to: { name: string },
  who: { name: string; organization: string | null },
  kind: ProposalKind,
  title: string,
  pageUrl: string,
) {
  const person = who.organization ? `${who.name} (${who.organization})` : who.name;
  return renderMail({
    subject: `${PRODUCT_NAME}: ${who.name} is not part of your ${kind.label}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `${person}, whom you named as a collaborator on the ${kind.label} "${title}", said they are not part of it and is no longer named on it.`,
      'You cannot name them on this proposal again. Sign in to the portal to review its collaborators.',
    ],
    action: { label: `Open your ${kind.label}`, url: pageUrl },
  });
}

/**
 * To the applicant on submission: the reference, what happens next and the receipt PDF attached
 * (docs/architecture.md#drafts-and-receipts). `pageUrl` opens the application.
 */
export function receiptMail(
  to: { name: string; language?: string | null },
  kind: ProposalKind,
  title: string,
  receipt: { reference: string; nextSteps: string; pageUrl: string },
) {
  if (languageOf(to) === 'hi') {
    const label = kindLabelIn(kind.label, 'hi');
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपका ${label} प्राप्त हुआ, संदर्भ संख्या ${receipt.reference}`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `हमें आपका ${label} "${title}" प्राप्त हुआ है। आपकी संदर्भ संख्या ${receipt.reference} है: इस आवेदन से संबंधित प्रत्येक संदेश में इसका उल्लेख करें।`,
          receipt.nextSteps,
          'संलग्न पीडीएफ़ आपकी पावती है: इसमें आपके द्वारा जमा किया गया प्रत्येक क्षेत्र, आपके सहयोगी और प्रत्येक दस्तावेज़ उसके आकार और SHA-256 फ़िंगरप्रिंट सहित सूचीबद्ध हैं।',
        ],
        action: { label: `अपना ${label} खोलें`, url: receipt.pageUrl },
      },
      'hi',
    );
  }
  return renderMail({
    subject: `${PRODUCT_NAME}: your ${kind.label} was received, reference ${receipt.reference}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `We received your ${kind.label} "${title}". Your reference number is ${receipt.reference}: quote it in any message about this application.`,
      receipt.nextSteps,
      'The attached PDF is your receipt: it lists every field you submitted, your collaborators and each document with its size and SHA-256 fingerprint.',
    ],
    action: { label: `Open your ${kind.label}`, url: receipt.pageUrl },
  });
}
