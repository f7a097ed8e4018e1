import type { ErrorBody } from '@mailmuse/api/contract';

/**
 * A non-OK response. The message follows the product's format, `${status}: ${body text}` (or the
 * status text when the body is empty); the API's `{ error: { code, message } }` body, when it
 * parses, and the Retry-After delay are kept for callers that react to them.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** Seconds from a Retry-After header given as a number, else null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, body: ErrorBody | null, retryAfterSeconds: number | null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The API's error body in `text`, or null. Its schema is fetched with the first error, which most
 * visits never see (and which the reply code, when it has loaded, has brought along).
 */
async function parseErrorBody(text: string): Promise<ErrorBody | null> {
  if (!text) return null;
  try {
    const { errorBodySchema } = await import('./error-body.ts');
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function parseRetryAfter(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Throws an HttpError for a non-OK response; returns it unchanged otherwise. */
export async function ensureOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw new HttpError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    await parseErrorBody(text),
    parseRetryAfter(response.headers.get('Retry-After')),
  );
}

/** The read path of a key: its segments joined with slashes, rooted at the site. */
export function keyToPath(key: readonly string[]): string {
  const path = key.join('/');
  return path.startsWith('/') ? path : `/${path}`;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Sends a write. A payload goes as JSON with a JSON content type; without one the body is empty.
 * Cookies always travel along. Throws an HttpError for a non-OK response.
 */
export async function apiRequest(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
    credentials: 'include',
    signal: options.signal,
  });
  return ensureOk(response);
}

export interface GetJsonOptions {
  /** Resolve with null instead of failing when the server answers 401. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
}

/** Reads JSON from the path made of `key`. Throws an HttpError for a non-OK response. */
export async function getJson(key: readonly string[], options: GetJsonOptions = {}): Promise<unknown> {
  const response = await fetch(keyToPath(key), { credentials: 'include', signal: options.signal });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await ensureOk(response);
  return response.json() as Promise<unknown>;
}
