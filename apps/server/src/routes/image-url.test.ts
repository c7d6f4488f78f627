import { createStore } from "@qrbar/core";
import { decodePng } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { buildTestApp } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const inlineBytes = (dataUri: string) => Buffer.from(dataUri.split(",")[1] as string, "base64");

/** What a browser sends for an `<img>` (Chromium's). */
const IMG_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("GET /api/qr/image", () => {
  it("answers the PNG itself: decodes to the payload, exactly size x size, cacheable for a year", async () => {
    const res = await get("/api/qr/image?type=url&url=https://example.com/a?b=1&size=300");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers["content-disposition"]).toBe('inline; filename="qr.png"');
    expect(res.rawPayload.readUInt32BE(16)).toBe(300);
    expect(res.rawPayload.readUInt32BE(20)).toBe(300);
    const [symbol] = await decodePng(res.rawPayload);
    expect(symbol?.text).toBe("https://example.com/a?b=1");
  });

  it("gives the same bytes as POST /api/qr/generate for the same request", async () => {
    const body = {
      type: "wifi",
      content: { ssid: "Guest", encryption: "WPA", password: "pass word", hidden: true },
      customization: { size: 256, fill_color: "#1A237E", error_correction: "H", margin: 2 },
    };
    const posted = (await app.inject({ method: "POST", url: "/api/qr/generate", payload: body })).json();
    const res = await get(
      "/api/qr/image?type=wifi&ssid=Guest&encryption=WPA&password=pass%20word&hidden=true&size=256&fill_color=%231A237E&error_correction=H&margin=2",
    );
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(Buffer.from(posted.image_base64.split(",")[1], "base64"))).toBe(true);
  });

  /** A small logo: a data URL of an SVG disc. */
  const LOGO = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="5" fill="#C62828"/></svg>').toString("base64")}`;

  it.each([
    [
      "objects as JSON: eye, gradient, frame, with module_shape",
      {
        module_shape: "dots",
        eye: { outer_shape: "rounded", inner_shape: "dot", outer_color: "#1A237E" },
        gradient: {
          type: "linear",
          angle: 45,
          stops: [
            { offset: 0, color: "#1A237E" },
            { offset: 1, color: "#00695C" },
          ],
        },
        frame: { text: "Scan me", position: "bottom" },
      },
    ],
    ["a transparent background, a logo and its size", { back_color: "transparent", logo: LOGO, logo_size: 0.15 }],
  ])("design fields in the URL (%s) give the same bytes as POST with that design", async (_, design) => {
    const body = {
      type: "url",
      content: { url: "https://example.com/design" },
      customization: { size: 400, ...design },
    };
    const posted = await app.inject({ method: "POST", url: "/api/qr/generate", payload: body });
    expect(posted.statusCode, posted.body).toBe(200);
    const query = new URLSearchParams({ type: "url", url: "https://example.com/design", size: "400" });
    for (const [name, value] of Object.entries(design)) {
      query.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
    }
    const res = await get(`/api/qr/image?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(inlineBytes(posted.json().image_base64))).toBe(true);
    // The POST answer's scannability proof, in a header.
    expect(JSON.parse(String(res.headers["x-scannability"]))).toEqual(posted.json().scannability);
    // On white, as a page behind a transparent code would show it.
    const [symbol] = await decodePng(await sharp(res.rawPayload).flatten({ background: "#FFFFFF" }).png().toBuffer());
    expect(symbol?.text).toBe("https://example.com/design");
  });

  it.each([
    ["eye", "%7Bouter_shape%3Adot"],
    ["gradient", "%7B%22type%22%3A%22linear%22"],
    ["frame", "Scan%20me"],
  ])("refuses %s=%s, not JSON, with a 400 naming the field", async (field, value) => {
    const res = await get(`/api/qr/image?type=text&text=x&${field}=${value}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details).toEqual([{ field: `customization.${field}`, message: expect.stringContaining("not JSON") }]);
  });

  it("answers SVG for format=svg, case-insensitively", async () => {
    const res = await get("/api/qr/image?type=text&text=hello&format=svg&size=120");
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-disposition"]).toBe('inline; filename="qr.svg"');
    expect(res.body).toMatch(/^<svg [^>]*width="120" height="120"/);
  });

  it.each([
    [
      "a content field whose name is taken, as content.<field>",
      "type=otp&content.type=totp&secret=JBSWY3DPEHPK3PXP&issuer=ACME&account=jo",
      /^otpauth:\/\/totp\//,
    ],
    ["numbers read as numbers", "type=geo&latitude=46.5&longitude=6.6", /^geo:46\.5,6\.6$/],
    [
      "the whole content as JSON, completed by a single field",
      `type=vcard&content=${encodeURIComponent(JSON.stringify({ first_name: "Ada", phones: [{ number: "+41 44 000 00 00" }] }))}&last_name=Lovelace`,
      /BEGIN:VCARD[\s\S]*N:Lovelace;Ada[\s\S]*TEL:\+41440000000/,
    ],
    [
      "a repeated name as an array",
      "type=mecard&first_name=Ada&phones=%2B4100&phones=%2B4111",
      /^MECARD:N:,Ada;TEL:\+4100;TEL:\+4111;/,
    ],
  ])("%s", async (_, query, payload) => {
    const res = await get(`/api/qr/image?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const [symbol] = await decodePng(res.rawPayload);
    expect(symbol?.text).toMatch(payload);
  });

  it("answers 304 to If-None-Match with the ETag, and the same ETag each time", async () => {
    const url = "/api/qr/image?type=text&text=cache";
    const first = await get(url);
    const second = await get(url);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(url, { "if-none-match": first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect((await get(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
    expect((await get("/api/qr/image?type=text&text=other")).headers.etag).not.toBe(first.headers.etag);
  });

  it("answers HEAD with the headers only", async () => {
    const res = await app.inject({ method: "HEAD", url: "/api/qr/image?type=text&text=head" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload).toHaveLength(0);
  });

  it.each([
    ["/api/qr/image?url=https://example.com", 400, "VALIDATION_ERROR", "type"],
    ["/api/qr/image?type=url&type=text&url=x", 400, "VALIDATION_ERROR", "type"],
    ["/api/qr/image?type=wifii&ssid=x", 400, "UNKNOWN_TYPE", "type"],
    ["/api/qr/image?type=url&url=https://example.com&size=5000", 400, "VALIDATION_ERROR", "customization.size"],
    ["/api/qr/image?type=url&url=https://example.com&size=big", 400, "VALIDATION_ERROR", "customization.size"],
    ["/api/qr/image?type=url&url=https://example.com&size=1&size=2", 400, "VALIDATION_ERROR", "customization.size"],
    ["/api/qr/image?type=geo&latitude=north&longitude=6", 400, "VALIDATION_ERROR", "content.latitude"],
    ["/api/qr/image?type=url&url=https://example.com&colour=red", 400, "VALIDATION_ERROR", "content.colour"],
    ["/api/qr/image?type=url&content=%7Bnot%20json", 400, "VALIDATION_ERROR", "content"],
    ["/api/qr/image?type=url&content=%5B1%5D", 400, "VALIDATION_ERROR", "content"],
    ["/api/qr/image?type=text&text=x&fill_color=%23FFFFFF", 400, "VALIDATION_ERROR", "customization.fill_color"],
  ])("%s is %i %s naming %s, as JSON", async (url, status, code, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code });
    expect(body.details?.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("answers an error as a small SVG with the same status when the client prefers an image", async () => {
    const res = await get("/api/qr/image?type=wifii&ssid=x", { accept: IMG_ACCEPT });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatch(/^<svg [^>]*width="320"/);
    expect(res.body).toContain("UNKNOWN_TYPE");
    expect(res.body).toContain("did you mean &#39;wifi&#39;?");
    // An attacker's text is escaped, not markup.
    const hostile = await get(`/api/qr/image?type=${encodeURIComponent("<script>x</script>")}`, { accept: "image/*" });
    expect(hostile.body).not.toContain("<script>");
    expect(hostile.body).toContain("&#60;script&#62;");
  });
});

describe("GET /api/barcode/image", () => {
  it("answers the barcode itself, the same bytes as the POST route, cacheable", async () => {
    const posted = (
      await app.inject({
        method: "POST",
        url: "/api/barcode/generate",
        payload: {
          type: "ean13",
          content: "590123412345",
          customization: { width: 400, height: 160, show_text: false },
        },
      })
    ).json();
    const url = "/api/barcode/image?type=ean13&content=590123412345&width=400&height=160&show_text=false";
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-disposition"]).toBe('inline; filename="barcode.png"');
    expect(res.rawPayload.equals(Buffer.from(posted.image_base64.split(",")[1], "base64"))).toBe(true);
    const [symbol] = await decodePng(res.rawPayload);
    expect(symbol?.text).toBe("5901234123457");
    expect((await get(url, { "if-none-match": res.headers.etag as string })).statusCode).toBe(304);
  });

  it.each([
    ["/api/barcode/image?type=EAN-13&content=590123412345", "UNKNOWN_TYPE", "type", "did you mean 'ean13'?"],
    ["/api/barcode/image?type=ean13", "VALIDATION_ERROR", "content", "content is required"],
    ["/api/barcode/image?type=ean13&content=5901234123458", "INVALID_CONTENT", "content", "check digit"],
    [
      "/api/barcode/image?type=ean13&content=590123412345&colour=red",
      "VALIDATION_ERROR",
      "colour",
      "use type, content",
    ],
    [
      "/api/barcode/image?type=ean13&content=590123412345&show_text=maybe",
      "VALIDATION_ERROR",
      "customization.show_text",
      "",
    ],
  ])("%s is %s naming %s", async (url, code, field, words) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.error).toContain(words);
    expect(body.details?.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe("image URLs and the rest of the service", () => {
  it("are counted by the rate limit like every call", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: "2" });
    try {
      const url = "/api/qr/image?type=text&text=count";
      const first = await limited.inject({ url });
      expect(first.headers["x-ratelimit-remaining"]).toBe("1");
      await limited.inject({ url: "/api/barcode/image?type=ean13&content=590123412345" });
      const third = await limited.inject({ url });
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });

  it("store nothing", async () => {
    const config = loadConfig({ STORAGE_URL: "memory://" });
    const store = await createStore(config.storageUrl);
    const save = vi.spyOn(store, "save");
    const own = await buildApp({ config, store, logger: false, overload: { maxEventLoopDelayMs: 60_000 } });
    try {
      expect((await own.inject({ url: "/api/qr/image?type=text&text=x" })).statusCode).toBe(200);
      expect((await own.inject({ url: "/api/barcode/image?type=code128&content=x" })).statusCode).toBe(200);
      expect(save).not.toHaveBeenCalled();
    } finally {
      await own.close();
      await store.close();
    }
  });
});
