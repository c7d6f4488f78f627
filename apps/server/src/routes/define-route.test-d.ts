import { ENDPOINTS, type QrGenerateRequest } from "@qrbar/contract";
import type { FastifyInstance } from "fastify";
import { describe, expectTypeOf, it } from "vitest";
import { defineRoute } from "./define-route.js";

const app = {} as FastifyInstance;

/** A success answer of `POST /api/qr/generate`, right in every field. */
const generated = {
  success: true as const,
  qr_id: 1,
  type: "url",
  format: "PNG" as const,
  size: "300x300",
  payload: "https://example.com",
  image_base64: "data:image/png;base64,",
  download_url: "/api/qr/download/1",
  generated_at: "2026-01-01T00:00:00.000Z",
  api_docs: "/api/docs",
};

// The handler of an endpoint is typed from the contract: its request from the entry's schemas and
// path, its answer checked against the entry's response schemas.
describe("defineRoute", () => {
  it("types the request from the entry", () => {
    void (() =>
      defineRoute(app, ENDPOINTS.generateQr, async (request) => {
        expectTypeOf(request.body).toEqualTypeOf<QrGenerateRequest>();
        return generated;
      }));
    void (() =>
      defineRoute(app, ENDPOINTS.downloadQr, async (request) => {
        expectTypeOf(request.params).toEqualTypeOf<{ readonly id: string }>();
      }));
  });

  it("refuses an answer the response schema does not allow", () => {
    // @ts-expect-error qr_id is a number
    void (() => defineRoute(app, ENDPOINTS.generateQr, async () => ({ ...generated, qr_id: "1" })));
    // @ts-expect-error download_url is required
    void (() => defineRoute(app, ENDPOINTS.generateQr, async () => ({ ...generated, download_url: undefined })));
    // @ts-expect-error status is ok or degraded
    void (() => defineRoute(app, ENDPOINTS.getHealth, async () => ({ success: true, status: "fine", storage: "ok" })));
  });
});
