import type { FastifyInstance } from "fastify";
import type { RouteOptions } from "./route-options.js";

/** The barcode routes. */
export async function barcodeRoutes(_app: FastifyInstance, _options: RouteOptions): Promise<void> {}
