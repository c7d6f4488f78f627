import { barcodeCatalog, qrCatalog } from "@qrbar/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl } from "../playground/src/snippets.js";
import { buildTestApp } from "../src/testing/index.js";

// The page's "copy image URL" must give an address the server answers with the very image the page
// previews: checked against the real routes for every catalog example.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const inlineBytes = (dataUri: string) => Buffer.from(dataUri.split(",")[1] as string, "base64");
const get = (url: string) => {
  const { pathname, search } = new URL(url);
  return app.inject({ method: "GET", url: `${pathname}${search}` });
};

describe("the playground's image URLs", () => {
  it("answer the image POST /api/qr/generate makes, for every QR type's example", async () => {
    for (const [type, content] of Object.entries(qrCatalog().examples)) {
      const request = { type, content: content as Record<string, unknown>, customization: { size: 200 } };
      const image = await get(imageUrl("http://localhost", "qr", request));
      expect(image.statusCode, `${type}: ${image.body.slice(0, 200)}`).toBe(200);
      const posted = await app.inject({ method: "POST", url: "/api/qr/generate", payload: request });
      expect(image.rawPayload.equals(inlineBytes(posted.json().image_base64)), type).toBe(true);
    }
  });

  it("answer the image POST /api/barcode/generate makes", async () => {
    const { examples } = barcodeCatalog();
    for (const type of ["ean13", "code128", "upca", "datamatrix"]) {
      const request = { type, content: examples[type] as string, customization: { width: 400, height: 200 } };
      const image = await get(imageUrl("http://localhost", "barcode", request));
      expect(image.statusCode, `${type}: ${image.body.slice(0, 200)}`).toBe(200);
      const posted = await app.inject({ method: "POST", url: "/api/barcode/generate", payload: request });
      expect(image.rawPayload.equals(inlineBytes(posted.json().image_base64)), type).toBe(true);
    }
  });
});
