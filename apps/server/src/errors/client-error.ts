import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorCode, QrbarError } from "@qrbar/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorBody } from "./error-handler.js";
import { HTTP_STATUS } from "./http-status.js";

const badRequestLine = () =>
  new QrbarError(
    "MALFORMED_REQUEST",
    "the request line is not 'METHOD /path HTTP/1.1'; percent-encode spaces in the path",
  );

/** Node's HTTP parser errors (llhttp `HPE_*` codes and Node's own), in our words. */
const PARSER_ERRORS: Record<string, () => QrbarError> = {
  ERR_HTTP_REQUEST_TIMEOUT: () =>
    new QrbarError("REQUEST_TIMEOUT", "the request did not arrive in time; send its headers and body without pausing"),
  HPE_HEADER_OVERFLOW: () =>
    new QrbarError("HEADERS_TOO_LARGE", "the request's headers are larger than the 16 KB limit"),
  HPE_INVALID_HEADER_TOKEN: () =>
    new QrbarError("MALFORMED_REQUEST", "a header name or value holds a character HTTP does not allow"),
  HPE_UNEXPECTED_CONTENT_LENGTH: () =>
    new QrbarError("MALFORMED_REQUEST", "the request has both Content-Length and Transfer-Encoding; send one"),
  HPE_INVALID_CONTENT_LENGTH: () =>
    new QrbarError("MALFORMED_REQUEST", "the Content-Length header is not a single whole number"),
  HPE_INVALID_TRANSFER_ENCODING: () =>
    new QrbarError(
      "MALFORMED_REQUEST",
      "the Transfer-Encoding header is not valid: only chunked, and never with Content-Length",
    ),
  HPE_INVALID_CHUNK_SIZE: () => new QrbarError("MALFORMED_REQUEST", "a chunk of the chunked body has a bad size line"),
  HPE_INVALID_METHOD: () => new QrbarError("MALFORMED_REQUEST", "the request method is not a known HTTP method"),
  HPE_INVALID_URL: () =>
    new QrbarError("MALFORMED_REQUEST", "the request target is not a valid path; percent-encode spaces and controls"),
  HPE_INVALID_VERSION: badRequestLine,
  HPE_INVALID_CONSTANT: badRequestLine,
};

/** What a parser error becomes; any other is one sentence, never the parser's own text. */
export function parserError(error: Error & { code?: string }): QrbarError {
  const translate = error.code === undefined ? undefined : PARSER_ERRORS[error.code];
  return translate ? translate() : new QrbarError("MALFORMED_REQUEST", "the request is not valid HTTP/1.1");
}

/** The response Node has assigned to a connection's current request, if any. */
const responseOf = (socket: Socket) => (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;

/** Connections closed by {@link answerOnSocket}, with the code they were answered. */
const cutOff = new WeakMap<Socket, ErrorCode>();

/**
 * The code a connection was cut off with by {@link answerOnSocket} (a timeout, a shutdown), or
 * undefined when it was not: the request log tells a cut request from one the client abandoned.
 */
export function cutOffCode(socket: Socket): ErrorCode | undefined {
  return cutOff.get(socket);
}

/**
 * Answers `error` on a raw connection with the JSON error shape and closes it: for failures before
 * Fastify has a request (Node's `clientError`: the HTTP parser's errors, header and request
 * timeouts) and for connections cut at shutdown. Nothing is written when an answer to the current
 * request has already started (a second status line would corrupt it; Node's own `clientError`
 * default makes the same check); the connection is closed either way.
 */
export function answerOnSocket(socket: Socket, error: QrbarError): void {
  cutOff.set(socket, error.code);
  if (socket.writable && !responseOf(socket)?.headersSent) {
    const status = HTTP_STATUS[error.code];
    const body = JSON.stringify(errorBody(error));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Parser errors that mean the client went away: nothing to answer (the request log tells of it). */
const GONE = new Set(["ECONNRESET", "HPE_INVALID_EOF_STATE"]);

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses or that timed out is answered
 * in the JSON error shape with a contract code (`MALFORMED_REQUEST` 400, `REQUEST_TIMEOUT` 408,
 * `HEADERS_TOO_LARGE` 431). It leaves one log line with the parser's own code, unless a request is
 * under way on the connection: its own line (see the request log) then says it was cut off.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed || GONE.has(error.code ?? "")) {
    socket.destroy();
    return;
  }
  const answer = parserError(error);
  if (!responseOf(socket)) {
    this.log.info({ code: answer.code, cause: error.code, ip: socket.remoteAddress }, "client error");
  }
  answerOnSocket(socket, answer);
}

/**
 * An `onRequest` hook refusing an HTTP/1.1 request without `Host` (RFC 9112 section 3.2) with
 * `400 MALFORMED_REQUEST`; Node's own check (`requireHostHeader`, turned off in `buildApp`) answers
 * a bare 400 without a body.
 */
export async function requireHost(request: FastifyRequest): Promise<void> {
  if (request.raw.httpVersion === "1.1" && request.headers.host === undefined) {
    throw new QrbarError("MALFORMED_REQUEST", "the Host header is missing; HTTP/1.1 requires it");
  }
}
