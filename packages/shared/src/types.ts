/** The API's envelopes (ARCHITECTURE.md, API contract). */
export type ApiFieldError = { path: (string | number)[]; message: string };
export type ApiErrorBody = { status: 'error'; message: string; errors?: ApiFieldError[] };
export type ApiSuccessBody<T> = { status: 'success'; message?: string; data: T };
export type ApiListBody<T> = ApiSuccessBody<T[]> & { total: number; totalPages: number; page: number };
export type HealthData = {
  status: 'ok' | 'degraded';
  version: string;
  database: { kind: 'pglite' | 'postgres'; ok: boolean };
};
