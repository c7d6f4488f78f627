import type { FastifyInstance } from "fastify";
import type { RouteOptions } from "./route-options.js";

/** The scan routes. */
export async function scanRoutes(_app: FastifyInstance, _options: RouteOptions): Promise<void> {}
