import type { PoolCall, PoolRefusal } from "@qrbar/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { markShed } from "./metrics/shed-reason.js";
import { requestSignal } from "./request-signal.js";

/** A {@link PoolCall} whose client and signal are always there. */
export type RequestPoolCall = PoolCall & { readonly client: string; readonly signal: AbortSignal };

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
    onRefused: (reason: PoolRefusal) => markShed(request, reason),
  };
}
