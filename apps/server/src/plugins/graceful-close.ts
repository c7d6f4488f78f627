import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Graceful shutdown: once `app.close()` starts, new connections are refused (Fastify) and every
 * response still being written says `Connection: close`, so keep-alive clients let go and the close
 * can finish as soon as in-flight requests are answered (Node closes only connections that are idle
 * when `close()` is called; a kept-alive one would hold the process up to the keep-alive timeout).
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
});
