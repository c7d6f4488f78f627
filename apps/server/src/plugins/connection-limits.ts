import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { QrbarError } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { answerOnSocket } from "../errors/client-error.js";

/** Options of {@link connectionLimitsPlugin}. */
export interface ConnectionLimitOptions {
  /** Open connections this process accepts; Node closes any beyond at once. */
  readonly maxConnections: number;
  /** The shutdown window: requests still arriving at shutdown get half of it. */
  readonly shutdownTimeoutMs: number;
}

/** Longest wait at close for the log lines of connections cut at shutdown. */
const LOG_WAIT_MS = 100;

/** The request a connection is on, and its answer. */
interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
}

/**
 * Whether a connection holds work to finish at shutdown: its request has fully arrived and its
 * answer is not yet written. One still sending headers or a body, or idle, holds none.
 */
const isAnswering = (exchange: Exchange | undefined): boolean =>
  exchange?.request.complete === true && !exchange.response.writableEnded;

/**
 * A cap on open connections, unknown `Expect` values served like any request, and a deadline for
 * requests still arriving at shutdown. Node's header
 * and request timeouts (`HEADERS_TIMEOUT`, `REQUEST_TIMEOUT`, set on the server) stop being checked
 * once the server closes, so a client trickling a body would hold a graceful shutdown for ever;
 * here, half the shutdown window after it starts, every connection not busy answering a request that
 * has fully arrived is answered `408 REQUEST_TIMEOUT` and closed, and the close can complete.
 */
export const connectionLimitsPlugin = fp(async (app: FastifyInstance, options: ConnectionLimitOptions) => {
  app.server.maxConnections = options.maxConnections;
  // An `Expect` other than 100-continue is ignored (RFC 9110 lets a server do so) and the request
  // served, rather than Node's bodiless 417.
  app.server.on("checkExpectation", (request: IncomingMessage, response: ServerResponse) => {
    app.server.emit("request", request, response);
  });
  const sockets = new Map<Socket, Exchange | undefined>();
  app.server.on("connection", (socket: Socket) => {
    sockets.set(socket, undefined);
    socket.once("close", () => sockets.delete(socket));
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (sockets.has(request.raw.socket)) sockets.set(request.raw.socket, { request: request.raw, response: reply.raw });
    done();
  });

  let cutOff: NodeJS.Timeout | undefined;
  // Node emits a cut response's `close` (which the request log waits for) after the server has
  // closed; the close waits for it, a moment at most, so the process does not exit before the line.
  let answered: Promise<unknown> = Promise.resolve();
  app.addHook("preClose", (done) => {
    cutOff = setTimeout(() => {
      const late = [...sockets].filter(([, exchange]) => !isAnswering(exchange));
      if (late.length > 0) app.log.info({ connections: late.length }, "closing connections still sending at shutdown");
      answered = Promise.all(
        late.flatMap(([, exchange]) =>
          exchange && !exchange.response.writableFinished && !exchange.response.destroyed
            ? [new Promise((resolve) => exchange.response.once("close", resolve))]
            : [],
        ),
      );
      for (const [socket] of late) {
        answerOnSocket(
          socket,
          new QrbarError("REQUEST_TIMEOUT", "the server is shutting down and the request did not arrive in time"),
        );
      }
    }, options.shutdownTimeoutMs / 2);
    cutOff.unref();
    done();
  });
  app.addHook("onClose", async () => {
    clearTimeout(cutOff);
    await Promise.race([answered, delay(LOG_WAIT_MS)]);
  });
});
