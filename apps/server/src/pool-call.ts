import type { FastifyReply, FastifyRequest } from "fastify";
import { markShed } from "./metrics/shed-reason.js";
import { requestSignal } from "./request-signal.js";
import type { Caller } from "./routes/caller.js";

/** The {@link Caller} of an HTTP request: its signal is always there. */
export type RequestPoolCall = Caller & { readonly signal: AbortSignal };

/**
 * What a request passes to every worker pool it uses: its client (`request.client`, held to each
 * pool's share), a signal that stops its tasks when the client goes away ({@link requestSignal}), and
 * a note of a pool's refusal for the metrics' `qrbar_shed_total` (`client_share`, `queue_full`).
 *
 * @example
 * ```ts
 * const image = await generator.generate("qr", request.body, poolCall(request, reply));
 * ```
 */
export function poolCall(request: FastifyRequest, reply: FastifyReply): RequestPoolCall {
  return {
    client: request.client,
    signal: requestSignal(reply),
    onRefused: (reason) => markShed(request, reason),
  };
}
