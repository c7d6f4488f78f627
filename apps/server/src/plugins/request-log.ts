import { randomUUID } from "node:crypto";
import type { FastifyInstance, RawRequestDefaultExpression } from "fastify";
import fp from "fastify-plugin";
import { cutOffCode } from "../errors/client-error.js";
import { HTTP_STATUS } from "../errors/http-status.js";
import { redactedQuery } from "./redacted-query.js";

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
 * One log line per request (method, route, status, time, request id, client address; or, for a
 * request the client abandoned, that it did): never bodies or scanned content. A request refused
 * with a 4xx adds its query string, redacted ({@link redactedQuery}: every name, but only the values
 * that carry no text, since a query may hold a Wi-Fi password), so a probe leaves a trace of what
 * it tried. Every response carries `X-Request-Id`, errors included, so a caller can quote it.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // A connection closed before the answer was written leaves one line too: abandoned by the
    // client, or cut off by a timeout or the shutdown (with the code it was answered).
    reply.raw.once("close", () => {
      if (reply.raw.writableFinished) return;
      const code = cutOffCode(request.raw.socket);
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? "(no route)",
          ...(code === undefined ? {} : { status: HTTP_STATUS[code], code }),
          ms: Math.round(reply.elapsedTime * 100) / 100,
          ip: request.ip,
        },
        code === undefined ? "request abandoned by the client" : "request cut off",
      );
    });
  });
  app.addHook("onResponse", async (request, reply) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    const query = refused ? redactedQuery(request.url) : undefined;
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? "(no route)",
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        ip: request.ip,
        ...(query === undefined ? {} : { query }),
      },
      "request",
    );
  });
});
