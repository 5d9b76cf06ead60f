import type { Role } from './enums/roles.js';

/** The API's envelopes (docs/architecture.md#api-contract). */
/** `key` and `params`: the message by key of the shared catalogues (decision 228), where the text is one of theirs. */
export type ApiFieldError = { path: (string | number)[]; message: string; key?: string; params?: Record<string, string | number> };
/** `data` only where a route documents it (a draft's 409 carries the current version, decision 151). */
export type ApiErrorBody = {
  status: 'error';
  message: string;
  key?: string;
  params?: Record<string, string | number>;
  errors?: ApiFieldError[];
  data?: unknown;
};
export type ApiSuccessBody<T> = { status: 'success'; message?: string; data: T };
/**
 * One page of a list. `totalExact` false (a search that stopped counting, decision 093): `total` and
 * `totalPages` are lower bounds. Absent means exact.
 */
export type ApiListBody<T> = ApiSuccessBody<T[]> & { total: number; totalPages: number; page: number; totalExact?: boolean };
export type HealthData = {
  /** `draining`: the instance is shutting down gracefully; a load balancer routes no new request to it. */
  status: 'ok' | 'degraded' | 'draining';
  version: string;
  database: { kind: 'pglite' | 'postgres'; ok: boolean };
  /** Whether uploads are scanned for malware: on with `CLAMD_URL` set. */
  scanning: 'on' | 'off';
};

/**
 * The signed-in user as the access token states it: what the server reads from a bearer token and the
 * web decodes from it (docs/architecture.md#access-token).
 */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  permissions: string[];
  isEmailVerified: boolean;
  isProfileComplete: boolean;
};
