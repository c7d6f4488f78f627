import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePng, readPngPixels } from "../testing/index.js";
import { thrownQrbarError } from "../testing/qrbar-error-of.js";
import { generateQr } from "./generate-qr.js";
import { parsePayload } from "./payload/parse-payload.js";
import { QR_TYPES } from "./registry.js";

const failure = (request: unknown) => thrownQrbarError(() => generateQr(request), "generateQr");

const pixel = (png: Uint8Array, x: number, y: number): string => {
  const { width, rgba } = readPngPixels(png);
  const i = (y * width + x) * 4;
  return [rgba[i], rgba[i + 1], rgba[i + 2]].map((c) => (c as number).toString(16).padStart(2, "0")).join("");
};

describe("generateQr payloads (expected strings written from RFC 6068 / the spec, not from the code)", () => {
  it.each([
    ["text", { text: "Hello, wörld! 👋" }, "Hello, wörld! 👋"],
    ["url", { url: "https://example.com/a?b=c&d=e" }, "https://example.com/a?b=c&d=e"],
    ["url", { url: "example.com/path" }, "https://example.com/path"],
    ["email", { email: "hello@example.com", subject: "Hello" }, "mailto:hello@example.com?subject=Hello"],
    [
      "email",
      { email: "a.b@example.org", subject: "Q&A: 50% off?", body: "Line 1\nLine 2" },
      "mailto:a.b@example.org?subject=Q%26A%3A%2050%25%20off%3F&body=Line%201%0D%0ALine%202",
    ],
    ["email", { email: "x@example.net" }, "mailto:x@example.net"],
    // RFC 6068 section 2: what would end the address or start a header field is percent-encoded.
    ["email", { email: "a?b@example.com" }, "mailto:a%3Fb@example.com"],
    ["email", { email: "a#b@example.com" }, "mailto:a%23b@example.com"],
    ["email", { email: "a%b@example.com", subject: "x" }, "mailto:a%25b@example.com?subject=x"],
    ["email", { email: "a&b+tag@example.com" }, "mailto:a%26b+tag@example.com"],
    ["email", { email: "jürgen@bücher.example" }, "mailto:j%C3%BCrgen@xn--bcher-kva.example"],
    // RFC 3986: spaces, quotes and angle brackets percent-encoded, the host lower-cased.
    ["url", { url: 'https://Example.com/a b/"q"/<x>' }, "https://example.com/a%20b/%22q%22/%3Cx%3E"],
  ])("%s %j encodes %j and decodes back", async (type, content, expected) => {
    const qr = generateQr({ type, content });
    expect(qr.payload).toBe(expected);
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.format).toBe("QRCode");
    expect(symbol?.text).toBe(expected);
    expect(parsePayload(expected)).toEqual({ format: type, parsed: expect.any(Object) });
  });

  it.each([
    ["a?b@example.com", "mailto:a%3Fb@example.com?subject=Hi"],
    ["jürgen@bücher.example", "mailto:j%C3%BCrgen@xn--bcher-kva.example?subject=Hi"],
  ])("email %s parses back from %s as written", (address, payload) => {
    expect(parsePayload(payload)).toEqual({ format: "email", parsed: { email: address, subject: "Hi" } });
  });

  it("matches type keys and enum values case-insensitively and echoes the canonical key", () => {
    const qr = generateQr({
      type: "URL",
      content: { url: "https://x.org" },
      customization: { format: "svg", error_correction: "q" },
    });
    expect(qr.type).toBe("url");
    expect(qr.format).toBe("SVG");
  });

  it("round-trips arbitrary text (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", minLength: 1, maxLength: 120 }), async (text) => {
        const qr = generateQr({ type: "text", content: { text }, customization: { size: 400 } });
        const [symbol] = await decodePng(qr.bytes);
        expect(symbol?.text).toBe(text);
      }),
      { numRuns: 40 },
    );
  });
});

describe("generateQr images", () => {
  it.each([64, 100, 300, 301, 1000, 4096])("a PNG of size %i is exactly that many pixels square", (size) => {
    const qr = generateQr({ type: "text", content: { text: "size" }, customization: { size } });
    const { width, height } = readPngPixels(qr.bytes);
    expect([width, height, qr.width, qr.height]).toEqual([size, size, size, size]);
  });

  it("defaults to a 300 px PNG at level M with a 4-module quiet zone", async () => {
    const qr = generateQr({ type: "text", content: { text: "defaults" } });
    expect([qr.format, qr.mimeType, qr.width]).toEqual(["PNG", "image/png", 300]);
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.ecLevel).toBe("M");
    // A 21-module code at 300 px: 10 px modules, 290 px drawn, centred: the finder starts at 5 + 40.
    expect(pixel(qr.bytes, 44, 44)).toBe("ffffff");
    expect(pixel(qr.bytes, 45, 45)).toBe("000000");
  });

  it("writes a 1-bit palette PNG far smaller than an RGBA one", () => {
    const qr = generateQr({ type: "url", content: { url: "https://example.com" } });
    expect(qr.bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(qr.bytes[24]).toBe(1); // bit depth
    expect(qr.bytes[25]).toBe(3); // colour type: palette
    expect(qr.bytes.length).toBeLessThan(700);
  });

  it.each(["L", "M", "Q", "H"] as const)("encodes at error-correction level %s", async (level) => {
    const qr = generateQr({ type: "text", content: { text: "level" }, customization: { error_correction: level } });
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.ecLevel).toBe(level);
  });

  it("paints fill and background colours, #RGB and #RRGGBB alike", async () => {
    const qr = generateQr({
      type: "text",
      content: { text: "colours" },
      customization: { fill_color: "#1a237e", back_color: "#FE9", margin: 2 },
    });
    expect(pixel(qr.bytes, 0, 0)).toBe("ffee99");
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.text).toBe("colours");
    const { rgba } = readPngPixels(qr.bytes);
    const colours = new Set<string>();
    for (let i = 0; i < rgba.length; i += 4) colours.add(`${rgba[i]},${rgba[i + 1]},${rgba[i + 2]}`);
    expect([...colours].sort()).toEqual(["255,238,153", "26,35,126"]);
  });

  it("honours the margin: 0 puts the finder pattern at the centring offset", () => {
    const qr = generateQr({ type: "text", content: { text: "m" }, customization: { margin: 0, size: 210 } });
    expect(pixel(qr.bytes, 0, 0)).toBe("000000");
  });

  it("writes SVG of the exact size whose geometry decodes to the payload", async () => {
    const qr = generateQr({
      type: "url",
      content: { url: "https://example.com/svg" },
      customization: { format: "SVG", size: 256, fill_color: "#003300" },
    });
    const svg = qr.bytes.toString();
    expect(qr.mimeType).toBe("image/svg+xml");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox="0 0 33 33"/);
    expect(svg).toContain('fill="#003300"');
    // Redraw the SVG's path as a bitmap at 8 px per unit and decode that.
    const side = 33;
    const scale = 8;
    const rows = Array.from({ length: side * scale }, () => new Uint8Array(side * scale));
    for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let dy = 0; dy < scale; dy++)
        rows[Number(y) * scale + dy]?.fill(1, Number(x) * scale, (Number(x) + Number(w)) * scale);
    }
    const { PNG } = await import("pngjs");
    const png = new PNG({ width: side * scale, height: side * scale });
    rows.forEach((row, y) => {
      row.forEach((dark, x) => {
        png.data.fill(dark ? 0 : 255, (y * side * scale + x) * 4, (y * side * scale + x) * 4 + 3);
        png.data[(y * side * scale + x) * 4 + 3] = 255;
      });
    });
    const [symbol] = await decodePng(PNG.sync.write(png));
    expect(symbol?.text).toBe("https://example.com/svg");
  });
});

describe("generateQr refuses bad input with a code and the field", () => {
  const ok = { type: "text", content: { text: "x" } };
  it.each([
    [{ ...ok, customization: { size: 63 } }, "customization.size", "must be at least 64"],
    [{ ...ok, customization: { size: 4097 } }, "customization.size", "must be at most 4096"],
    [{ ...ok, customization: { size: 300.5 } }, "customization.size", "must be a whole number"],
    [{ ...ok, customization: { size: "300" } }, "customization.size", "must be a whole number"],
    [{ ...ok, customization: { fill_color: "black" } }, "customization.fill_color", "must be a hex colour"],
    [{ ...ok, customization: { back_color: "#12345" } }, "customization.back_color", "must be a hex colour"],
    [
      { ...ok, customization: { error_correction: "X" } },
      "customization.error_correction",
      "must be one of L, M, Q, H",
    ],
    [{ ...ok, customization: { format: "GIF" } }, "customization.format", "must be one of PNG, SVG"],
    [{ ...ok, customization: { margin: 33 } }, "customization.margin", "must be at most 32"],
    [{ ...ok, customization: { colour: "#000" } }, "customization.colour", "is not a known field"],
    [{ content: { text: "x" } }, "type", "is required"],
    [{ type: "text" }, "content", "is required"],
    [{ type: "text", content: "x" }, "content", "must be an object"],
    [{ type: "text", content: {} }, "content.text", "is required"],
    [{ type: "text", content: { text: "" } }, "content.text", "must not be empty"],
    [{ type: "email", content: { email: "not-an-address" } }, "content.email", "must be an e-mail address"],
    [{ type: "url", content: { url: "ftp://example.com" } }, "content.url", "must be a web address"],
    [{ type: "url", content: { url: "not a url" } }, "content.url", "must be a web address"],
    [
      { type: "email", content: { email: "a@example.com", subject: "bad \ud800 text" } },
      "content.subject",
      "must be valid Unicode text",
    ],
    [{ type: "text", content: { text: "\udfff" } }, "content.text", "must be valid Unicode text"],
    [
      { ...ok, customization: { fill_color: "#777777", back_color: "#888888" } },
      "customization.fill_color",
      "contrast ratio",
    ],
  ])("%j → VALIDATION_ERROR on %s", (request, field, message) => {
    const error = failure(request);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.field).toBe(field);
    expect(error.message).toContain(field);
    expect(error.message).toContain(message);
  });

  it.each([null, [], "text", 42])("a body that is not an object (%j) is a VALIDATION_ERROR", (body) => {
    expect(failure(body).code).toBe("VALIDATION_ERROR");
  });

  it("an unknown type is UNKNOWN_TYPE, says where to look and which type was likely meant", () => {
    const error = failure({ type: "wifii", content: {} });
    expect(error.code).toBe("UNKNOWN_TYPE");
    expect(error.message).toBe(
      `unknown QR type 'wifii'; see qrCatalog() for the ${QR_TYPES.length} known types; did you mean 'wifi'?`,
    );
    expect(error.details).toEqual([{ field: "type", message: "'wifii' is not a QR type; did you mean 'wifi'?" }]);
    expect(failure({ type: "Google-Maps", content: {} }).message).toMatch(/did you mean 'google_maps'\?$/);
    expect(failure({ type: "nothing-like-it", content: {} }).message).not.toContain("did you mean");
  });

  it("content too long for the level is INVALID_CONTENT naming the levels it fits", () => {
    const error = failure({
      type: "text",
      content: { text: "a".repeat(2000) },
      customization: { error_correction: "H" },
    });
    expect(error.code).toBe("INVALID_CONTENT");
    expect(error.message).toContain("(at most 1273 bytes); use error_correction L or M, or shorten it");
    expect(failure({ type: "text", content: { text: "é".repeat(3000) } }).code).toBe("INVALID_CONTENT");
  });

  it("a size too small for the content names the minimum size", () => {
    const error = failure({ type: "text", content: { text: "a".repeat(1500) }, customization: { size: 64 } });
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(/^customization\.size must be at least \d+ for this content/);
  });
});
