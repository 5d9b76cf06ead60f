import type { Role } from './enums/roles.js';

/** The API's envelopes (docs/architecture.md#api-contract). */
export type ApiFieldError = { path: (string | number)[]; message: string };
export type ApiErrorBody = { status: 'error'; message: string; errors?: ApiFieldError[] };
export type ApiSuccessBody<T> = { status: 'success'; message?: string; data: T };
/**
 * One page of a list. `totalExact` false (a search that stopped counting, decision 093): `total` and
 * `totalPages` are lower bounds. Absent means exact.
 */
export type ApiListBody<T> = ApiSuccessBody<T[]> & { total: number; totalPages: number; page: number; totalExact?: boolean };
export type HealthData = {
  status: 'ok' | 'degraded';
  version: string;
  database: { kind: 'pglite' | 'postgres'; ok: boolean };
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
