import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** A generation answer's body, as a test reads it. */
// biome-ignore lint/suspicious/noExplicitAny: a JSON body whose fields each test reads.
export type AnswerBody = Record<string, any>;

/**
 * The bytes of a base64 data URI (`image_base64`).
 *
 * @example
 * ```ts
 * dataUriBytes("data:image/png;base64,iVBORw0KGgo="); // <Buffer 89 50 4e 47 0d 0a 1a 0a>
 * ```
 */
export function dataUriBytes(dataUri: string): Buffer {
  return Buffer.from(dataUri.split(",")[1] as string, "base64");
}

/**
 * Checks what every `POST /api/<kind>/generate` answer holds (the service spec's sections 2.4 and
 * 2.6): 200, JSON, not cached; exactly the common fields, `<kind>_id` and `extraFields`; an id that
 * is a positive safe integer with its download URL, an ISO 8601 UTC time, the docs link, and a PNG
 * as a data URI. Returns the body and the PNG's bytes.
 *
 * @example
 * ```ts
 * const { body, png } = expectGenerationAnswer(await generate(request), "barcode", ["text"]);
 * ```
 */
export function expectGenerationAnswer(
  res: LightMyRequestResponse,
  kind: "qr" | "barcode",
  extraFields: readonly string[] = [],
): { body: AnswerBody; png: Buffer } {
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.headers["cache-control"]).toBe("no-store");
  const body: AnswerBody = res.json();
  const id = `${kind}_id`;
  expect(Object.keys(body).sort()).toEqual(
    [
      "api_docs",
      "download_url",
      "format",
      "generated_at",
      "image_base64",
      "payload",
      id,
      "size",
      "success",
      "type",
      ...extraFields,
    ].sort(),
  );
  expect(Number.isSafeInteger(body[id]) && body[id] > 0).toBe(true);
  expect(body.download_url).toBe(`/api/${kind}/download/${body[id]}`);
  expect(body.generated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(body.api_docs).toBe("http://localhost:80/api/docs");
  expect(body.image_base64).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  return { body, png: dataUriBytes(body.image_base64) };
}

/**
 * Downloads a generated PNG and checks it is exactly the answer's image with the documented headers
 * (an attachment named `<kind>_<id>.png`, cached for good, an ETag), and that a request with that
 * ETag gets an empty 304. Returns the download.
 *
 * @example
 * ```ts
 * const res = await expectPngDownload(app, created, "qr");
 * ```
 */
export async function expectPngDownload(
  app: FastifyInstance,
  created: AnswerBody,
  kind: "qr" | "barcode",
): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: "GET", url: created.download_url });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(dataUriBytes(created.image_base64))).toBe(true);
  expect(res.headers["content-type"]).toBe("image/png");
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="${kind}_${created[`${kind}_id`]}.png"`);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const etag = res.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await app.inject({ method: "GET", url: created.download_url, headers: { "if-none-match": etag } });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  return res;
}
