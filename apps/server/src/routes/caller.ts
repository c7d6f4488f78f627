import type { PoolCall } from "@qrbar/core/service";
import type { ShedReason } from "../metrics/metrics.js";

/**
 * Whom a piece of work is done for, whichever door it came through (an HTTP route, an MCP tool over
 * `/mcp` or stdio): the client its pool shares count by, the signal that stops its work when it goes
 * away, and who hears why it was refused.
 */
export interface Caller extends PoolCall {
  /** Who asks, as every budget and share counts it (`request.client`; a fixed name over stdio). */
  readonly client: string;
  /**
   * Told why the work was refused when it is the client's share, a full queue or its cost (the
   * metrics' shed reason).
   */
  readonly onRefused?: (reason: ShedReason) => void;
}
