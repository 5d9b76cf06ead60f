import { PRODUCT_NAME } from '@portal/shared';
import { renderMail } from '../mail/mail.templates.js';

/** To a user made a reviewer, or no longer one; `pageUrl` opens their reviews. */
export function reviewerRoleMail(to: { name: string }, granted: boolean, pageUrl: string) {
  return renderMail({
    subject: granted ? `${PRODUCT_NAME}: you are now a reviewer` : `${PRODUCT_NAME}: you are no longer a reviewer`,
    greeting: `Dear ${to.name},`,
    paragraphs: granted
      ? [
          'The portal administrators made you a reviewer of funding proposals. When a proposal is assigned to you, you will be mailed, and it will be listed under "Reviews" in your dashboard.',
          'Before a proposal opens you are asked to declare that you have no conflict of interest with it.',
        ]
      : ['The portal administrators removed your reviewer role. Reviews you had not submitted were handed back; those you submitted are kept.'],
    action: { label: granted ? 'Open your reviews' : 'Open the portal', url: pageUrl },
  });
}

/** To a reviewer assigned a proposal: its title, kind and due date. */
export function reviewAssignedMail(to: { name: string }, p: { kindLabel: string; title: string; dueDate: string }, pageUrl: string) {
  return renderMail({
    subject: `${PRODUCT_NAME}: a proposal to review by ${p.dueDate}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `You were asked to review the ${p.kindLabel} "${p.title}" by ${p.dueDate}.`,
      'Open it in your dashboard: first declare whether you have a conflict of interest with it. If you have none, the proposal and its documents open beside the review form.',
    ],
    action: { label: 'Open the review', url: pageUrl },
  });
}

/** To a reviewer whose assignment the administrators withdrew. */
export function reviewWithdrawnMail(to: { name: string }, p: { kindLabel: string; title: string }, pageUrl: string) {
  return renderMail({
    subject: `${PRODUCT_NAME}: a review assignment was withdrawn`,
    greeting: `Dear ${to.name},`,
    paragraphs: [`The portal administrators withdrew your assignment to review the ${p.kindLabel} "${p.title}". You need do nothing more for it.`],
    action: { label: 'Open your reviews', url: pageUrl },
  });
}

/** To a reviewer, once, two days before an unsubmitted review is due. */
export function reviewReminderMail(to: { name: string }, p: { kindLabel: string; title: string; dueDate: string }, pageUrl: string) {
  return renderMail({
    subject: `${PRODUCT_NAME}: your review is due on ${p.dueDate}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [`Your review of the ${p.kindLabel} "${p.title}" is due on ${p.dueDate} and has not been submitted yet.`],
    action: { label: 'Open the review', url: pageUrl },
  });
}

/** To each admin: a review was submitted (or corrected), or a reviewer declared a conflict. */
export function reviewEventMail(to: { name: string }, event: { subject: string; line: string }, pageUrl: string) {
  return renderMail({
    subject: `${PRODUCT_NAME}: ${event.subject}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [event.line],
    action: { label: 'Open the proposal', url: pageUrl },
  });
}
