import { SCAN_LIMITS } from "@qrbar/contract";
import { generateQr } from "@qrbar/core";
import { rejectedQrbarError } from "@qrbar/core/testing";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createMcpEngine } from "./mcp-engine.js";

// As `qrbar mcp` over stdio builds it: no server, pools and scan limits of its own.
const engine = createMcpEngine();
afterAll(async () => {
  await engine.close();
});

const caller = { client: "stdio" };

describe("an MCP engine of its own (qrbar mcp over stdio)", () => {
  it("scans as /api/scan does", async () => {
    const png = generateQr({ type: "url", content: { url: "https://example.com/stdio" } }).bytes;
    const { results } = await engine.scan({ bytes: png, field: "image_base64" }, caller);
    expect(results[0]?.data).toBe("https://example.com/stdio");
  });

  it("refuses an image over the size limit, naming the argument that carried it", async () => {
    const bytes = Buffer.alloc(SCAN_LIMITS.maxBytes + 1);
    const error = await rejectedQrbarError(() => engine.scan({ bytes, field: "image_base64" }, caller), "scan");
    expect(error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "image_base64 is larger than the 16 MiB (16777216 bytes) limit",
    });
  });

  it("refuses an image that would cost more than the default limit to decode, before decoding it", async () => {
    const blank = sharp({ create: { width: 7000, height: 7000, channels: 4, background: "#ffffff" } });
    const bytes = await blank.png().toColourspace("rgb16").toBuffer();
    const error = await rejectedQrbarError(() => engine.scan({ bytes, field: "image_base64" }, caller), "scan");
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(error.message).toMatch(/^image would cost 1122 MiB of decoding .* the limit is 512 MiB/);
  }, 30_000);
});
