import type { ErrorResponse } from "@qrbar/contract";
import { ApiError, NetworkError, TimeoutError } from "./errors.js";
import { parseRetryAfter } from "./retry-after.js";

/**
 * How to reach the server.
 *
 * @example
 * ```ts
 * const options: ClientOptions = { baseUrl: "http://localhost:3000/api", timeoutMs: 10_000, retries: 3 };
 * ```
 */
export interface ClientOptions {
  /** The service's base address, with or without the trailing `/api` (`http://localhost:3000/api`). */
  readonly baseUrl: string;
  /** A `fetch` to use instead of the global one (tests, proxies, instrumentation). */
  readonly fetch?: typeof fetch;
  /** Milliseconds one attempt may take, body included, before it fails with {@link TimeoutError} (default 30,000). */
  readonly timeoutMs?: number;
  /** Retries of a `429` or `503` answer, each after the server's `Retry-After` (default 2). */
  readonly retries?: number;
  /** Longest wait before a retry; an answer asking for longer fails at once (default 60,000 ms). */
  readonly maxRetryDelayMs?: number;
  /** Headers sent with every request. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A request as the transport sends it. */
export interface TransportRequest {
  readonly method: "GET" | "POST";
  /** Path beginning with `/api/`. */
  readonly path: string;
  /** A JSON value, or a `FormData` for uploads. */
  readonly body?: unknown;
  /** The `Accept` header (default `application/json`). */
  readonly accept?: string;
  /** Answer statuses that are returned instead of thrown (e.g. 503 from health). */
  readonly acceptStatus?: readonly number[];
  /** Cancels the request, retries and waits included; the signal's reason is thrown. */
  readonly signal?: AbortSignal | undefined;
}

/** An answer, read whole. */
export interface TransportResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
}

/** Sends requests with timeouts, bounded retries of 429/503, and failures turned into typed errors. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Statuses that say "not now": the request was not carried out and may be sent again. */
const RETRYABLE = new Set([429, 503]);
/** First wait when a retryable answer names none; doubled on each retry. */
const DEFAULT_BACKOFF_MS = 500;

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** The JSON error body of a failed answer, or `{}` when it is something else (a proxy's HTML page). */
function errorBody(bytes: Uint8Array): Partial<ErrorResponse> {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof body === "object" && body !== null ? (body as Partial<ErrorResponse>) : {};
  } catch {
    return {};
  }
}

/**
 * The server's address a base URL stands for: with or without `/api` and trailing slashes alike.
 *
 * @example
 * ```ts
 * originOf("http://localhost:3000/api/"); // "http://localhost:3000"
 * ```
 */
export const originOf = (baseUrl: string): string => baseUrl.replace(/\/+$/, "").replace(/\/api$/, "");

/**
 * Builds the transport every client method goes through. Each attempt has its own timeout; a `429`
 * or `503` is retried at most `retries` times, after `Retry-After` (seconds or an HTTP date; else
 * 0.5 s, 1 s, 2 s ...) when that is at most `maxRetryDelayMs`; any other failure is thrown at once.
 *
 * @example
 * ```ts
 * const send = createTransport({ baseUrl: "http://localhost:3000" });
 * const { status, bytes } = await send({ method: "GET", path: "/api/health" });
 * ```
 */
export function createTransport(options: ClientOptions): Transport {
  const origin = originOf(options.baseUrl);
  // Called as a plain function: a browser `fetch` called as a method of another object throws.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retries = Math.max(0, options.retries ?? 2);
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;

  const attempt = async (request: TransportRequest): Promise<TransportResponse> => {
    const { method, path, body, signal } = request;
    signal?.throwIfAborted();
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    const headers: Record<string, string> = { accept: request.accept ?? "application/json", ...options.headers };
    if (body !== undefined && !isForm) headers["content-type"] = "application/json";
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const response = await doFetch(`${origin}${path}`, {
        method,
        headers,
        signal: controller.signal,
        ...(body === undefined ? {} : { body: isForm ? (body as FormData) : JSON.stringify(body) }),
      });
      // The body is read under the same timeout: a server that stalls mid-answer is a timeout too.
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, bytes };
    } catch (error) {
      if (timedOut) throw new TimeoutError(timeoutMs);
      if (signal?.aborted) throw signal.reason;
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error;
      throw new NetworkError(`could not reach ${origin}: ${String(reason)}`, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  };

  return async (request) => {
    for (let tries = 0; ; tries++) {
      const response = await attempt(request);
      const { status, headers } = response;
      if ((status >= 200 && status < 300) || request.acceptStatus?.includes(status)) return response;
      const retryAfterMs = parseRetryAfter(headers.get("retry-after"));
      const waitMs = retryAfterMs ?? DEFAULT_BACKOFF_MS * 2 ** tries;
      if (RETRYABLE.has(status) && tries < retries && waitMs <= maxRetryDelayMs) {
        await sleep(waitMs, request.signal);
        continue;
      }
      throw new ApiError({
        status,
        body: errorBody(response.bytes),
        requestId: headers.get("x-request-id") ?? undefined,
        retryAfterMs,
      });
    }
  };
}
