/** Query keys of peer review; invalidating `all` refreshes every review query after a change. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  review: (assignmentId: string) => [...reviewKeys.all, 'review', assignmentId] as const,
  reviewers: (query: string) => [...reviewKeys.all, 'reviewers', query] as const,
  assignments: (proposalId: string) => [...reviewKeys.all, 'assignments', proposalId] as const,
  suggestions: (proposalId: string, dueDate: string) => [...reviewKeys.all, 'suggestions', proposalId, dueDate] as const,
  committee: (proposalId: string) => [...reviewKeys.all, 'committee', proposalId] as const,
  ranking: (filter: object) => [...reviewKeys.all, 'ranking', filter] as const,
  feedback: (proposalId: string) => [...reviewKeys.all, 'feedback', proposalId] as const,
};
