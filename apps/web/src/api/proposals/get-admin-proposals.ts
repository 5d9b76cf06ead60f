import {
  API,
  type FocusArea,
  MESSAGES,
  type OrganizationCategory,
  PAGE_SIZE,
  type ProposalCategory,
  type ProposalStatus,
  type ProposalType,
} from '@portal/shared';
import type { AwaitingApplicantFilter, ProposalRow } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiList } from '../../lib/api-client';
import { proposalKeys } from './proposal-keys';

export type AdminProposalsFilter = {
  category?: ProposalCategory;
  type?: ProposalType;
  status?: ProposalStatus;
  query?: string;
  focusArea?: FocusArea;
  organizationCategory?: OrganizationCategory;
  challengeId?: string;
  /** YYYY-MM: submitted in that month, India time. */
  month?: string;
  /** Waiting on the applicant: 'true', 'overdue' or 'false'. */
  awaitingApplicant?: AwaitingApplicantFilter;
  /** An assigned review open past its due date: 'true' or 'false'. */
  reviewOverdue?: 'true' | 'false';
  sortBy?: 'createdAt' | 'submittedAt' | 'title' | 'daysInReview';
  sortOrder?: 'asc' | 'desc';
};

const asQuery = (f: AdminProposalsFilter) => ({
  category: f.category,
  type: f.type,
  status: f.status,
  query: f.query || undefined,
  focusArea: f.focusArea,
  organizationCategory: f.organizationCategory,
  challengeId: f.challengeId,
  month: f.month,
  awaitingApplicant: f.awaitingApplicant,
  reviewOverdue: f.reviewOverdue,
  sortBy: f.sortBy,
  sortOrder: f.sortOrder,
});

/** `GET /admin/proposals`: every proposal, filtered, searched and sorted by the server. */
export const getAdminProposals = (f: AdminProposalsFilter & { page: number; limit?: number }, signal?: AbortSignal) =>
  apiList<ProposalRow>(API.adminProposals, {
    auth: true,
    signal,
    fallbackMessage: MESSAGES.proposalsFetchFailed,
    query: { ...asQuery(f), page: f.page, limit: f.limit ?? PAGE_SIZE },
  });

export const adminProposalsQueryOptions = (f: AdminProposalsFilter & { page: number; limit?: number }) =>
  queryOptions({ queryKey: proposalKeys.admin(f), queryFn: ({ signal }) => getAdminProposals(f, signal), placeholderData: keepPreviousData });

export const useAdminProposals = (f: AdminProposalsFilter & { page: number; limit?: number }) => useQuery(adminProposalsQueryOptions(f));

/** `GET /admin/proposals/export`: the same filters, every matching row, saved as a CSV file. */
export const exportAdminProposals = (f: AdminProposalsFilter) =>
  apiDownload(API.adminProposalsExport, {
    query: { ...asQuery(f), format: 'csv' },
    fallbackMessage: MESSAGES.proposalsFetchFailed,
    defaultName: 'proposals.csv',
  });
