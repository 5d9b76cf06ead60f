import { formatRupees, PRODUCT_NAME } from '@portal/shared';
import { renderMail } from '../mail/mail.templates.js';

/**
 * What the grantees (owner and collaborators) hear of their project: the same words in the mail and
 * in the portal's notification. `title` and `body` are the notification; the mail adds a greeting and
 * a link to the project page.
 */
export type ProjectNews = { subject: string; title: string; body: string };

export const projectNews = {
  setUp: (p: { title: string; grant: number; milestones: number }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: your project "${p.title}" is set up`,
    title: 'Your project is set up',
    body: `The mission set up the project "${p.title}": a grant of ${formatRupees(p.grant)} in three tranches, with ${p.milestones} milestone${p.milestones === 1 ? '' : 's'}. The first tranche is released once the signed agreement is in place.`,
  }),
  agreement: (p: { title: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: the agreement of "${p.title}" is available`,
    title: 'Funding agreement available',
    body: `The signed funding agreement of "${p.title}" is available: download it from the project page.`,
  }),
  released: (p: { title: string; n: number; amount: number; releasedOn: string; transactionRef: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: tranche ${p.n} of "${p.title}" released`,
    title: `Tranche ${p.n} released`,
    body: `Tranche ${p.n} of "${p.title}", ${formatRupees(p.amount)}, was released on ${p.releasedOn} (transaction reference ${p.transactionRef}).`,
  }),
  due: (p: { title: string; what: string; dueDate: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: ${p.what} of "${p.title}" due on ${p.dueDate}`,
    title: `Report due in a week`,
    body: `The ${p.what} of "${p.title}" is due on ${p.dueDate}. Submit it from the project page.`,
  }),
  accepted: (p: { title: string; what: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: ${p.what} of "${p.title}" accepted`,
    title: 'Report accepted',
    body: `The ${p.what} of "${p.title}" was accepted.`,
  }),
  changes: (p: { title: string; what: string; message: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: changes asked to the ${p.what} of "${p.title}"`,
    title: 'Changes asked to a report',
    body: `The mission asks for changes to the ${p.what} of "${p.title}": ${p.message} Submit it again from the project page.`,
  }),
};

export function projectMail(to: { name: string }, news: ProjectNews, pageUrl: string) {
  return renderMail({
    subject: news.subject,
    greeting: `Dear ${to.name},`,
    paragraphs: [news.body],
    action: { label: 'Open the project', url: pageUrl },
  });
}
