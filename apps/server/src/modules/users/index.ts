/**
 * The users module's face: the only file another module imports (docs/architecture.md#modules).
 */
export { maskEmail } from './mask-email.js';
export { isProfileComplete } from './profile-completeness.js';
export { registerUserHooks, type UserHooks } from './user-hooks.js';
export {
  type CollabPerson,
  collabPeople,
  committeeEligibleIds,
  complementsOf,
  inOrganizationCategorySql,
  lockUser,
  partnerCandidates,
  searchByRole,
  searchCommitteeCandidates,
  userHeadSql,
  userNames,
  userRows,
  userRowsAs,
} from './users.repo.js';
export {
  adminIds,
  type CollaboratorCandidate,
  collaboratorCandidates,
  findContact,
  findContacts,
  findUserRow,
  lockAccount,
  lockedUserRow,
  setUserRoles,
  type UserContact,
} from './operations/user-contacts.js';
export { type AccountCredentials, findAccountByEmail, insertAccount, type NewAccount, setCredentials, userExists } from './operations/user-accounts.js';
export { assertMayReadUser, requireConnector, requireSubmitter } from './operations/users-access.js';
export { getProfile } from './operations/get-profile.js';
export { countUsersByStatus, searchUsers } from './operations/search-users.js';
