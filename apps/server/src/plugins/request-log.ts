import { randomUUID } from "node:crypto";
import type { FastifyInstance, RawRequestDefaultExpression } from "fastify";
import fp from "fastify-plugin";

const CALLER_ID = /^[\w.:-]{1,64}$/;

/**
 * Request ids: the caller's `X-Request-Id` when it is a short token, else a fresh UUID. Used as
 * Fastify's `genReqId`.
 */
export function requestId(request: RawRequestDefaultExpression): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && CALLER_ID.test(given) ? given : randomUUID();
}

/**
 * One log line per request (method, route, status, time, request id, client address): never
 * bodies, scanned content or query strings (a query may hold a Wi-Fi password). Every response
 * carries `X-Request-Id`, errors included, so a caller can quote it.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? "(no route)",
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        ip: request.ip,
      },
      "request",
    );
  });
});
