import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("GET /api/types", () => {
  it("combines the QR catalog, the barcode catalog and the scan formats, each as its own endpoint gives it", async () => {
    const body = (await app.inject({ method: "GET", url: "/api/types" })).json();
    const qr = (await app.inject({ method: "GET", url: "/api/qr/types" })).json();
    const barcode = (await app.inject({ method: "GET", url: "/api/barcode/types" })).json();
    expect(body.success).toBe(true);
    const { success: _q, ...qrCatalog } = qr;
    const { success: _b, ...barcodeCatalog } = barcode;
    expect(body.qr).toEqual(qrCatalog);
    expect(body.barcode).toEqual(barcodeCatalog);
    expect(body.qr.count).toBeGreaterThanOrEqual(50);
    expect(body.barcode.count).toBeGreaterThanOrEqual(40);
    expect(body.scan.formats).toContain("qr_code");
  });

  it("every scan format but qr_code and DX film edge (read, never generated) is a barcode catalog key", async () => {
    const body = (await app.inject({ method: "GET", url: "/api/types" })).json();
    const notInCatalog = body.scan.formats.filter((f: string) => f !== "qr_code" && !(f in body.barcode.types));
    expect(notInCatalog).toEqual(["dxfilmedge"]);
  });
});
