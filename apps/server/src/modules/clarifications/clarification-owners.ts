import { type ClarificationPostType, keyed, type KeyedMessage, MESSAGES, PATHS, PROPOSAL_KINDS } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { AuditEntityOf } from '../audit/index.js';
import { proposalClarificationMail, profileClarificationMail } from './clarifications.mails.js';
import { clarifiedProposalOwner, proposalApplicants } from '../proposals/index.js';
import { type UserContact, findContact } from '../users/index.js';

/**
 * The person a clarification about a post goes to, what the post is called in the notification (a
 * catalogue text, which a Hindi page shows in Hindi: decision 197), and the portal route it opens.
 */
export type ClarificationOwner = UserContact & {
  /** What the clarification is about, by catalogue key: a value of its notification (decision 277). */
  subject: KeyedMessage;
  link: string;
  others?: UserContact[];
  about?: { kindLabel: string; title: string };
};

type RenderedMail = { subject: string; text: string; html: string };

/**
 * How one post type finds its owner. `findOwner` reads, in the caller's transaction, the post that
 * `post_id` names and returns its owner (null: no such post, answered 404 with `notFound`). It may
 * throw an AppError, e.g. a 400 when the post exists but is of another kind than `post_type` says.
 */
export type ClarificationTarget = {
  entityType: AuditEntityOf<'CLARIFICATION_REQUESTED'>;
  notFound: string;
  findOwner(tx: DbOrTx, postId: string): Promise<ClarificationOwner | null>;
  /** The mail to one of the people told, in their language. */
  mail(person: ClarificationOwner, clarification: string, respondBy: string | null): RenderedMail;
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
  const targets: ClarificationTargets = {
    USER: {
      entityType: 'user',
      notFound: MESSAGES.userNotFound,
      findOwner: async (tx, postId) => {
        const contact = await findContact(tx, postId);
        return contact && { ...contact, subject: keyed('clarificationAboutProfile'), link: PATHS.profile };
      },
      mail: (person, clarification) => profileClarificationMail(person, clarification, app.mailer.url(person.link, person.language)),
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
        return {
          ...contact,
          others,
          subject: keyed('clarificationAboutProposal', { kind: actual.label, title: proposal.title }),
          about: { kindLabel: actual.label, title: proposal.title },
          link: actual.detailPath(proposal.id),
        };
      },
      mail: (person, clarification, respondBy) =>
        proposalClarificationMail(person, person.about!, clarification, respondBy, app.mailer.url(person.link, person.language)),
    };
  }
  return targets;
}
