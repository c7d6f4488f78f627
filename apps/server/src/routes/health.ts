import { ENDPOINTS } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "./define-route.js";
import type { RouteOptions } from "./route-options.js";

/** `GET /api/health`: 200 `ok` when storage answers, 503 `degraded` when it does not. */
export async function healthRoutes(app: FastifyInstance, { store }: RouteOptions): Promise<void> {
  defineRoute(app, ENDPOINTS.getHealth, async (_request, reply) => {
    const storageOk = await store.ping();
    reply.header("cache-control", "no-store");
    if (storageOk) return { success: true, status: "ok" as const, storage: "ok" as const };
    reply.code(503);
    return { success: false, status: "degraded" as const, storage: "unavailable" as const };
  });
}
