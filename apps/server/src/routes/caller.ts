import type { ShedReason } from "../metrics/metrics.js";

/**
 * Whom a piece of work is done for, whichever door it came through (an HTTP route, an MCP tool over
 * `/mcp` or stdio): the client its pool share counts by, and who hears why it was refused.
 */
export interface Caller {
  /** Who asks, as every budget and share counts it (`request.client`; a fixed name over stdio). */
  readonly client: string;
  /** Told why the work was refused when it is the client's share or cost (the metrics' shed reason). */
  readonly refused?: (reason: ShedReason) => void;
}
