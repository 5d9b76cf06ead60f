import { PRODUCT_NAME, type ProposalKind } from '@portal/shared';
import { renderMail } from '../mail/mail.templates.js';

/** To a registered user named as a collaborator on someone's proposal; `pageUrl` opens it. */
export function collaboratorAddedMail(to: { name: string }, by: { name: string; orgName: string | null }, kind: ProposalKind, title: string, pageUrl: string) {
  const who = by.orgName ? `${by.name} (${by.orgName})` : by.name;
  return renderMail({
    subject: `${PRODUCT_NAME}: you were added as a collaborator`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `${who} named you as a collaborator on the ${kind.label} "${title}", submitted on the ${PRODUCT_NAME} portal.`,
      'Sign in to the portal to read it: it is listed among the proposals you collaborate on. If you are not part of it, open it and choose "I am not part of this": you will be taken off it and the applicant told. You will not be mailed about this proposal again.',
    ],
    action: { label: `Open the ${kind.label}`, url: pageUrl },
  });
}

/**
 * To the applicant when an admin decides on their proposal: the status by its label, the admin's
 * message when there is one, and a link to the proposal.
 */
export function proposalStatusMail(
  to: { name: string },
  kind: ProposalKind,
  title: string,
  change: { statusLabel: string; message?: string; pageUrl: string },
) {
  return renderMail({
    subject: `${PRODUCT_NAME}: your ${kind.label} is now ${change.statusLabel}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `The portal administrators changed the status of your ${kind.label} "${title}" to: ${change.statusLabel}.`,
      ...(change.message ? ['Their message to you:', change.message] : []),
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
