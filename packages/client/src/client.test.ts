import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  BarcodeGenerateResponseSchema,
  BarcodeTypesResponseSchema,
  BatchQrResponseSchema,
  HealthResponseSchema,
  LabelGenerateResponseSchema,
  QrGenerateResponseSchema,
  QrTypesResponseSchema,
  ScanResponseSchema,
  TypesResponseSchema,
} from "@qrbar/contract";
import { generateQr } from "@qrbar/core";
import { decodePng } from "@qrbar/core/testing";
import type { TSchema } from "@sinclair/typebox";
import { FormatRegistry } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import type { QrGenerateRequest } from "./index.js";
import { createClient as createBrowserClient } from "./index.js";
import { ApiError, isApiError, type QrbarClient } from "./node.js";
import { useTestServer } from "./testing/test-server.js";

const live = useTestServer();

// docs/decisions.md: timestamps are ISO 8601 UTC exactly as Date.prototype.toISOString() writes them.
FormatRegistry.Set("date-time", (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value));

/** The body matches the contract schema exactly: right types, and no field the contract does not name. */
function expectContractShape(schema: TSchema, body: unknown) {
  expect([...Value.Errors(schema, body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
  expect(Value.Clean(schema, structuredClone(body))).toEqual(body);
}

const imageBytes = (dataUri: string) => Buffer.from(dataUri.split(",")[1] ?? "", "base64");

describe("QR codes", () => {
  it("generates a code whose image decodes to the content, and downloads the same bytes", async () => {
    const created = await live.client.qr.generate({
      type: "url",
      content: { url: "https://example.com/client" },
      customization: { size: 256, error_correction: "Q" },
    });
    expectContractShape(QrGenerateResponseSchema, created);
    expect(created).toMatchObject({ success: true, type: "url", format: "PNG", size: "256x256" });
    const [symbol] = await decodePng(imageBytes(created.image_base64));
    expect(symbol?.text).toBe("https://example.com/client");

    const download = await live.client.qr.download(created.qr_id);
    expect(Buffer.from(download.bytes).equals(imageBytes(created.image_base64))).toBe(true);
    expect(download.contentType).toBe("image/png");
    expect(download.filename).toBe(`qr_${created.qr_id}.png`);
    expect(download.etag).toMatch(/^"[\w-]+"$/);
  });

  it.each([
    ["pdf", "application/pdf", ".pdf", "%PDF-1.4\n"],
    ["EPS", "application/postscript", ".eps", "%!PS-Adobe-3.0 EPSF-3.0\n"],
  ] as const)(
    "generates a %s, downloads the same bytes typed %s and named so, and its image URL answers them",
    async (format, type, extension, head) => {
      const request = {
        type: "text",
        content: { text: "client print" },
        customization: { format: format as "PDF" },
      } as const satisfies QrGenerateRequest;
      const created = await live.client.qr.generate(request);
      expectContractShape(QrGenerateResponseSchema, created);
      expect(created.format).toBe(format.toUpperCase());
      expect(created.image_base64.startsWith(`data:${type};base64,`)).toBe(true);
      const bytes = imageBytes(created.image_base64);
      expect(bytes.toString("latin1", 0, head.length)).toBe(head);

      const download = await live.client.qr.download(created.qr_id);
      expect(Buffer.from(download.bytes).equals(bytes)).toBe(true);
      expect([download.contentType, download.filename]).toEqual([type, `qr_${created.qr_id}${extension}`]);
      const image = await fetch(live.client.qr.url(request));
      expect(image.headers.get("content-type")).toBe(type);
      expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );

  it("lists the QR catalog", async () => {
    const catalog = await live.client.qr.types();
    expectContractShape(QrTypesResponseSchema, catalog);
    expect(catalog.count).toBeGreaterThanOrEqual(50);
    expect(catalog.types.wifi).toBeTypeOf("string");
    expect(catalog.documentation).toBe(`${live.server.baseUrl}/docs`);
  });
});

describe("barcodes", () => {
  it("generates an EAN-13 with its check digit computed, and downloads the same bytes", async () => {
    const created = await live.client.barcode.generate({ type: "ean13", content: "590123412345" });
    expectContractShape(BarcodeGenerateResponseSchema, created);
    // 5+0+2+4+2+4 + 3*(9+1+3+1+3+5) = 17 + 66 = 83; check digit (10 - 83 mod 10) mod 10 = 7.
    expect(created.payload).toBe("5901234123457");
    const [symbol] = await decodePng(imageBytes(created.image_base64));
    expect(symbol?.text).toBe("5901234123457");

    const download = await live.client.barcode.download(created.barcode_id);
    expect(Buffer.from(download.bytes).equals(imageBytes(created.image_base64))).toBe(true);
    expect(download.filename).toBe(`barcode_${created.barcode_id}.png`);
  });

  it("lists the barcode catalog", async () => {
    const catalog = await live.client.barcode.types();
    expectContractShape(BarcodeTypesResponseSchema, catalog);
    expect(catalog.count).toBeGreaterThanOrEqual(40);
  });
});

describe("shipping labels", () => {
  it("generates the documented Berlin to Tokyo label as ZPL and downloads the same bytes", async () => {
    const created = await live.client.label.generate({
      format: "ZPL",
      sender: { name: "Zoë Müller", lines: ["Alexanderplatz 1"], city: "Berlin", postal_code: "10178", country: "DE" },
      recipient: { name: "山田 太郎", lines: ["1-1 Chiyoda"], city: "Tokyo", postal_code: "100-0001", country: "JP" },
      service: "EXPRESS",
      tracking_number: "1Z999AA10123456784",
      sscc: "34012345000000000",
    });
    expectContractShape(LabelGenerateResponseSchema, created);
    expect(created).toMatchObject({ format: "ZPL", size: "812x1218", sscc: "340123450000000000" });
    const zpl = Buffer.from(created.data_base64 ?? "", "base64");
    expect(zpl.toString()).toContain("^FD>;>800340123450000000000^FS");
    const download = await live.client.label.download(created.label_id);
    expect(Buffer.from(download.bytes).equals(zpl)).toBe(true);
    expect(download.contentType).toBe("text/plain; charset=utf-8");
    expect(download.filename).toBe(`label_${created.label_id}.zpl`);
  });

  it("turns a bad label into an ApiError naming the field", async () => {
    const error = await live.client.label
      .generate({
        sender: { name: "A", lines: ["B"], city: "C", postal_code: "1", country: "DE" },
        recipient: { name: "A", lines: ["B"], city: "C", postal_code: "1", country: "DE" },
        service: "X",
        tracking_number: "1",
        package: { index: 3, count: 2 },
      })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.details?.[0]?.field).toBe("package.index");
  });
});

describe("scan", () => {
  const png = generateQr({ type: "text", content: { text: "scan me, client" } }).bytes;
  const dir = mkdtempSync(join(tmpdir(), "qrbar-client-"));
  const path = join(dir, "code.png");
  writeFileSync(path, png);

  it.each([
    ["a Buffer", () => png],
    [
      "a Uint8Array view into a larger buffer",
      () => {
        const larger = new Uint8Array(png.length + 14);
        larger.set(png, 7);
        return larger.subarray(7, 7 + png.length);
      },
    ],
    ["an ArrayBuffer", () => png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer],
    ["a Blob", () => new Blob([new Uint8Array(png)], { type: "image/png" })],
    ["a File", () => new File([new Uint8Array(png)], "upload.png")],
    ["a file path", () => path],
    ["a file: URL", () => pathToFileURL(path)],
  ])("reads the code from %s", async (_label, image) => {
    const scanned = await live.client.scan(image());
    expectContractShape(ScanResponseSchema, scanned);
    expect(scanned.results.map((r) => [r.type, r.data, r.format])).toEqual([["qr_code", "scan me, client", "text"]]);
  });

  it("refuses what is not an image with 415 UNSUPPORTED_MEDIA_TYPE", async () => {
    const error = await live.client.scan(new TextEncoder().encode("plain text, not an image")).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("the browser entry refuses file paths with a TypeError instead of touching the file system", async () => {
    const browser = createBrowserClient({ baseUrl: live.server.baseUrl });
    await expect(browser.scan(path)).rejects.toThrow(/file paths are read only in Node/);
  });
});

/** A request the client's types refuse (a misspelt type), sent anyway to see the server's answer. */
const MISSPELT_TYPE = { type: "wifii", content: {} } as unknown as QrGenerateRequest;

describe("batch, catalog and health", () => {
  it("generates a batch where a bad item fails alone", async () => {
    const batch = await live.client.batch.qr({
      items: [
        { type: "text", content: { text: "one" } },
        MISSPELT_TYPE,
        { type: "url", content: { url: "https://example.com/two" }, customization: { size: 128 } },
      ],
    });
    expectContractShape(BatchQrResponseSchema, batch);
    expect(batch).toMatchObject({ total_items: 3, successful: 2, failed: 1 });
    expect(batch.results.map((r) => [r.index, r.success])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    expect(batch.results[1]).toMatchObject({ code: "UNKNOWN_TYPE", type: "wifii" });
  });

  it("lists every type and scan format", async () => {
    const types = await live.client.types();
    expectContractShape(TypesResponseSchema, types);
    expect(types.scan.formats).toContain("qr_code");
  });

  it("reports health", async () => {
    const health = await live.client.health();
    expectContractShape(HealthResponseSchema, health);
    expect(health).toEqual({ success: true, status: "ok", storage: "ok" });
  });
});

describe("failed answers become ApiError", () => {
  it.each([
    [
      "an unknown QR type",
      (c: QrbarClient) => c.qr.generate(MISSPELT_TYPE),
      {
        status: 400,
        code: "UNKNOWN_TYPE",
        details: [{ field: "type", message: "'wifii' is not a QR type; did you mean 'wifi'?" }],
      },
    ],
    [
      "a size over the limit",
      (c: QrbarClient) => c.qr.generate({ type: "text", content: { text: "x" }, customization: { size: 5000 } }),
      {
        status: 400,
        code: "VALIDATION_ERROR",
        error: "customization.size must be at most 4096",
        details: [{ field: "customization.size", message: "must be at most 4096" }],
      },
    ],
    [
      "a wrong EAN-13 check digit",
      (c: QrbarClient) => c.barcode.generate({ type: "ean13", content: "5901234123458" }),
      { status: 400, code: "INVALID_CONTENT" },
    ],
    [
      "an empty batch",
      (c: QrbarClient) => c.batch.qr({ items: [] }),
      { status: 400, code: "VALIDATION_ERROR", details: [{ field: "items", message: "must have at least 1 item" }] },
    ],
    [
      "an unknown download id",
      (c: QrbarClient) => c.qr.download(9_007_199_254_740_991),
      { status: 404, code: "NOT_FOUND" },
    ],
    [
      "a download id that is not an integer",
      (c: QrbarClient) => c.barcode.download(1.5),
      { status: 400, code: "VALIDATION_ERROR" },
    ],
  ])("%s", async (_label, call, expected) => {
    const error = await call(live.client).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
    const apiError = error as ApiError;
    expect(apiError.error).toBeTypeOf("string");
    expect(apiError.message).toBe(`${apiError.status} ${apiError.code}: ${apiError.error}`);
    expect(apiError.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("isApiError is false for anything else", () => {
    expect([new Error("x"), { status: 400, code: "NOT_FOUND" }, null, "ApiError"].map(isApiError)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
