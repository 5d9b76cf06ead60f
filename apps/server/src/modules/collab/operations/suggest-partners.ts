import { COLLAB_SUGGESTIONS_MAX } from '@portal/shared/schemas';
import type { CollabReason, CollabSuggestion } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import { workFocusAreasOf } from '../../proposals/index.js';
import { complementsOf, partnerCandidates } from '../../users/index.js';
import * as repo from '../collab.repo.js';
import { requirePartner } from './collab-access.js';

/** How many candidates the SQL scores before their own work is weighed: the bounded candidate set. */
const CANDIDATES = 200;

const common = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x));

/**
 * `GET /collab/suggestions`: up to 10 people open to collaborate, best first: three points per focus area
 * shared with the caller's profile, two for a complementary organisation category, one per focus area
 * shared between either side's own proposals and posts and the other's profile or work (likeness). Those
 * the caller already has a request with, and those who blocked the caller, are left out. No contact.
 */
export async function suggestPartners(app: FastifyInstance, actor: SessionUser): Promise<CollabSuggestion[]> {
  const me = await requirePartner(app, actor.id);
  const myWork = (await workFocusAreasOf(app.db, [me.id])).get(me.id) ?? [];
  const except = [...(await repo.requestPartnersOf(app.db, me.id)), ...(await repo.blockersOf(app.db, me.id))];
  const candidates = await partnerCandidates(app.db, {
    callerId: me.id,
    focusAreas: me.focusAreas,
    workAreas: myWork,
    complements: complementsOf(me.organizationCategory),
    exceptIds: except,
    limit: CANDIDATES,
  });
  const theirWork = await workFocusAreasOf(
    app.db,
    candidates.map((c) => c.id),
  );
  const mine = [...new Set([...me.focusAreas, ...myWork])];
  const scored = candidates.map((c, order) => {
    const likeness = [...new Set([...c.sharedWork, ...common(theirWork.get(c.id) ?? [], mine)])].sort();
    const reasons: CollabReason[] = [];
    if (c.shared.length) reasons.push({ kind: 'FOCUS_AREAS', focusAreas: [...c.shared].sort(), organizationCategory: null });
    if (c.complementary) reasons.push({ kind: 'COMPLEMENTARY', focusAreas: [], organizationCategory: c.organizationCategory });
    if (likeness.length) reasons.push({ kind: 'LIKE_YOUR_WORK', focusAreas: likeness, organizationCategory: null });
    const score = 3 * c.shared.length + (c.complementary ? 2 : 0) + likeness.length;
    return { c, reasons, score, order };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, COLLAB_SUGGESTIONS_MAX).map(({ c, reasons }) => ({
    userId: c.id,
    name: c.name,
    organization: c.organization,
    organizationCategory: c.organizationCategory,
    collaborationOffer: c.collaborationOffer,
    focusAreas: c.focusAreas,
    reasons,
  }));
}
