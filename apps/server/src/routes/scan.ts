import multipart, { type MultipartFile } from "@fastify/multipart";
import { ENDPOINTS, SCAN_LIMITS } from "@qrbar/contract";
import { isQrbarError, QrbarError } from "@qrbar/core";
import { assertParameterName } from "@qrbar/core/service";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { poolCall } from "../pool-call.js";
import { docsUrl } from "../public-url.js";
import { defineRoute } from "./define-route.js";
import type { RouteOptions } from "./route-options.js";
import { scanTooLarge } from "./scan-service.js";

/** The field that carries the image. */
const IMAGE_FIELD = "image";

/** Multipart framing around a 16 MiB file is far below this; a larger declared body is refused unread. */
const FRAMING_ALLOWANCE = 1_048_576;

const tooLarge = () => scanTooLarge(IMAGE_FIELD);

const HOW = "POST /api/scan takes multipart/form-data with one file part named image";

/** @fastify/multipart's and busboy's failures, as our errors. */
function multipartError(error: unknown): QrbarError {
  if (isQrbarError(error)) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT") return QrbarError.field(IMAGE_FIELD, "must be the only file part; send one image");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new QrbarError("VALIDATION_ERROR", `too many form fields; ${HOW}`);
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new QrbarError("UNSUPPORTED_MEDIA_TYPE", HOW);
  // @fastify/multipart refuses a part named like a property of Object.prototype before we see its name.
  if (code === "FST_PROTO_VIOLATION") {
    return new QrbarError(
      "VALIDATION_ERROR",
      `a form field is named like a property every object has (__proto__, constructor, toString, ...), which no form takes; ${HOW}`,
    );
  }
  return new QrbarError("VALIDATION_ERROR", `the multipart body is malformed (${(error as Error).message}); ${HOW}`, {
    cause: error,
  });
}

/** Reads a file part, stopping at the size limit as the bytes arrive (never buffering past it). */
async function readLimited(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (part.file.truncated) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  // busboy ends a file stream at the limit and flags it, silently: the flag is the only sign.
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** The `image` part's bytes and declared type, or a `VALIDATION_ERROR` naming what came instead. */
async function readImagePart(request: FastifyRequest): Promise<{ bytes: Buffer; declaredType: string }> {
  const declared = Number(request.headers["content-length"]);
  if (declared > SCAN_LIMITS.maxBytes + FRAMING_ALLOWANCE) throw tooLarge();
  let image: { bytes: Buffer; declaredType: string } | undefined;
  const otherFiles: string[] = [];
  try {
    for await (const part of request.parts()) {
      assertParameterName(part.fieldname);
      if (part.type !== "file") continue;
      if (part.fieldname !== IMAGE_FIELD) {
        otherFiles.push(part.fieldname);
        part.file.resume();
        continue;
      }
      image = { bytes: await readLimited(part), declaredType: part.mimetype };
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!image) {
    const got = otherFiles.length ? `; got a file part named '${otherFiles[0]}'` : "";
    throw QrbarError.field(IMAGE_FIELD, `is required: ${HOW}${got}`);
  }
  return image;
}

/**
 * `POST /api/scan`: one multipart file part named `image` (PNG, JPEG, GIF, BMP or WebP, at most
 * 16 MiB), scanned by the app's scan service (`createScanService`, which MCP's `scan_image` uses
 * too). 400 for a missing part or an image that does not decode, 413 over the size, pixel or cost
 * limit (decoded bytes, see `measureScanCost`) or past the scan deadline, 415 for what is not an
 * image, 429 `RATE_LIMITED` when the client already has its share of the pool's scans, 503
 * `OVERLOADED` when the pool's queue is full (both with `Retry-After`).
 */
export async function scanRoutes(app: FastifyInstance, { scanner, publicBaseUrl }: RouteOptions): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: SCAN_LIMITS.maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });

  defineRoute(app, ENDPOINTS.scanImage, async (request, reply) => {
    if (!request.isMultipart()) throw new QrbarError("UNSUPPORTED_MEDIA_TYPE", HOW);
    const { bytes, declaredType } = await readImagePart(request);
    const outcome = await scanner.scan(poolCall(request, reply), { bytes, declaredType, field: IMAGE_FIELD });
    reply.header("cache-control", "no-store");
    return {
      success: true as const,
      results: outcome.results,
      image: outcome.image,
      scanned_at: new Date().toISOString(),
      api_docs: docsUrl(request, publicBaseUrl),
    };
  });

  // A body that is neither multipart nor JSON (a raw image/png, say) would otherwise be refused with
  // advice meant for the JSON routes.
  app.addContentTypeParser("*", (_request, _payload, done) => {
    done(new QrbarError("UNSUPPORTED_MEDIA_TYPE", HOW), undefined);
  });
}
