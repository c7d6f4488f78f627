import { createHash } from "node:crypto";
import { ENDPOINTS } from "@qrbar/contract";
import { type GeneratedImage, validateBarcodeRequest, validateQrRequest } from "@qrbar/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { toQrbarError } from "../errors/error-handler.js";
import { HTTP_STATUS } from "../errors/http-status.js";
import { poolCall, type RequestPoolCall } from "../pool-call.js";
import { isAbandoned } from "../request-signal.js";
import { defineRoute } from "./define-route.js";
import { errorImage } from "./error-image.js";
import { fileName } from "./file-name.js";
import { ifNoneMatchHits, prefersImage } from "./image-negotiation.js";
import { barcodeRequestFromQuery, type Query, qrRequestFromQuery } from "./image-query.js";
import { barcodeImage, qrImage } from "./qr-image.js";
import type { RouteOptions } from "./route-options.js";

/** How long a browser or CDN may keep an image: a year, as the same URL always gives the same bytes. */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The header that carries a styled code's `scannability` (the POST routes' JSON field) on an image URL's answer. */
export const SCANNABILITY_HEADER = "x-scannability";

/** The header that carries a code's `warnings` (the POST routes' JSON field, when there are any) as JSON. */
export const WARNINGS_HEADER = "x-warnings";

/** The strong `ETag` of an image: a SHA-256 of its bytes, as stored codes have. */
const etagOf = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

/**
 * A handler that answers the image a query stands for: not stored, the same bytes for the same
 * query, so cacheable for a year with a strong `ETag` (a matching `If-None-Match` is `304`).
 * Failures are the JSON error of the POST route, or a small SVG showing it (same status) when the
 * client prefers an image (an `<img>`; see {@link prefersImage}).
 */
function imageHandler<R>(
  kind: "qr" | "barcode",
  toRequest: (query: Query) => R,
  generate: (request: R, call: RequestPoolCall) => GeneratedImage | Promise<GeneratedImage>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let image: GeneratedImage;
    try {
      image = await generate(toRequest(request.query as Query), poolCall(request, reply));
    } catch (error) {
      if (!prefersImage(request.headers.accept) || isAbandoned(reply, error)) throw error;
      const failure = toQrbarError(error);
      if (failure.code === "INTERNAL_ERROR") request.log.error({ err: error }, "request failed");
      return reply
        .code(HTTP_STATUS[failure.code])
        .header("cache-control", "no-store")
        .type("image/svg+xml")
        .send(errorImage(failure.code, failure.message));
    }
    const etag = etagOf(image.bytes);
    reply.header("cache-control", IMAGE_CACHE_CONTROL).header("etag", etag).header("vary", "accept");
    // A styled code's proof that it scans, which POST answers in its JSON: here as JSON in a header.
    if (image.scannability) reply.header(SCANNABILITY_HEADER, JSON.stringify(image.scannability));
    if (image.warnings) reply.header(WARNINGS_HEADER, JSON.stringify(image.warnings));
    if (ifNoneMatchHits(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply
      .type(image.mimeType)
      .header("content-disposition", `inline; filename="${fileName(kind, image.mimeType)}"`)
      .send(image.bytes);
  };
}

/**
 * `GET /api/qr/image` and `GET /api/barcode/image`: the image itself, for `<img src>`, from query
 * parameters ({@link qrRequestFromQuery}, {@link barcodeRequestFromQuery}). Validated as the POST
 * routes are, counted by the rate limit like them, never stored.
 */
export async function imageUrlRoutes(app: FastifyInstance, { generator }: RouteOptions): Promise<void> {
  defineRoute(
    app,
    ENDPOINTS.qrImage,
    imageHandler(
      "qr",
      (query) => validateQrRequest(qrRequestFromQuery(query)).request,
      (body, call) => qrImage(generator, body, call),
    ),
  );
  defineRoute(
    app,
    ENDPOINTS.barcodeImage,
    imageHandler(
      "barcode",
      (query) => validateBarcodeRequest(barcodeRequestFromQuery(query)).request,
      (body, call) => barcodeImage(generator, body, call),
    ),
  );
}
