import { EYE_SHAPES, MODULE_SHAPES } from "@qrbar/contract";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import { generateQr } from "../qr/generate-qr.js";
import { decodeIndependently } from "./test-decoders.js";

const URL_TEXT = "https://example.com/styled?ref=qrbar";
const stops = [
  { offset: 0, color: "#1A237E" },
  { offset: 1, color: "#00695C" },
];
const pngLogo = await sharp({ create: { width: 80, height: 80, channels: 4, background: "#E65100" } })
  .png()
  .toBuffer();
const logo = `data:image/png;base64,${pngLogo.toString("base64")}`;
const svgLogo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#E65100"/></svg>').toString("base64")}`;

/** Every design option alone, then all of them together. */
const DESIGNS: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ...MODULE_SHAPES.map((shape) => [`module_shape ${shape}`, { module_shape: shape }] as const),
  ...EYE_SHAPES.map((shape) => [`eye ${shape}`, { eye: { outer_shape: shape, inner_shape: shape } }] as const),
  ["eye colours", { eye: { outer_color: "#1A237E", inner_color: "#B71C1C" } }],
  ["eye gradient", { eye: { gradient: { type: "radial", stops } } }],
  ["linear gradient", { gradient: { type: "linear", angle: 30, stops } }],
  [
    "radial gradient, 4 stops",
    {
      gradient: {
        type: "radial",
        stops: [...stops, { offset: 0.5, color: "#4A148C" }, { offset: 0.7, color: "#000000" }].sort(
          (a, b) => a.offset - b.offset,
        ),
      },
    },
  ],
  ["transparent background", { back_color: "transparent" }],
  ["PNG logo", { logo }],
  ["SVG logo", { logo: svgLogo, logo_size: 0.2 }],
  ["frame below", { frame: { text: "Scan me" } }],
  ["frame above, Japanese", { frame: { text: "スキャンしてね", position: "top", color: "#1A237E" } }],
  [
    "everything",
    {
      module_shape: "rounded",
      eye: { outer_shape: "rounded", inner_shape: "dot", outer_color: "#1A237E", inner_color: "#E65100" },
      gradient: { type: "linear", angle: 45, stops },
      back_color: "transparent",
      logo,
      frame: { text: "Scan me", color: "#1A237E" },
    },
  ],
];

describe("styled QR codes", () => {
  describe.each(["PNG", "SVG"] as const)("%s", (format) => {
    it.each(DESIGNS)("%s: exactly 300 x 300, proven, and read by ZBar and zxing-cpp", async (_name, design) => {
      const qr = await generateQr({ type: "url", content: { url: URL_TEXT }, customization: { ...design, format } });
      const meta = await sharp(qr.bytes).metadata();
      expect([meta.width, meta.height, qr.width, qr.height]).toEqual([300, 300, 300, 300]);
      expect(qr.scannability?.survived).toEqual(expect.arrayContaining(["as_rendered", "distant"]));
      expect(await decodeIndependently(qr.bytes, format)).toEqual({ zbar: URL_TEXT, zxing: URL_TEXT });
    });
  });

  it.each([64, 301, 777, 1024])("a styled PNG and SVG of size %i are exactly that size", async (size) => {
    for (const format of ["PNG", "SVG"]) {
      const qr = await generateQr({
        type: "text",
        content: { text: "size" },
        customization: { size, format, module_shape: "dots", frame: size >= 200 ? { text: "Hi" } : undefined },
      });
      const meta = await sharp(qr.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
  });

  it("writes PNG as RGB, and as RGBA only for a transparent background", async () => {
    const colourType = async (custom: Record<string, unknown>) =>
      ((await generateQr({ type: "text", content: { text: "x" }, customization: custom })).bytes as Buffer)[25];
    expect(await colourType({ module_shape: "dots" })).toBe(2);
    expect(await colourType({ module_shape: "dots", back_color: "transparent" })).toBe(6);
  });

  it("writes SVG that parses, with no script, no external reference and no font", async () => {
    const qr = await generateQr({
      type: "url",
      content: { url: URL_TEXT },
      customization: { format: "SVG", gradient: { type: "linear", stops }, logo, frame: { text: "Scan me" } },
    });
    const svg = qr.bytes.toString("utf8");
    await expect(sharp(qr.bytes).metadata()).resolves.toMatchObject({ format: "svg" });
    expect(svg).not.toMatch(/<script|<foreignObject|<text|@import|<style/i);
    for (const [, ref] of svg.matchAll(/(?:href|url\()\s*=?\s*["(]?([^")\s]+)/g))
      expect(ref).toMatch(/^(#|data:image\/)/);
  });

  it("raises error correction to H for a logo unless the caller set it", async () => {
    const version = async (custom: Record<string, unknown>) =>
      (await generateQr({ type: "url", content: { url: URL_TEXT }, customization: custom })).bytes.length;
    // Level H needs a larger symbol than M for the same text: the images differ, and both scan.
    expect(await version({ logo })).not.toBe(await version({ logo, error_correction: "M" }));
  });
});

describe("refusals name the field and what to change", () => {
  const refusal = async (custom: Record<string, unknown>) => {
    try {
      await generateQr({ type: "url", content: { url: URL_TEXT }, customization: custom });
    } catch (error) {
      if (isQrbarError(error)) return { code: error.code, message: error.message, field: error.details?.[0]?.field };
      throw error;
    }
    throw new Error("not refused");
  };

  it("a gradient stop too light for the background", async () => {
    const r = await refusal({ gradient: { type: "linear", stops: [stops[0], { offset: 1, color: "#9e9e9e" }] } });
    expect(r).toEqual({
      code: "VALIDATION_ERROR",
      field: "customization.gradient.stops.1.color",
      message: expect.stringContaining("gradient stop #9E9E9E against #FFFFFF has contrast 2.7:1"),
    });
  });

  it.each([
    [{ eye: { inner_color: "#BBBBBB" } }, "customization.eye.inner_color"],
    [{ logo_size: 0.2 }, "customization.logo_size"],
    [{ logo, logo_size: 0.4 }, "customization.logo_size"],
    [{ logo, error_correction: "L", logo_size: 0.3 }, "customization.logo_size"],
    [{ frame: { text: "مرحبا" } }, "customization.frame.text"],
    [{ module_shape: "stars" }, "customization.module_shape"],
    [{ logo: "not an image" }, "customization.logo"],
    [{ logo: `data:image/png;base64,${Buffer.from("GIF89a").toString("base64")}` }, "customization.logo"],
  ])("%j is refused on %s", async (custom, field) => {
    expect(await refusal(custom)).toMatchObject({ code: "VALIDATION_ERROR", field });
  });

  it("a logo too large for the symbol says how large it may be", async () => {
    const r = await refusal({ logo, logo_size: 0.4 });
    expect(r.message).toMatch(
      /logo_size 0.4 covers 16 % of the symbol; this version \d+ code at error correction H can take a logo of at most 0\.\d+/,
    );
  });

  it("a logo over 256 KiB is refused (400, not 413: the body is within limits, the field is wrong)", async () => {
    const big = `data:image/png;base64,${Buffer.concat([pngLogo, Buffer.alloc(262_144)]).toString("base64")}`;
    expect(await refusal({ logo: big })).toMatchObject({
      code: "VALIDATION_ERROR",
      message: expect.stringContaining("at most 262144 bytes"),
    });
  });

  it.each([
    ["a script", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      "an event handler",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    ],
    ["an external image", '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'],
    [
      "an xlink reference",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="file:///etc/passwd#x"/></svg>',
    ],
    ["a foreignObject", '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>'],
    [
      "entity expansion",
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    ],
    [
      "a huge viewBox",
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100000000 100000000"><rect width="1" height="1"/></svg>',
    ],
    [
      "a CSS import",
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/a.css";</style></svg>',
    ],
    [
      "a CSS url()",
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/p)" width="1" height="1"/></svg>',
    ],
  ])("a hostile SVG logo with %s is refused", async (_what, svg) => {
    const r = await refusal({ logo: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` });
    expect(r).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "customization.logo",
      message: expect.stringContaining("refused"),
    });
  });
});

describe("every design the service returns scans (property)", () => {
  // Mostly colours that contrast, one that does not (#9E9E9E, 2.7:1 on white): both paths are taken.
  const color = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom("#000000", "#1A237E", "#B71C1C", "#004D40", "#4A148C", "#263238") },
    { weight: 1, arbitrary: fc.constant("#9E9E9E") },
  );
  const gradient = fc.record({
    type: fc.constantFrom("linear", "radial"),
    angle: fc.integer({ min: -180, max: 180 }),
    stops: fc
      .uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 2, maxLength: 4 })
      .chain((offsets) =>
        fc.tuple(...offsets.sort((a, b) => a - b).map((o) => color.map((c) => ({ offset: o / 100, color: c })))),
      ),
  });
  const design = fc.record(
    {
      module_shape: fc.constantFrom(...MODULE_SHAPES),
      eye: fc.record(
        {
          outer_shape: fc.constantFrom(...EYE_SHAPES),
          inner_shape: fc.constantFrom(...EYE_SHAPES),
          outer_color: color,
          inner_color: color,
        },
        { requiredKeys: [] },
      ),
      gradient,
      back_color: fc.constantFrom("#FFFFFF", "#FFF8E1", "transparent"),
      logo: fc.constant(logo),
      logo_size: fc.double({ min: 0.05, max: 0.3, noNaN: true }),
      frame: fc.record({ text: fc.constantFrom("Scan me", "Menu", "QR"), position: fc.constantFrom("top", "bottom") }),
      size: fc.integer({ min: 150, max: 500 }),
      format: fc.constantFrom("PNG", "SVG"),
    },
    { requiredKeys: ["module_shape"] },
  );

  it("returns a code both independent decoders read, or refuses naming a customization field", async () => {
    let returned = 0;
    await fc.assert(
      fc.asyncProperty(design, async (custom) => {
        let qr: Awaited<ReturnType<typeof generateQr>>;
        try {
          qr = await generateQr({ type: "text", content: { text: "property 42" }, customization: custom });
        } catch (error) {
          if (!isQrbarError(error)) throw error;
          expect(error.code).toBe("VALIDATION_ERROR");
          expect(error.details?.[0]?.field).toMatch(/^customization(\.|$)/);
          return;
        }
        returned++;
        const readings = await decodeIndependently(qr.bytes, qr.format);
        expect(readings.zbar === "property 42" || readings.zxing === "property 42").toBe(true);
      }),
      { numRuns: 25, seed: 20 },
    );
    // Refusing everything would pass the property: most random designs must come back.
    expect(returned).toBeGreaterThan(10);
  }, 120_000);
});
