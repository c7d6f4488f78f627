import { EYE_SHAPES, MODULE_SHAPES } from "@qrbar/contract";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import { encodeQrMatrix } from "../qr/encoder/encode-qr-matrix.js";
import { generateQr } from "../qr/generate-qr.js";
import { decodeIndependently, independentErrorCorrection } from "../testing/test-decoders.js";
import { designLayout } from "./design-layout.js";
import { generateStyledQr } from "./generate-styled-qr.js";
import { clearedRange } from "./logo-budget.js";

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
const orange = sharp({ create: { width: 80, height: 80, channels: 3, background: "#E65100" } });
const jpegLogo = `data:image/jpeg;base64,${(await orange.clone().jpeg().toBuffer()).toString("base64")}`;
const webpLogo = `data:image/webp;base64,${(await orange.clone().webp().toBuffer()).toString("base64")}`;

/** An image's pixels as RGBA, SVG rasterised by librsvg at its own size. */
const rgba = async (bytes: Uint8Array) => {
  const { data, info } = await sharp(Buffer.from(bytes)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x + 1) * 4)],
  };
};

/** The logos' colour, #E65100, to within what JPEG and WebP compression move it. */
const isLogoOrange = ([r, g, b]: number[]) =>
  Math.abs((r as number) - 0xe6) < 24 && Math.abs((g as number) - 0x51) < 24 && (b as number) < 24;

/** Checks an SVG code is self-contained: no script, foreignObject, font or stylesheet, every reference inside the file or an embedded image. */
function expectSelfContainedSvg(svg: string): void {
  expect(svg).not.toMatch(/<script|<foreignObject|<text|@import|<style|\son[a-z]+\s*=/i);
  for (const [, ref] of svg.matchAll(/(?:href|url\()\s*=?\s*["(]?([^")\s]+)/g))
    expect(ref).toMatch(/^(#|data:image\/)/);
}

/** Every design option alone, then all of them together. */
const DESIGNS: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ...MODULE_SHAPES.map((shape) => [`module_shape ${shape}`, { module_shape: shape }] as const),
  ...EYE_SHAPES.map((shape) => [`eye ${shape}`, { eye: { outer_shape: shape, inner_shape: shape } }] as const),
  // Every mixed pair but a square centre in a dot ring (refused: see below).
  ...EYE_SHAPES.flatMap((outer) =>
    EYE_SHAPES.filter((inner) => inner !== outer && !(outer === "dot" && inner === "square")).map(
      (inner) => [`eye ${outer} ring, ${inner} centre`, { eye: { outer_shape: outer, inner_shape: inner } }] as const,
    ),
  ),
  ["eye dot ring, centre left out", { eye: { outer_shape: "dot" } }],
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
  ["JPEG logo", { logo: jpegLogo }],
  ["WebP logo", { logo: webpLogo, logo_size: 0.15 }],
  ["SVG logo", { logo: svgLogo, logo_size: 0.2 }],
  ["frame below", { frame: { text: "Scan me" } }],
  ["frame above, Japanese", { frame: { text: "スキャンしてね", position: "top", color: "#1A237E" } }],
  ["frame, Cyrillic and Greek", { frame: { text: "Сканируй · Σάρωση" } }],
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
      const qr = await generateStyledQr({
        type: "url",
        content: { url: URL_TEXT },
        customization: { ...design, format },
      });
      const meta = await sharp(qr.bytes).metadata();
      expect([meta.width, meta.height, qr.width, qr.height]).toEqual([300, 300, 300, 300]);
      expect(qr.scannability?.survived).toEqual(expect.arrayContaining(["as_rendered", "distant"]));
      expect(await decodeIndependently(qr.bytes, format)).toEqual({ zbar: URL_TEXT, zxing: URL_TEXT });
      const transparent = design.back_color === "transparent";
      // PNG colour type at byte 25: 6 is RGBA, 2 RGB.
      if (format === "PNG") expect(qr.bytes[25]).toBe(transparent ? 6 : 2);
      else expectSelfContainedSvg(Buffer.from(qr.bytes).toString("utf8"));
      const image = await rgba(qr.bytes);
      expect(image.at(0, 0)[3]).toBe(transparent ? 0 : 255);
      // The logo is drawn (its colour appears), and only when one is given: in an SVG by librsvg too,
      // which draws no embedded WebP (the SVG carries a WebP logo as PNG).
      let logoPixels = 0;
      for (let i = 0; i < image.data.length; i += 4) if (isLogoOrange([...image.data.subarray(i, i + 3)])) logoPixels++;
      if (design.logo) expect(logoPixels).toBeGreaterThan(300 * 300 * 0.01);
      else expect(logoPixels).toBe(0);
    });
  });

  it.each(["PNG", "SVG"] as const)(
    "%s: the logo sits in the centre at logo_size of the symbol's width, the modules around it cleared",
    async (format) => {
      const logoSize = 0.25;
      const qr = await generateStyledQr({
        type: "url",
        content: { url: URL_TEXT },
        customization: { logo, logo_size: logoSize, format },
      });
      const symbol = encodeQrMatrix(URL_TEXT, "H");
      const layout = designLayout(symbol.width, 4, 300, undefined);
      if (!layout) throw new Error("a 300 px code fits by construction");
      const { x, w, h } = layout.symbol;
      const image = await rgba(qr.bytes);
      const orangeRows: number[] = [];
      const orangeColumns: number[] = [];
      for (let py = 0; py < 300; py++)
        for (let px = 0; px < 300; px++)
          if (isLogoOrange(image.at(px, py))) {
            orangeRows.push(py);
            orangeColumns.push(px);
          }
      const side = Math.round(logoSize * w);
      const extent = (values: number[]) => [Math.min(...values), Math.max(...values) + 1];
      const logoFrom = x + Math.round((w - side) / 2);
      expect(extent(orangeColumns)).toEqual([logoFrom, logoFrom + side]);
      expect(extent(orangeRows)).toEqual([logoFrom, logoFrom + side]);
      expect(h).toBe(w);
      // Every pixel of the cleared modules outside the logo is background: no module is drawn under it.
      const { scale, left } = layout.modules;
      const { from, to } = clearedRange(symbol.width, logoSize);
      for (let py = left + from * scale; py < left + (to + 1) * scale; py++)
        for (let px = left + from * scale; px < left + (to + 1) * scale; px++) {
          const inLogo = px >= logoFrom && px < logoFrom + side && py >= logoFrom && py < logoFrom + side;
          if (!inLogo) expect(image.at(px, py)).toEqual([255, 255, 255, 255]);
        }
    },
  );

  it.each([64, 301, 777, 1024])("a styled PNG and SVG of size %i are exactly that size", async (size) => {
    for (const format of ["PNG", "SVG"] as const) {
      const qr = await generateStyledQr({
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
      ((await generateStyledQr({ type: "text", content: { text: "x" }, customization: custom })).bytes as Buffer)[25];
    expect(await colourType({ module_shape: "dots" })).toBe(2);
    expect(await colourType({ module_shape: "dots", back_color: "transparent" })).toBe(6);
  });

  it("writes SVG that parses, with no script, no external reference and no font, the logo embedded", async () => {
    const qr = await generateStyledQr({
      type: "url",
      content: { url: URL_TEXT },
      customization: { format: "SVG", gradient: { type: "linear", stops }, logo, frame: { text: "Scan me" } },
    });
    const svg = Buffer.from(qr.bytes).toString("utf8");
    await expect(sharp(qr.bytes).metadata()).resolves.toMatchObject({ format: "svg" });
    expectSelfContainedSvg(svg);
    expect(svg).toContain(`href="${logo}"`);
  });

  it("raises error correction to H for a logo unless the caller set it, as zxing-cpp reads it back", async () => {
    const level = async (custom: Record<string, unknown>, text = URL_TEXT) =>
      independentErrorCorrection(
        (await generateStyledQr({ type: "text", content: { text }, customization: custom })).bytes,
        "PNG",
      );
    expect(await level({ logo })).toBe("H");
    expect(await level({ logo, error_correction: "M" })).toBe("M");
    expect(await level({ logo, error_correction: "L", logo_size: 0.05 })).toBe("L");
    expect(await level({ module_shape: "dots" })).toBe("M");
    // 1400 bytes do not fit at H (1273 at most): the highest level that holds them, Q.
    expect(await level({ logo, size: 1024 }, "x".repeat(1400))).toBe("Q");
  });

  it("takes a logo as bare base64 or as a URL-encoded SVG data URL, the same code as its base64 data URL", async () => {
    const bytesOf = async (value: string) =>
      Buffer.from(
        (await generateStyledQr({ type: "url", content: { url: URL_TEXT }, customization: { logo: value } })).bytes,
      );
    expect((await bytesOf(pngLogo.toString("base64"))).equals(await bytesOf(logo))).toBe(true);
    const svgText = Buffer.from(svgLogo.split(",")[1] as string, "base64").toString("utf8");
    expect((await bytesOf(`data:image/svg+xml,${encodeURIComponent(svgText)}`)).equals(await bytesOf(svgLogo))).toBe(
      true,
    );
  });
});

describe("refusals name the field and what to change", () => {
  const refusal = async (custom: Record<string, unknown>) => {
    try {
      await generateStyledQr({ type: "url", content: { url: URL_TEXT }, customization: custom });
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
    [{ logo: `data:image/png;base64,${pngLogo.subarray(0, 40).toString("base64")}` }, "customization.logo"],
    [{ gradient: { type: "linear", stops: [...stops].reverse() } }, "customization.gradient.stops.1.offset"],
    [{ back_color: "transparent", fill_color: "#AAAAAA" }, "customization.fill_color"],
    [{ frame: { text: "Scan me", color: "#DDDDDD" } }, "customization.frame.color"],
    // 29 modules and 2 x 16 of margin fit 64 px, not the 53 px a frame leaves.
    [{ size: 64, margin: 16, frame: { text: "Scan me" } }, "customization.size"],
    [{ eye: { outer_shape: "dot", inner_shape: "square" } }, "customization.eye.inner_shape"],
    [{ eye: { outer_color: "#FFFFFF" }, back_color: "#1A237E", fill_color: "#000000" }, "customization.fill_color"],
  ])("%j is refused on %s", async (custom, field) => {
    expect(await refusal(custom)).toMatchObject({ code: "VALIDATION_ERROR", field });
  });

  it("light modules on a dark background are refused: many scanners read only dark on light", async () => {
    expect(await refusal({ fill_color: "#FFFFFF", back_color: "#000000", module_shape: "dots" })).toEqual({
      code: "VALIDATION_ERROR",
      field: "customization.fill_color",
      message: expect.stringContaining("#FFFFFF is lighter than the background #000000"),
    });
  });

  it("a dot eye at 2 px a module is refused with the size that would do", async () => {
    // 29 modules and a margin of 4 on each side: 90 px is 2 px a module, 135 px is 3.
    const r = await refusal({ size: 90, eye: { outer_shape: "dot" } });
    expect(r).toMatchObject({ field: "customization.eye", message: expect.stringContaining("size of about 135 px") });
    const qr = await generateStyledQr({
      type: "url",
      content: { url: URL_TEXT },
      customization: { size: 135, eye: { outer_shape: "dot" } },
    });
    expect(await decodeIndependently(qr.bytes, "PNG")).toEqual({ zbar: URL_TEXT, zxing: URL_TEXT });
  });

  it("a design ZBar cannot read is refused, though zxing-cpp reads it: the proof asks both", async () => {
    // Horizontal bars on a version 1 code: zxing-cpp 2 reads it, ZBar (as Debian's zbarimg) does not.
    const custom = { module_shape: "horizontal-bars", eye: { outer_shape: "rounded" } } as const;
    await expect(
      generateStyledQr({ type: "text", content: { text: "hello" }, customization: custom }),
    ).rejects.toMatchObject({ details: [{ field: "customization.module_shape" }] });
  });

  it("a logo too large for the symbol says how large it may be", async () => {
    const r = await refusal({ logo, logo_size: 0.4 });
    expect(r.message).toMatch(
      /logo_size 0.4 covers 16 % of the symbol; this version \d+ code at error correction H can take a logo of at most 0\.\d+/,
    );
  });

  it("a logo that is itself a QR code of other content is refused: a phone could open the logo's code", async () => {
    const other = generateQr({ type: "text", content: { text: "https://evil.example" }, customization: { margin: 1 } });
    const r = await refusal({ logo: `data:image/png;base64,${Buffer.from(other.bytes).toString("base64")}` });
    expect(r).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "customization.logo",
      message: expect.stringContaining("other content"),
    });
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
      "billion laughs, the DOCTYPE first",
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>',
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
  ])("a hostile SVG logo with %s is refused, however it is labelled and encoded", async (_what, svg) => {
    for (const value of [
      `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      `data:image/png;base64,${Buffer.from(svg).toString("base64")}`,
      `data:image/svg+xml,${encodeURIComponent(svg)}`,
      Buffer.from(`\uFEFF  ${svg}`).toString("base64"),
    ]) {
      expect(await refusal({ logo: value })).toMatchObject({
        code: "VALIDATION_ERROR",
        field: "customization.logo",
        message: expect.stringContaining("refused"),
      });
    }
  });

  it("a PNG logo whose header claims 100000 x 100000 pixels (a decompression bomb) is refused", async () => {
    const bomb = Buffer.from(pngLogo);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(await refusal({ logo: `data:image/png;base64,${bomb.toString("base64")}` })).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "customization.logo",
      message: expect.stringContaining("does not decode"),
    });
  });
});

describe("every design the service returns scans (property)", () => {
  // Mostly colours that contrast, one that does not (#9E9E9E, 2.7:1 on white): both paths are taken.
  const color = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom("#000000", "#1A237E", "#B71C1C", "#004D40", "#4A148C", "#263238") },
    { weight: 1, arbitrary: fc.constant("#9E9E9E") },
    { weight: 1, arbitrary: fc.constant("#FFFFFF") },
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
      fill_color: color,
      back_color: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom("#FFFFFF", "#FFF8E1", "transparent") },
        { weight: 1, arbitrary: fc.constant("#000000") },
      ),
      logo: fc.constant(logo),
      logo_size: fc.double({ min: 0.05, max: 0.3, noNaN: true }),
      frame: fc.record({ text: fc.constantFrom("Scan me", "Menu", "QR"), position: fc.constantFrom("top", "bottom") }),
      size: fc.integer({ min: 150, max: 500 }),
      format: fc.constantFrom("PNG", "SVG"),
    },
    { requiredKeys: ["module_shape"] },
  );

  const text = fc.constantFrom("property 42", "hello", URL_TEXT, "WIFI:T:WPA;S:home;P:secret123;;");

  it("returns a code of exactly its size both independent decoders read, or refuses naming a customization field", async () => {
    let returned = 0;
    await fc.assert(
      fc.asyncProperty(design, text, async (custom, payload) => {
        let qr: Awaited<ReturnType<typeof generateStyledQr>>;
        try {
          qr = await generateStyledQr({ type: "text", content: { text: payload }, customization: custom });
        } catch (error) {
          if (!isQrbarError(error)) throw error;
          expect(error.code).toBe("VALIDATION_ERROR");
          expect(error.details?.[0]?.field).toMatch(/^customization(\.|$)/);
          return;
        }
        returned++;
        const side = custom.size ?? 300;
        const meta = await sharp(qr.bytes).metadata();
        expect([meta.width, meta.height, qr.width, qr.height]).toEqual([side, side, side, side]);
        if (qr.format === "SVG") expectSelfContainedSvg(Buffer.from(qr.bytes).toString("utf8"));
        expect(await decodeIndependently(qr.bytes, qr.format)).toEqual({ zbar: payload, zxing: payload });
      }),
      { numRuns: 60, seed: 20 },
    );
    // Refusing everything would pass the property: most random designs must come back.
    expect(returned).toBeGreaterThan(10);
  }, 120_000);
});
