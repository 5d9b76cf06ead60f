import { type ClarificationPostType, MESSAGES, PATHS, PRODUCT_NAME, PROPOSAL_KINDS } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { AuditEntityOf } from '../audit/audit.service.js';
import type { MailContent } from '../mail/mail.templates.js';
import { clarifiedProposalOwner, proposalApplicants } from '../proposals/operations/proposal-access.js';
import { type UserContact, UsersService } from '../users/users.service.js';

/**
 * The person a clarification about a post goes to, what the post is called in the mail and
 * notification, and the portal route the notification opens.
 */
export type ClarificationOwner = UserContact & { subject: string; link: string; others?: UserContact[] };

/**
 * How one post type finds its owner. `findOwner` reads, in the caller's transaction, the post that
 * `post_id` names and returns its owner (null: no such post, answered 404 with `notFound`). It may
 * throw an AppError, e.g. a 400 when the post exists but is of another kind than `post_type` says.
 */
export type ClarificationTarget = {
  entityType: AuditEntityOf<'CLARIFICATION_REQUESTED'>;
  notFound: string;
  findOwner(tx: DbOrTx, postId: string): Promise<ClarificationOwner | null>;
  mail(owner: ClarificationOwner, clarification: string, respondBy: string | null): MailContent;
};

export type ClarificationTargets = Partial<Record<ClarificationPostType, ClarificationTarget>>;

/**
 * The post_type → owner table: the one place where a post type becomes askable. The recipient is
 * always found from post_id and post_type, never from the request's `email` (docs/architecture.md#clarifications), so
 * a forged address cannot receive a clarification. A post type without a row is answered 404.
 *
 * Every proposal kind adds its row (docs/architecture.md#clarifications): PROBLEM, RESEARCH,
 * INNOVATIVE, INNOVATR_STEEL, STARTUP_STEEL and CHALLENGE, each resolving the proposal's owner
 * through proposals/operations/proposal-access.ts and refusing a proposal of another kind with a 400.
 */
export function clarificationTargets(app: FastifyInstance): ClarificationTargets {
  const users = new UsersService(app);
  const targets: ClarificationTargets = {
    USER: {
      entityType: 'user',
      notFound: MESSAGES.userNotFound,
      findOwner: async (tx, postId) => {
        const contact = await users.findContact(tx, postId);
        return contact && { ...contact, subject: 'your profile', link: PATHS.profile };
      },
      mail: (owner, clarification) => ({
        subject: `${PRODUCT_NAME}: clarification requested on your profile`,
        greeting: `Dear ${owner.name},`,
        paragraphs: [
          'The portal administrators reviewed your profile and need a clarification:',
          clarification,
          'Sign in and open your profile to update it; the request is listed under See Clarification.',
        ],
        action: { label: 'Open your profile', url: app.mailer.url(owner.link) },
      }),
    },
  };
  for (const kind of Object.values(PROPOSAL_KINDS)) {
    targets[kind.postType] = {
      entityType: 'proposal',
      notFound: MESSAGES.proposalMissing,
      findOwner: async (tx, postId) => {
        const found = await clarifiedProposalOwner(app, tx, kind.postType, postId);
        if (!found) return null;
        const { proposal, kind: actual, ...contact } = found;
        // The collaborators answer too, so they hear of it as the owner does.
        const others = (await proposalApplicants(app, tx, proposal)).filter((p) => p.id !== contact.id);
        return { ...contact, others, subject: `your ${actual.label} "${proposal.title}"`, link: actual.detailPath(proposal.id) };
      },
      mail: (owner, clarification, respondBy) => ({
        subject: `${PRODUCT_NAME}: clarification requested on your proposal`,
        greeting: `Dear ${owner.name},`,
        paragraphs: [
          `The portal administrators reviewed ${owner.subject} and need a clarification:`,
          clarification,
          ...(respondBy ? [`Please answer by ${respondBy} (India time). The proposal waits on you until then.`] : []),
          'Sign in and open the proposal to answer in the portal; the request is listed under its clarifications.',
        ],
        action: { label: 'Open the proposal', url: app.mailer.url(owner.link) },
      }),
    };
  }
  return targets;
}
