import { OPEN_TRANSACTION_COLUMNS, PROJECT_SCHEME_LABELS, PUBLIC_PROJECT_PATHS } from '@portal/shared';
import type { OpenGrantRecord } from '../projects/index.js';
import { csvRecord } from '../../lib/csv.js';

/** The mission as the funder of every grant (the 360Giving prefix the portal publishes under). */
export const FUNDER = { id: 'IN-SRTM', name: 'Steel Research & Technology Mission of India' } as const;

/** A 360Giving grant, with exactly the fields the contract lists (architecture "In the open"). */
export type GiftGrant = {
  id: string;
  title: string;
  description: string;
  currency: 'INR';
  amountAwarded: number;
  amountAppliedFor?: number;
  awardDate: string;
  plannedDates: { startDate: string; endDate?: string }[];
  recipientOrganization: { id: string; name: string }[];
  fundingOrganization: { id: string; name: string }[];
  grantProgramme: { code: string; title: string }[];
  amountDisbursed: number;
  dateModified: string;
  dataSource: string;
};

export const grantId = (reference: string) => `${FUNDER.id}-${reference}`;

/**
 * The recipient's identifier: the organisation has no registry number in the portal, so the funder's
 * prefix and a slug of its name, as 360Giving asks of a publisher without one (decision 259).
 */
export function recipientId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${FUNDER.id}-ORG-${slug || 'unnamed'}`;
}

/** One grant of the feed: the approved public summary as its description (the title until one is approved). */
export function giftGrant(r: OpenGrantRecord, pageUrl: (path: string) => string): GiftGrant {
  const organisation = r.organisation ?? 'Not given';
  return {
    id: grantId(r.reference),
    title: r.title,
    description: r.summary ?? r.title,
    currency: 'INR',
    amountAwarded: r.grant,
    ...(r.requestedGrant === null ? {} : { amountAppliedFor: r.requestedGrant }),
    awardDate: r.agreedOn,
    plannedDates: [r.endDate ? { startDate: r.startDate, endDate: r.endDate } : { startDate: r.startDate }],
    recipientOrganization: [{ id: recipientId(organisation), name: organisation }],
    fundingOrganization: [{ ...FUNDER }],
    grantProgramme: [{ code: r.scheme, title: PROJECT_SCHEME_LABELS[r.scheme] }],
    amountDisbursed: r.released,
    dateModified: r.modifiedAt,
    dataSource: pageUrl(PUBLIC_PROJECT_PATHS.fundedProject(r.reference)),
  };
}

/** grants.csv: one row a grant, the feed's fields flattened (the 360Giving spreadsheet's column titles). */
export const GRANTS_CSV_COLUMNS = [
  'Identifier',
  'Title',
  'Description',
  'Currency',
  'Amount Awarded',
  'Amount Applied For',
  'Award Date',
  'Planned Dates:Start Date',
  'Planned Dates:End Date',
  'Recipient Org:Identifier',
  'Recipient Org:Name',
  'Funding Org:Identifier',
  'Funding Org:Name',
  'Grant Programme:Code',
  'Grant Programme:Title',
  'Amount Disbursed',
  'Last modified',
  'Data Source',
] as const;

export function grantsCsv(grants: GiftGrant[]): string {
  let out = csvRecord(GRANTS_CSV_COLUMNS);
  for (const g of grants) {
    out += csvRecord([
      g.id,
      g.title,
      g.description,
      g.currency,
      g.amountAwarded,
      g.amountAppliedFor,
      g.awardDate,
      g.plannedDates[0]?.startDate,
      g.plannedDates[0]?.endDate,
      g.recipientOrganization[0]!.id,
      g.recipientOrganization[0]!.name,
      g.fundingOrganization[0]!.id,
      g.fundingOrganization[0]!.name,
      g.grantProgramme[0]!.code,
      g.grantProgramme[0]!.title,
      g.amountDisbursed,
      g.dateModified,
      g.dataSource,
    ]);
  }
  return out;
}

/** transactions.csv: one row a released tranche (its amount and date; never the bank's transaction reference). */

export function transactionsCsv(records: OpenGrantRecord[]): string {
  let out = csvRecord(OPEN_TRANSACTION_COLUMNS);
  for (const r of records) {
    for (const t of r.tranches) out += csvRecord([`${grantId(r.reference)}-T${t.number}`, grantId(r.reference), t.number, t.amount, 'INR', t.releasedOn]);
  }
  return out;
}
