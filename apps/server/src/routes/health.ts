import { HealthResponseSchema } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import type { RouteOptions } from "./route-options.js";

/** `GET /api/health`: 200 `ok` when storage answers, 503 `degraded` when it does not. */
export async function healthRoutes(app: FastifyInstance, { store }: RouteOptions): Promise<void> {
  app.get(
    "/api/health",
    {
      schema: {
        summary: "Health of the service and its storage",
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const storageOk = await store.ping();
      reply.header("cache-control", "no-store");
      if (storageOk) return { success: true, status: "ok" as const, storage: "ok" as const };
      return reply.code(503).send({ success: false, status: "degraded" as const, storage: "unavailable" as const });
    },
  );
}
