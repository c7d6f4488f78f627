import type { FastifyRequest } from "fastify";
import type { ShedReason } from "./metrics.js";

const reasons = new WeakMap<FastifyRequest, ShedReason>();

/**
 * Says why a request is being refused, where that is known best (the overload guard, the scan route),
 * for the `reason` label of `qrbar_shed_total`; a refusal nobody marks is classified by its error code.
 *
 * @example
 * ```ts
 * markShed(request, "scan_cost");
 * ```
 */
export function markShed(request: FastifyRequest, reason: ShedReason): void {
  reasons.set(request, reason);
}

/** The reason {@link markShed} recorded for `request`, if any. */
export function shedReasonOf(request: FastifyRequest): ShedReason | undefined {
  return reasons.get(request);
}
