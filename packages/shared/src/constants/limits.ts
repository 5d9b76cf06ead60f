/** Numbers the spec fixes (docs/specification.md#limits), kept in one place for the client and the server. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_INTERVAL_SECONDS = 60;

export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
/** '+', a digit, up to 18 digits, spaces or dashes, a digit: the phone pattern's longest match. */
export const PHONE_MAX_LENGTH = 21;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The client renews the access token this long before it expires. */
export const TOKEN_RENEWAL_LEAD_SECONDS = 300;
export const REFRESH_TOKEN_TTL_REMEMBER_SECONDS = 30 * 24 * 3600;
export const REFRESH_TOKEN_TTL_SESSION_SECONDS = 12 * 3600;
/** A spent refresh token presented again within this window is a parallel tab, not a theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export const PROFILE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_UPLOAD_TYPES = ['application/pdf'] as const;
export const PROPOSAL_UPLOAD_EXTENSIONS = ['.doc', '.docx', '.pdf'] as const;
/** proposalFile and challenge documents (docs/architecture.md#files). */
export const PROPOSAL_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * After refusing a body it has not read, the server keeps reading and discarding what the client still
 * sends (a lingering close, decision 121) until the body ends, for at most this long in all, this long
 * with nothing arriving, and this many bytes: room for a refused upload of a full proposal file.
 */
export const LINGER_MAX_MS = 30_000;
export const LINGER_IDLE_MS = 5_000;
export const LINGER_MAX_BYTES = 32 * 1024 * 1024;
export const PROPOSAL_TITLE_MAX_LENGTH = 300;
export const PROPOSAL_TEXT_MAX_LENGTH = 10_000;
export const PROPOSAL_MAX_COLLABORATORS = 10;
export const COLLABORATOR_SEARCH_LIMIT = 20;

/** A thread's texts (a reply, a follow-up question): one rule for both sides. */
export const CLARIFICATION_TEXT_MIN_LENGTH = 10;
/** Every text of a clarification thread, the first question as much as a reply or a follow-up (decision 215). */
export const CLARIFICATION_TEXT_MAX_LENGTH = 4000;
/** The date to answer a proposal's clarification by: this many days ahead of today in India. */
export const CLARIFICATION_RESPOND_DAYS = { default: 14, min: 1, max: 60 } as const;
/** The applicant is reminded once, this many days before the date to answer by. */
export const CLARIFICATION_REMINDER_DAYS_BEFORE = 2;
/** The admin's optional message to the applicant with a status change. */
export const STATUS_MESSAGE_MAX_LENGTH = 2000;

export const CHALLENGE_TITLE_MIN_LENGTH = 5;
export const CHALLENGE_TITLE_MAX_LENGTH = 300;
/** A challenge's optional summary: plain paragraphs shown above its document. */
export const CHALLENGE_SUMMARY_MAX_LENGTH = 5000;
/** Challenge documents follow the proposal file rules: doc, docx or pdf, at most 10 MB. */
export const CHALLENGE_DOC_MAX_BYTES = PROPOSAL_UPLOAD_MAX_BYTES;
export const PROPOSAL_TEXT_MIN_LENGTH = 5;

export const DOWNLOAD_URL_TTL_SECONDS = 10 * 60;
/** Links to public documents (challenge documents) outlive a long read of the page; replacing the file still ends them. */
export const PUBLIC_DOWNLOAD_URL_TTL_SECONDS = 24 * 3600;

// --- Abuse limits: connections, collaborators, the collaborator search (issue 24 items 1–3, decision 124) ---
/** Connection requests (`POST /connectedstakeholder`) one account may make in a day (24 h). */
export const CONNECTIONS_PER_ACCOUNT_PER_DAY = 20;
/** Proposals one account may create in an hour: room for an office entering a batch of applications. */
export const PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR = 15;
/** Edits of proposals one account may save in an hour. */
export const PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR = 30;
/** Replies to clarification threads one account may send in an hour: each one mails the admins (decision 192). */
export const CLARIFICATION_REPLIES_PER_ACCOUNT_PER_HOUR = 20;
/** Draft saves one account may make in an hour: a wizard saves 10 s after the last edit and at each step (decision 151). */
export const DRAFT_SAVES_PER_ACCOUNT_PER_HOUR = 720;
/** How long after the last edit a wizard saves its draft. */
export const DRAFT_AUTOSAVE_MS = 10_000;
/** The collaborator search's query: at least this many characters. */
export const COLLABORATOR_QUERY_MIN_LENGTH = 3;
/** Collaborator searches one account may make in an hour. */
export const COLLABORATOR_SEARCHES_PER_ACCOUNT_PER_HOUR = 60;
// Abuse limits (issue 24 items 5 and 7, decision 126)
/** The admin's month filter (YYYY-MM, `GET /admin/proposals` and its export) names a year in this range. */
export const MONTH_FILTER_MIN_YEAR = 2000;
export const MONTH_FILTER_MAX_YEAR = 2099;
/**
 * What one account may keep stored: its profile documents and the files of its proposals. Room for twenty
 * proposals with a full-size file each, an institute applying to every scheme, and not for a file store.
 */
export const ACCOUNT_STORED_BYTES_MAX = 200 * 1024 * 1024;
/**
 * Files one account may upload in an hour (every stored file counts, a replacement too): above the proposals
 * it may create in an hour, each with its file, and its two profile documents, so this cap never stops
 * what the creation cap allows.
 */
export const ACCOUNT_UPLOADS_PER_HOUR = 20;
