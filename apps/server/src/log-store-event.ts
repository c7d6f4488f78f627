import type { StoreEvent } from "@qrbar/core";
import type { FastifyBaseLogger } from "fastify";

/**
 * Logs a store's transitions, once each: going down (with the cause, at error level: every request
 * that needs it is a 503 until it answers) and answering again. Single operations are not logged;
 * they are counted in the metrics.
 *
 * @example
 * ```ts
 * await openStore(url, { observe: (event) => logStoreEvent(app.log, event) });
 * ```
 */
export function logStoreEvent(log: FastifyBaseLogger, event: StoreEvent): void {
  if (event.type === "down") {
    log.error({ cause: event.cause }, `the store does not answer (${event.cause}); requests that need it get 503`);
  } else if (event.type === "up") {
    log.info("the store answers again");
  }
}
