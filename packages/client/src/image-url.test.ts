import {
  BarcodeCustomizationSchema,
  type BarcodeGenerateRequest,
  QrCustomizationSchema,
  type QrGenerateRequest,
} from "@qrbar/contract";
import { barcodeCatalog, qrCatalog } from "@qrbar/core";
import { decodePng } from "@qrbar/core/testing";
import { describe, expect, it } from "vitest";
import { IMAGE_URL_CUSTOMIZATION } from "./image-url.js";
import { createClient } from "./node.js";
import { useTestServer } from "./testing/test-server.js";

const live = useTestServer();

const fetchBytes = async (url: string) => {
  const response = await fetch(url);
  expect(response.status, await response.clone().text()).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};
const inlineBytes = (dataUri: string) => Buffer.from(dataUri.split(",")[1] as string, "base64");

describe("client.qr.url", () => {
  it("builds the address of the very image POST /api/qr/generate makes, for every QR type's example", async () => {
    const { examples } = qrCatalog();
    for (const [type, content] of Object.entries(examples)) {
      const request = { type, content, customization: { size: 200, error_correction: "Q" } } as QrGenerateRequest;
      const url = live.client.qr.url(request);
      expect(url.startsWith(`${live.server.baseUrl}/qr/image?type=${type}&`), url).toBe(true);
      const posted = await live.client.qr.generate(request);
      expect((await fetchBytes(url)).equals(inlineBytes(posted.image_base64)), `${type}: ${url}`).toBe(true);
    }
  });

  it("carries a design (eye and frame as JSON, a module shape) to the image POST makes", async () => {
    const request: QrGenerateRequest = {
      type: "text",
      content: { text: "designed" },
      customization: {
        size: 400,
        module_shape: "dots" as const,
        eye: { outer_shape: "rounded" as const, inner_shape: "dot" as const, outer_color: "#1A237E" },
        frame: { text: "qrbar", position: "bottom" as const },
      },
    };
    const url = live.client.qr.url(request);
    expect(new URL(url).searchParams.get("eye")).toBe(
      '{"outer_shape":"rounded","inner_shape":"dot","outer_color":"#1A237E"}',
    );
    const posted = await live.client.qr.generate(request);
    expect(posted.scannability?.score).toBeGreaterThan(0);
    expect((await fetchBytes(url)).equals(inlineBytes(posted.image_base64)), url).toBe(true);
    const [symbol] = await decodePng(inlineBytes(posted.image_base64));
    expect(symbol?.text).toBe("designed");
  });

  it("keeps texts that read as JSON, taken names and nested content exactly", async () => {
    const request: QrGenerateRequest = { type: "json", content: { json: "42" } };
    const [symbol] = await decodePng(await fetchBytes(live.client.qr.url(request)));
    expect(symbol?.text).toBe('"42"');
    expect(
      live.client.qr.url({ type: "otp", content: { type: "totp", account: "alice", secret: "JBSWY3DPEHPK3PXP" } }),
    ).toContain("content.type=totp");
  });

  it("sends nothing, and works with a relative base URL for pages on the same server", () => {
    let calls = 0;
    const quiet = createClient({
      baseUrl: "/api",
      fetch: async () => {
        calls++;
        return new Response();
      },
    });
    expect(
      quiet.qr.url({ type: "url", content: { url: "https://example.com" }, customization: { format: "SVG" } }),
    ).toBe("/api/qr/image?type=url&url=https%3A%2F%2Fexample.com&format=SVG");
    expect(quiet.barcode.url({ type: "ean13", content: "590123412345" })).toBe(
      "/api/barcode/image?type=ean13&content=590123412345",
    );
    expect(calls).toBe(0);
  });
});

describe("client.barcode.url", () => {
  it("builds the address of the very image POST /api/barcode/generate makes", async () => {
    const { examples } = barcodeCatalog();
    for (const type of ["ean13", "code128", "qrcode", "pdf417", "datamatrix"] as const) {
      const request: BarcodeGenerateRequest = {
        type,
        content: examples[type] as string,
        customization: { width: 600, height: 300, show_text: false, bar_color: "#1A237E" },
      };
      const posted = await live.client.barcode.generate(request);
      expect((await fetchBytes(live.client.barcode.url(request))).equals(inlineBytes(posted.image_base64)), type).toBe(
        true,
      );
    }
  });
});

it("names the customization fields of the contract's schemas", () => {
  expect(IMAGE_URL_CUSTOMIZATION.qr).toEqual(Object.keys(QrCustomizationSchema.properties));
  expect(IMAGE_URL_CUSTOMIZATION.barcode).toEqual(Object.keys(BarcodeCustomizationSchema.properties));
});
