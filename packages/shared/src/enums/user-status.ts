export const USER_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const UserStatus = Object.fromEntries(USER_STATUSES.map((s) => [s, s])) as {
  readonly [K in UserStatus]: K;
};

/** How a user's status reads in notifications and mails. */
export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  PENDING_APPROVAL: 'Pending approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
