/**
 * The typed qrbar client; its full surface lands with its own issue. For now it re-exports the
 * contract's request and response types so callers can type their own `fetch` calls.
 *
 * @example
 * ```ts
 * import type { QrGenerateRequest } from "@qrbar/client";
 * const body: QrGenerateRequest = { type: "text", content: { text: "hi" } };
 * ```
 */
export type * from "@qrbar/contract";
