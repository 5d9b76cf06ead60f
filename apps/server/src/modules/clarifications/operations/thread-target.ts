import type { ProposalKind } from '@portal/shared';
import type { ProposalRecord } from '../../../db/schema/index.js';

/** A proposal's thread an operation acts on: the proposal, read and access-checked by the route, and the thread's id. */
export type ThreadTarget = { proposal: ProposalRecord; kind: ProposalKind; clarificationId: string };
