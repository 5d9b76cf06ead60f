import type { ApiErrorBody, ApiFieldError, ApiListBody, ApiSuccessBody, MessageParams } from '@portal/shared';
import { API_PREFIX, NO_AUTH_TOKEN_MESSAGE } from '@portal/shared';
import { currentLanguage } from './i18n';

/**
 * A failed call; `message` is the server's message when it sent one, in the page's language where the
 * server named it by key (`key`, `params`: decision 228), as sent otherwise. A check of which refusal it
 * was reads `key`, never the text.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
    readonly key?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

/** A 400 with field errors: paths have the leading 'body' segment dropped and are joined with dots. */
export class ApiValidationError extends ApiError {
  override name = 'ApiValidationError';
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, status: number, errors: ApiFieldError[], key?: string) {
    super(message, status, errors, key);
    this.fieldErrors = toFieldErrors(errors);
  }
}

export function toFieldErrors(errors: ApiFieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const path = e.path[0] === 'body' ? e.path.slice(1) : e.path;
    const key = path.join('.');
    out[key] ??= e.message;
  }
  return out;
}

type Worded = { message: string; key?: string; params?: MessageParams };

/**
 * An error answer's messages in the page's language, by their keys (decision 228): a Hindi page loads
 * the shared catalogue's Hindi for it (an English page shows the English as sent and loads nothing).
 */
async function inPageLanguage(body: Partial<ApiErrorBody>): Promise<Partial<ApiErrorBody>> {
  const keyed = (m: Worded) => m.key !== undefined;
  if (currentLanguage() === 'en' || !(keyed(body as Worded) || body.errors?.some(keyed))) return body;
  const { messageIn } = await import('./localize');
  return {
    ...body,
    message: body.message === undefined ? undefined : messageIn(body as Worded),
    errors: body.errors?.map((e) => ({ ...e, message: messageIn(e) })),
  };
}

type TokenSource = {
  /** A usable access token, renewed first if needed; null when signed out. */
  getAccessToken(): Promise<string | null>;
};

let tokenSource: TokenSource = { getAccessToken: async () => null };

/** The session layer registers how to obtain the current access token. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Sends the bearer token; fails before sending when there is none. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Fallback message when the server sends none. */
  fallbackMessage?: string;
};

/** The API base (spec: all calls go to the API base plus /api); same origin unless configured. */
let apiBase: string = import.meta.env?.VITE_API_BASE ?? '';
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.toString();
  return `${apiBase}${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

/** Calls the API and returns the whole success body; throws ApiError / ApiValidationError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.auth) {
    const token = await tokenSource.getAccessToken();
    if (!token) throw new ApiError(NO_AUTH_TOKEN_MESSAGE, 401);
    headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(options.fallbackMessage ?? 'The server could not be reached. Check your connection.', 0);
  }

  return readAnswer<T>(response.status, response.ok, await response.text(), options.fallbackMessage);
}

/** Turns an answer into the success body, or throws ApiError / ApiValidationError. */
async function readAnswer<T>(status: number, ok: boolean, text: string, fallbackMessage?: string): Promise<T> {
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (ok) return parsed as T;

  const sent = parsed as Partial<ApiErrorBody> | undefined;
  const errorBody = sent?.status === 'error' ? await inPageLanguage(sent) : sent;
  const message = errorBody?.message || fallbackMessage || `Request failed (${status})`;
  if (errorBody?.status === 'error' && Array.isArray(errorBody.errors) && errorBody.errors.length > 0) {
    throw new ApiValidationError(message, status, errorBody.errors, errorBody.key);
  }
  throw new ApiError(message, status, parsed, errorBody?.key, errorBody?.params);
}

/**
 * Sends a multipart form with upload progress (fetch reports none), with the same answers and errors
 * as apiRequest. `onProgress` gets the share sent, from 0 to 1.
 */
export async function apiUpload<T = unknown>(
  path: string,
  options: Omit<RequestOptions, 'body' | 'query'> & { body: FormData; onProgress?: (share: number) => void },
): Promise<T> {
  const token = options.auth ? await tokenSource.getAccessToken() : null;
  if (options.auth && !token) throw new ApiError(NO_AUTH_TOKEN_MESSAGE, 401);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(k, v);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      readAnswer<T>(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText, options.fallbackMessage).then(resolve, reject);
    };
    xhr.onerror = () => reject(new ApiError(options.fallbackMessage ?? 'The server could not be reached. Check your connection.', 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
}

/** Calls the API and returns the success envelope's `data`. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<ApiSuccessBody<T>>(path, options)).data;
}

/** Calls a list endpoint and returns its page: rows, total, totalPages and page. */
export async function apiList<T>(path: string, options: RequestOptions = {}): Promise<ApiListBody<T>> {
  return apiRequest<ApiListBody<T>>(path, options);
}

/**
 * Downloads a file the API answers (an export) with the bearer token, which a plain link cannot send,
 * and saves it under the name of its Content-Disposition.
 */
export async function apiDownload(path: string, options: Pick<RequestOptions, 'query' | 'fallbackMessage'> & { defaultName: string }): Promise<string> {
  const token = await tokenSource.getAccessToken();
  if (!token) throw new ApiError(NO_AUTH_TOKEN_MESSAGE, 401);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(options.fallbackMessage ?? 'The server could not be reached. Check your connection.', 0);
  }
  if (!response.ok) await readAnswer(response.status, false, await response.text(), options.fallbackMessage);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const fileName = name ? decodeURIComponent(name) : options.defaultName;
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
