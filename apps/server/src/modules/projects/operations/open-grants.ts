import { indiaDate } from '@portal/shared';
import type { ProjectScheme } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import * as repo from '../projects.repo.js';
import { schemeOf } from './project-access.js';

/** A funded project as the open-data files publish it: public facts only (never a person, a file or a transaction reference). */
export type OpenGrantRecord = {
  reference: string;
  title: string;
  summary: string | null;
  scheme: ProjectScheme;
  organisation: string | null;
  grant: number;
  requestedGrant: number | null;
  agreedOn: string;
  startDate: string;
  endDate: string | null;
  released: number;
  withdrawn: boolean;
  modifiedAt: string;
  tranches: { number: number; amount: number; releasedOn: string }[];
};

/** The version of the public data: it changes in the transaction of every change the public sees (decision 259). */
export function publicDataVersion(app: FastifyInstance): Promise<number> {
  return repo.publicStamp(app.db);
}

/**
 * Calls `onChange` each time a change of the public data commits, on this instance or another one on the
 * same database (decision 298); answers the function that stops listening. A notification lost while
 * the listening connection reconnects is not repeated: a caller bounds its trust in what it read.
 */
export function watchPublicData(app: FastifyInstance, onChange: () => void): Promise<() => Promise<void>> {
  return app.database.listen(repo.PUBLIC_DATA_CHANNEL, () => onChange());
}

/** Every public project with its released tranches, from one query, by reference. */
export async function openGrants(app: FastifyInstance): Promise<OpenGrantRecord[]> {
  const rows = await repo.openGrantRows(app.db);
  return rows.map((r) => ({
    reference: r.reference!,
    title: r.title,
    summary: r.summary,
    scheme: schemeOf(r)!,
    organisation: r.orgName,
    grant: r.grant,
    requestedGrant: r.requestedGrant,
    agreedOn: indiaDate(r.agreedAt!),
    startDate: r.startDate,
    endDate: r.milestones.at(-1)?.dueDate ?? null,
    released: Number(r.released),
    withdrawn: r.proposalStatus !== 'APPROVED',
    modifiedAt: r.modifiedAt,
    tranches: r.tranches.map((t) => ({ number: t.number, amount: Number(t.amount), releasedOn: t.releasedOn })),
  }));
}
