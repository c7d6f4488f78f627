import { ENDPOINTS } from "@qrbar/contract";
import { decodePng, emblemLogo, iconSpriteLogo, nestedUseLogo, svgDataUrl, wordmarkLogo } from "@qrbar/core/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, dataUriBytes } from "../testing/index.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, body: unknown) => app.inject({ method: "POST", url, payload: body as object });
/** The reference docs' styled example: what the docs show must work. */
const styledExample = ENDPOINTS.generateQr.docs.requestExamples.styled.value as {
  customization: Record<string, unknown>;
};
const design = styledExample.customization;

describe("styled codes over HTTP", () => {
  it("POST /api/qr/generate returns the styled image with its scannability, and it decodes", async () => {
    const res = await post("/api/qr/generate", {
      type: "url",
      content: { url: "https://example.com/styled" },
      customization: design,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, size: "300x300", payload: "https://example.com/styled" });
    expect(body.scannability).toMatchObject({
      score: expect.any(Number),
      survived: expect.arrayContaining(["as_rendered", "distant"]),
    });
    const [symbol] = await decodePng(dataUriBytes(body.image_base64));
    expect(symbol?.text).toBe("https://example.com/styled");
    const download = await app.inject({ method: "GET", url: body.download_url });
    expect(download.rawPayload.equals(dataUriBytes(body.image_base64))).toBe(true);
  });

  it("a plain code carries no scannability", async () => {
    const body = (await post("/api/qr/generate", { type: "text", content: { text: "plain" } })).json();
    expect(body).not.toHaveProperty("scannability");
  });

  it.each([
    [
      {
        gradient: {
          type: "linear",
          stops: [
            { offset: 0, color: "#000" },
            { offset: 1, color: "#9e9e9e" },
          ],
        },
      },
      "customization.gradient.stops.1.color",
      "contrast 2.7:1",
    ],
    [{ logo: "data:image/png;base64,AAAA" }, "customization.logo", "PNG, JPEG, WebP or SVG"],
    [{ module_shape: "hearts" }, "customization.module_shape", "must be one of"],
    [{ frame: { text: "" } }, "customization.frame.text", "must not be empty"],
    // Control characters print nothing a reader sees: NUL and CR as every other (fonts give them blank glyphs).
    ...["\u0000", "\r", "\u0001", "\u007f"].map((control): [object, string, string] => [
      { frame: { text: `Scan${control}me` } },
      "customization.frame.text",
      "do not draw",
    ]),
    [
      { module_shape: "dots", fill_color: "#FFFFFF", back_color: "#000000" },
      "customization.fill_color",
      "lighter than the background",
    ],
    [{ eye: { outer_shape: "dot", inner_shape: "square" } }, "customization.eye.inner_shape", "use rounded or dot"],
    [{ size: 70, eye: { outer_shape: "dot" } }, "customization.eye", "a dot eye needs 3 px per module"],
  ])("refuses %j with 400 naming %s", async (custom, field, words) => {
    const res = await post("/api/qr/generate", { type: "text", content: { text: "x" }, customization: custom });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      details: [expect.objectContaining({ field })],
    });
    expect(body.error).toContain(words);
  });

  /** A logo of `bytes` as a PNG data URL (a PNG signature, then filler: the size check comes first). */
  const pngOf = (bytes: number) =>
    `data:image/png;base64,${Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(bytes - 8)]).toString("base64")}`;

  it.each([
    ["a logo over 256 KiB (the body within 1 MB)", { logo: pngOf(256 * 1024 + 1) }, "at most 262144 bytes"],
    [
      "an SVG logo with a script",
      {
        logo: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')}`,
      },
      "a script element",
    ],
    [
      "an SVG logo with entity expansion",
      {
        logo: `data:image/svg+xml;base64,${Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>').toString("base64")}`,
      },
      "entity",
    ],
  ])("refuses %s with 400 on customization.logo", async (_what, custom, words) => {
    const res = await post("/api/qr/generate", { type: "text", content: { text: "x" }, customization: custom });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "customization.logo" }] });
    expect(res.json().error).toContain(words);
  });

  describe("an SVG logo costs what its bytes suggest", () => {
    const attack = svgDataUrl(nestedUseLogo(5, 10));
    const limit = /draws \d+ elements once its <use> references are expanded; an SVG logo may draw at most 10000/;

    it("refuses the 1 KB nested-<use> logo (10^5 rectangles) on POST, before drawing anything", async () => {
      const res = await post("/api/qr/generate", {
        type: "text",
        content: { text: "x" },
        customization: { logo: attack, size: 4096, logo_size: 0.4, error_correction: "H" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "customization.logo" }] });
      expect(res.json().error).toMatch(limit);
    });

    it("refuses it as an image URL too, the link every embedding page would pay for", async () => {
      const query = new URLSearchParams({ type: "text", text: "x", format: "svg", logo: attack });
      const res = await app.inject({ method: "GET", url: `/api/qr/image?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "customization.logo" }] });
      expect(res.json().error).toMatch(limit);
    });

    it("answers a malformed percent-escape (data:image/svg+xml,%) with 400 naming the field", async () => {
      const res = await app.inject({
        method: "GET",
        url: "/api/qr/image?type=text&text=x&logo=data:image/svg%2Bxml,%25",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "customization.logo" }] });
      const posted = await post("/api/qr/generate", {
        type: "text",
        content: { text: "x" },
        customization: { logo: "data:image/svg+xml,%" },
      });
      expect(posted.statusCode).toBe(400);
      expect(posted.json().error).toContain("malformed percent-escape");
    });

    it.each([
      ["a wordmark with a text path", wordmarkLogo()],
      ["an icon sprite of a dozen <use>", iconSpriteLogo()],
      ["a detailed emblem of 1,200 paths", emblemLogo()],
    ])("accepts %s, and the code decodes", async (_what, svg) => {
      const text = "https://example.com/logo";
      const res = await post("/api/qr/generate", {
        type: "url",
        content: { url: text },
        customization: { logo: svgDataUrl(svg), logo_size: 0.2, error_correction: "H" },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [symbol] = await decodePng(dataUriBytes(res.json().image_base64));
      expect(symbol?.text).toBe(text);
    });
  });

  it("a body with a logo over the 1 MB body limit is 413, before any design is read", async () => {
    const res = await post("/api/qr/generate", {
      type: "text",
      content: { text: "x" },
      customization: { logo: pngOf(800 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("batch items take a design, and a bad design fails alone", async () => {
    const res = await post("/api/batch/qr", {
      items: [
        { type: "text", content: { text: "styled item" }, customization: { module_shape: "dots" } },
        { type: "text", content: { text: "bad item" }, customization: { eye: { inner_color: "#EEEEEE" } } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [made, failed] = res.json().results;
    expect(made).toMatchObject({ success: true, scannability: expect.objectContaining({ score: expect.any(Number) }) });
    const [symbol] = await decodePng(dataUriBytes(made.image_base64));
    expect(symbol?.text).toBe("styled item");
    expect(failed).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      details: [{ field: "customization.eye.inner_color" }],
    });
  });
});
