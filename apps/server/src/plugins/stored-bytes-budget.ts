import { type CodeKind, type CodeStore, type CodeToStore, QrbarError } from "@qrbar/core";
import { describeBytes, type WindowCounter } from "@qrbar/core/service";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HTTP_WORDING } from "../errors/http-message.js";
import { requestSignal } from "../request-signal.js";
import { describeWait, describeWindow } from "./describe-duration.js";

/** The answer headers that say where a client stands in its stored-bytes budget, as `X-RateLimit-*` do for requests. */
export const STORED_BYTES_HEADERS = {
  /** Bytes of images a client may store per window. */
  limit: "X-StoreBytes-Limit",
  /** Bytes left in the current window. */
  remaining: "X-StoreBytes-Remaining",
  /** Whole seconds until the window resets. */
  reset: "X-StoreBytes-Reset",
} as const;

/** Where a client's stored bytes count in the budget counter: apart from its request counts (keyed by address alone). */
export const storedBytesKey = (client: string): string => `bytes:${client}`;

/**
 * Stores a code for the client of `request`, within its stored-bytes budget; the answer's headers
 * say where the client stands (see {@link STORED_BYTES_HEADERS}).
 */
export type SaveCode = (
  request: FastifyRequest,
  reply: FastifyReply,
  kind: CodeKind,
  code: CodeToStore,
) => Promise<{ id: number; createdAt: string }>;

/** Options of {@link storedBytesBudget}. */
export interface StoredBytesBudgetOptions {
  /** Where the codes go; its `maxCodeBytes` caps each one. */
  readonly store: CodeStore;
  /** Where the bytes count (`app.budgetCounter`: shared by every instance when the store can share it). */
  readonly counter: WindowCounter;
  /** Bytes one client may store per window (`STORE_BYTES_MAX`). */
  readonly maxBytes: number;
  /** The window, in milliseconds (`STORE_BYTES_WINDOW`). */
  readonly windowMs: number;
}

const WHAT: Record<CodeKind, string> = { qr: "QR code", barcode: "barcode", label: "label" };

/** Why a code does not fit what is left of the budget, and the ways out. */
function overBudget(
  kind: CodeKind,
  bytes: number,
  left: number,
  options: StoredBytesBudgetOptions,
  resetSeconds: number,
) {
  const budget = `${describeBytes(options.maxBytes)} a client may store per ${describeWindow(options.windowMs)}`;
  const standing =
    left === 0 ? `none of the ${budget} is left` : `only ${describeBytes(left)} of the ${budget} is left`;
  const unstored = kind === "label" ? "" : `, or ${HTTP_WORDING.unstored(["qr", "barcode"], "one")}`;
  return new QrbarError(
    "RATE_LIMITED",
    `this ${WHAT[kind]} is ${describeBytes(bytes)} and ${standing}; retry in ${describeWait(resetSeconds)}, or ask for smaller codes (a lower size, SVG instead of PNG)${unstored}`,
    { retryAfterSeconds: resetSeconds },
  );
}

/**
 * The one way a route stores a code: each client (`request.client`) may store `maxBytes` of images per
 * fixed window of `windowMs`, counted in `counter` under {@link storedBytesKey}, so over Redis or
 * PostgreSQL every instance counts into one budget. In order: nothing is stored or counted for a client
 * that has gone (its `requestSignal` aborted: it would never learn the id); a code over the store's
 * `maxCodeBytes` is `413 PAYLOAD_TOO_LARGE` (nothing counted); its bytes are counted only if they
 * fit what is left, in one atomic step, else it is `429 RATE_LIMITED` with `Retry-After`, naming the
 * budget, what is left and the ways out (nothing counted, nothing stored); then it is stored. Bytes
 * counted for a code the store then fails to keep (`STORAGE_UNAVAILABLE`) stay counted, as a failed
 * request counts against the rate limit. The `X-StoreBytes-*` headers are set whenever the budget
 * was asked.
 *
 * @example
 * ```ts
 * const saveCode = storedBytesBudget({ store, counter: app.budgetCounter, maxBytes: 30_000_000, windowMs: 3_600_000 });
 * const { id } = await saveCode(request, reply, "qr", image);
 * ```
 */
export function storedBytesBudget(options: StoredBytesBudgetOptions): SaveCode {
  const { store, counter, maxBytes, windowMs } = options;
  return async (request, reply, kind, code) => {
    requestSignal(reply).throwIfAborted();
    store.checkSize(kind, code);
    const bytes = code.bytes.length;
    const { count, ttlMs, counted } = await counter.hit(storedBytesKey(request.client), windowMs, bytes, maxBytes);
    const left = Math.max(0, maxBytes - count);
    const resetSeconds = Math.ceil(ttlMs / 1000);
    reply
      .header(STORED_BYTES_HEADERS.limit, maxBytes)
      .header(STORED_BYTES_HEADERS.remaining, left)
      .header(STORED_BYTES_HEADERS.reset, resetSeconds);
    if (!counted) throw overBudget(kind, bytes, left, options, resetSeconds);
    return store.save(kind, code);
  };
}
