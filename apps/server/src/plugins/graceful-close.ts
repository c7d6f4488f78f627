import { QrbarError } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Graceful shutdown: once `app.close()` starts, new connections are refused (Fastify) and every
 * response still being written says `Connection: close`, so keep-alive clients let go and the close
 * can finish as soon as in-flight requests are answered (Node closes only connections that are idle
 * when `close()` is called; a kept-alive one would hold the process up to the keep-alive timeout).
 * A request that still arrives on an open connection (pipelined behind one in flight) is answered
 * `503 OVERLOADED` in our shape (Fastify's own 503 for it is off: `return503OnClosing`).
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async () => {
    if (closing) {
      throw new QrbarError("OVERLOADED", "the server is shutting down; retry on a new connection", {
        retryAfterSeconds: 1,
      });
    }
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
});
