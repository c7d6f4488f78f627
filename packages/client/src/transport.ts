import type { ErrorResponse } from "@qrbar/contract";
import { ApiError, NetworkError, TimeoutError } from "./errors.js";

/**
 * How to reach the server.
 *
 * @example
 * ```ts
 * const options: ClientOptions = { baseUrl: "http://localhost:3000", timeoutMs: 10_000, retries: 3 };
 * ```
 */
export interface ClientOptions {
  /** The server's origin, with or without the trailing `/api` (`http://localhost:3000`). */
  readonly baseUrl: string;
  /** A `fetch` to use instead of the global one (tests, proxies, instrumentation). */
  readonly fetch?: typeof fetch;
  /** Milliseconds one attempt may take before it fails with {@link TimeoutError} (default 30,000). */
  readonly timeoutMs?: number;
  /** Retries of a `429` or `503` answer, each after the server's `Retry-After` (default 2). */
  readonly retries?: number;
  /** Longest `Retry-After` the client waits out; a longer one fails at once (default 60,000 ms). */
  readonly maxRetryDelayMs?: number;
  /** Headers sent with every request. */
  readonly headers?: Record<string, string>;
}

/** A request as the transport sends it. */
export interface TransportRequest {
  readonly method: "GET" | "POST";
  /** Path beginning with `/api/`. */
  readonly path: string;
  /** A JSON value, or a `FormData` for uploads. */
  readonly body?: unknown;
  /** Answer statuses that are returned instead of thrown (e.g. 503 from health). */
  readonly acceptStatus?: readonly number[];
}

/** Sends requests with timeouts, bounded retries of 429/503 and errors turned into typed ones. */
export type Transport = (request: TransportRequest) => Promise<Response>;

const RETRYABLE = new Set([429, 503]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function errorBody(response: Response): Promise<Partial<ErrorResponse>> {
  try {
    return (await response.json()) as Partial<ErrorResponse>;
  } catch {
    return {};
  }
}

/**
 * Builds the transport every client method goes through.
 *
 * @example
 * ```ts
 * const send = createTransport({ baseUrl: "http://localhost:3000" });
 * const res = await send({ method: "GET", path: "/api/health" });
 * ```
 */
export function createTransport(options: ClientOptions): Transport {
  const origin = options.baseUrl.replace(/\/+$/, "").replace(/\/api$/, "");
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retries = options.retries ?? 2;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;

  const attempt = async ({ method, path, body }: TransportRequest): Promise<Response> => {
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (body !== undefined && !isForm) headers["content-type"] = "application/json";
    const init: RequestInit = {
      method,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      ...(body === undefined ? {} : { body: isForm ? (body as FormData) : JSON.stringify(body) }),
    };
    try {
      return await doFetch(`${origin}${path}`, init);
    } catch (error) {
      if ((error as Error)?.name === "TimeoutError" || (error as Error)?.name === "AbortError") {
        throw new TimeoutError(timeoutMs);
      }
      throw new NetworkError(`could not reach ${origin}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    }
  };

  return async (request) => {
    for (let tries = 0; ; tries++) {
      const response = await attempt(request);
      if (response.ok || request.acceptStatus?.includes(response.status)) return response;
      const retryAfterMs = Number(response.headers.get("retry-after") ?? "1") * 1000;
      if (RETRYABLE.has(response.status) && tries < retries && retryAfterMs <= maxRetryDelayMs) {
        await response.body?.cancel();
        await sleep(retryAfterMs);
        continue;
      }
      throw new ApiError(response.status, await errorBody(response), response.headers.get("x-request-id") ?? undefined);
    }
  };
}
