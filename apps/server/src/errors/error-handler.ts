import { ERROR_LIMITS, type ErrorResponse } from "@qrbar/contract";
<<<<<<< HEAD
import { isQrbarError, QrbarError } from "@qrbar/core";
import { clipText } from "@qrbar/core/service";
=======
import { clipText, type ErrorSentence, isQrbarError, QrbarError } from "@qrbar/core";
>>>>>>> work/house
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import "@fastify/rate-limit";
import { isAbandoned } from "../request-signal.js";
import { httpMessage } from "./http-message.js";
import { HTTP_STATUS } from "./http-status.js";

/** Fastify's own error codes, translated to ours with a sentence a caller can act on. */
const FASTIFY_ERRORS: Record<string, (error: FastifyError) => QrbarError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new QrbarError("INVALID_JSON", "the request body is not valid JSON"),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new QrbarError("INVALID_JSON", "the request body is empty; send a JSON object"),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new QrbarError("PAYLOAD_TOO_LARGE", "the request body is larger than the 1 MB limit"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new QrbarError("UNSUPPORTED_MEDIA_TYPE", "unsupported Content-Type; send application/json"),
  FST_ERR_BAD_URL: () => new QrbarError("VALIDATION_ERROR", "the URL is not valid: it holds a bad percent-escape"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new QrbarError("VALIDATION_ERROR", "the Content-Length header does not match the body"),
};

/** Turns anything thrown into a {@link QrbarError}; unknown errors become `INTERNAL_ERROR`. */
export function toQrbarError(error: unknown): QrbarError {
  if (isQrbarError(error)) return error;
  const fastifyError = error as Partial<FastifyError>;
  const translate = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (translate) return translate(fastifyError as FastifyError);
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return new QrbarError("INVALID_JSON", "the request body is not valid JSON");
  }
  if (fastifyError.statusCode === 413) {
    return new QrbarError("PAYLOAD_TOO_LARGE", "the request body is too large");
  }
  if (fastifyError.statusCode === 415) {
    return new QrbarError("UNSUPPORTED_MEDIA_TYPE", "unsupported Content-Type");
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new QrbarError("VALIDATION_ERROR", "the request is not valid", { cause: error });
  }
  return new QrbarError("INTERNAL_ERROR", "something went wrong on our side; please retry", { cause: error });
}

/** `text` without `words` where they stand quoted as `: words`, `(words)` or bare. */
const omit = (text: string, words: string): string =>
  text.split(`: ${words}`).join("").split(` (${words})`).join("").split(words).join("");

/** A sentence without `words` in its text (see {@link omit}), its references kept, its ends trimmed. */
const without = (sentence: ErrorSentence, words: string): ErrorSentence => {
  const parts = sentence.map((part) => (typeof part === "string" ? omit(part, words) : part));
  const [first, last] = [parts[0], parts.at(-1)];
  if (typeof first === "string") parts[0] = first.trimStart();
  if (typeof last === "string") parts[parts.length - 1] = last.trimEnd();
  return parts;
};

/**
 * The error as a caller may see it: without its cause's own text (a library's words, such as
 * sharp's `vipspng: libpng read error` or busboy's `Boundary not found`), which only the log gets.
 * Ours is the sentence around it ("image is not a readable PNG file").
 */
export function withoutLibraryText(error: QrbarError): QrbarError {
  const cause = error.cause instanceof Error ? error.cause.message.trim() : "";
  const mentions = (text: string) => cause.length > 0 && text.includes(cause);
  if (!mentions(error.message) && !error.details?.some((d) => mentions(d.message))) return error;
  return new QrbarError(error.code, without(error.sentence, cause), {
    cause: error.cause,
    retryAfterSeconds: error.retryAfterSeconds,
    ...(error.details ? { details: error.details.map((d) => ({ ...d, message: omit(d.message, cause).trim() })) } : {}),
  });
}

/** Seconds a client should wait before retrying a temporary failure, when the error names none. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * Sends a {@link QrbarError} as the JSON error shape with its status from the one table; a 503
 * always carries `Retry-After`.
 */
export function sendError(reply: FastifyReply, error: QrbarError): FastifyReply {
  const status = HTTP_STATUS[error.code];
  if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
  else if (status === 503 && !reply.hasHeader("retry-after"))
    reply.header("retry-after", String(DEFAULT_RETRY_AFTER_SECONDS));
  return reply.code(status).type("application/json; charset=utf-8").send(errorBody(error));
}

/**
 * The JSON error shape of a {@link QrbarError}, `{success: false, error, code, details?}`, within
 * the contract's `ERROR_LIMITS` whatever the error was built from (a 100 KB type name, a long path).
 */
export function errorBody(error: QrbarError): ErrorResponse {
  const body: ErrorResponse = {
    success: false,
    error: clipText(httpMessage(error), ERROR_LIMITS.error),
    code: error.code,
  };
  if (error.details?.length) {
    body.details = error.details.slice(0, ERROR_LIMITS.details).map(({ field, message }) => ({
      field: clipText(field, ERROR_LIMITS.field),
      message: clipText(message, ERROR_LIMITS.message),
    }));
  }
  return body;
}

/** Route patterns with their methods, to tell 405 from 404. */
type RouteIndex = Array<{ pattern: RegExp; methods: Set<string> }>;

const toPattern = (url: string): RegExp =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+")}/?$`);

/**
 * Installs the error handler and the not-found handler: every failure leaves as the JSON error
 * shape, unknown routes as 404, a known path with the wrong method as 405 with `Allow`.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const routes: RouteIndex = [];
  app.addHook("onRoute", (route) => {
    const methods = ([] as string[]).concat(route.method);
    const pattern = toPattern(route.url);
    const entry = routes.find((r) => r.pattern.source === pattern.source);
    if (entry) for (const m of methods) entry.methods.add(m);
    else routes.push({ pattern, methods: new Set(methods) });
  });

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const qrbarError = toQrbarError(error);
    // Work stopped because its client went away is no failure of ours (the request log has told of it).
    if (qrbarError.code === "INTERNAL_ERROR" && !isAbandoned(reply, error)) {
      request.log.error({ err: error }, "request failed");
    }
    const shown = withoutLibraryText(qrbarError);
    if (shown !== qrbarError) {
      request.log.info({ code: shown.code, cause: (qrbarError.cause as Error).message }, "library error, not shown");
    }
    return sendError(reply, shown);
  });

  // Unknown /api routes count against the rate limit too (docs/decisions.md).
  app.setNotFoundHandler(app.rateLimit ? { preHandler: app.rateLimit() } : {}, (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const known = routes.find((r) => r.pattern.test(path));
    if (known) {
      const allow = [...known.methods].filter((m) => m !== "HEAD" || known.methods.has("GET")).join(", ");
      reply.header("allow", allow);
      return sendError(
        reply,
        new QrbarError("METHOD_NOT_ALLOWED", `${request.method} is not allowed on ${path}; use ${allow}`),
      );
    }
    return sendError(reply, new QrbarError("NOT_FOUND", `no route ${request.method} ${path}; see /api/docs`));
  });
}
