import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { toHexColor } from "../../color/hex-color.js";
import { decodePng, readPngPixels } from "../../testing/index.js";
import { generateBarcode } from "../generate-barcode.js";
import { glyphOutline } from "./glyph-outline.js";
import { ocrBPaths } from "./ocr-b-font.js";
import { SvgBytes } from "./svg-bytes.js";
import { SvgString } from "./svg-string.js";
import type { SvgWriter } from "./svg-writer.js";

/** Dark (1) or light (0) per pixel of a PNG, from its red channel. */
function darkPixels(png: Uint8Array): { width: number; height: number; dark: Uint8Array } {
  const { width, height, rgba } = readPngPixels(png);
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = (rgba[i * 4] as number) < 128 ? 1 : 0;
  return { width, height, dark };
}

describe("barcode SVG", () => {
  const CASES = [
    ["ean13", "5901234123457", 420, 240, "5901234123457"],
    ["code128", "ABC-12345-xyz", 376, 120, "ABC-12345-xyz"],
    ["upce", "01234565", 244, 150, "0012345000065"],
    ["itf14", "15400141288763", 580, 200, "15400141288763"],
    ["codabar", "A40156B", 388, 160, "A40156B"],
  ] as const;

  it.each(CASES)(
    "%s %s at %dx%d: rasterised, the bars are the PNG's pixels, the text nearly so, and zxing reads it",
    async (type, content, width, height, expected) => {
      const customization = { width, height, bar_color: "#102030", background_color: "#F0F8FF" };
      const png = darkPixels(generateBarcode({ type, content, customization }).bytes);
      const svg = generateBarcode({ type, content, customization: { ...customization, format: "SVG" } }).bytes;
      const rendered = await sharp(svg).png().toBuffer();
      const drawn = darkPixels(rendered);
      expect([drawn.width, drawn.height]).toEqual([width, height]);
      let differing = 0;
      let textDark = 0;
      let firstTextRow: number = height;
      for (let y = 0; y < height; y++) {
        const row = png.dark.subarray(y * width, (y + 1) * width);
        const rowDiffers = row.some((v, x) => v !== drawn.dark[y * width + x]);
        if (rowDiffers && y < firstTextRow) firstTextRow = y;
        for (let x = 0; x < width; x++) if (row[x] !== drawn.dark[y * width + x]) differing++;
        if (y >= firstTextRow) textDark += row.reduce((a, v) => a + v, 0);
      }
      // Everything above the text is pixel for pixel the PNG; glyph outlines anti-aliased against
      // thresholded glyph pixels differ at their edges only.
      expect(firstTextRow).toBeGreaterThan(height * 0.6);
      expect(differing).toBeLessThan(textDark * 0.25);
      const symbols = await decodePng(rendered);
      expect(symbols.map((s) => s.text)).toContain(expected);
    },
  );

  it("draws the text in the bar colour, one path for all glyphs, and the bars in one stroked group", () => {
    const { bytes } = generateBarcode({
      type: "ean13",
      content: "5901234123457",
      customization: { format: "SVG", bar_color: "#102030" },
    });
    const svg = Buffer.from(bytes).toString("latin1");
    expect(svg.match(/<path fill="#102030"/g)).toHaveLength(1);
    expect(svg.match(/stroke="#102030"/g)).toHaveLength(1);
    expect(svg).toMatch(/<\/svg>$/);
  });
});

describe("SvgBytes", () => {
  it("writes whole numbers, tenths and colours as String, the shortest decimal and toHexColor do (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -99999, max: 99999 }),
        fc.record({ r: fc.nat(255), g: fc.nat(255), b: fc.nat(255) }),
        (n, tenths, rgb) => {
          const out = new SvgBytes(4);
          out.int(n).ascii("|");
          const point = out.tenths(tenths);
          out.ascii("|").colour(rgb);
          const [int, dec, colour] = Buffer.from(out.finish()).toString("latin1").split("|");
          expect(int).toBe(String(n));
          expect(Number(dec)).toBe(tenths / 10);
          expect(dec).toBe(String(tenths / 10).replace(/^(-?)0\./, "$1."));
          expect(point).toBe(tenths % 10 !== 0);
          expect(colour).toBe(toHexColor(rgb));
        },
      ),
    );
  });

  it("writes lines and moves as path data", () => {
    const out = new SvgBytes(1).line(5, 575, 12).nextLine(3, 1234).nextLine(-2, 1).moveTo10(-5, 1230);
    expect(out.finish().toString()).toBe("M5 57.5h12m3 0h1234m-2 0h1M-.5 123");
  });

  it("cuts images one after the other from its slab, and carries an image over to a new slab", () => {
    const out = new SvgBytes(16);
    const first = out.ascii("<svg/>").finish();
    const second = out.ascii("<svg>").int(1234567).ascii("</svg>").finish();
    out.ascii("dropped").reset();
    const third = out.ascii("<g/>").finish();
    expect([first, second, third].map((b) => b.toString())).toEqual(["<svg/>", "<svg>1234567</svg>", "<g/>"]);
  });
});

describe("SvgString", () => {
  /** One call of the writer interface, drawn at random (strings long enough for SvgBytes's fragment cache too). */
  const step = fc.oneof(
    fc.tuple(
      fc.constant("ascii"),
      fc.string({ unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
    ),
    fc.tuple(fc.constant("int"), fc.integer({ min: -1e9, max: 1e9 })),
    fc.tuple(fc.constant("tenths"), fc.integer({ min: -99999, max: 99999 })),
    fc.tuple(
      fc.constant("line"),
      fc.integer({ min: -9999, max: 9999 }),
      fc.integer({ min: -99999, max: 99999 }),
      fc.nat(9999),
    ),
    fc.tuple(fc.constant("nextLine"), fc.integer({ min: -9999, max: 9999 }), fc.nat(9999)),
    fc.tuple(fc.constant("moveTo10"), fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: -99999, max: 99999 })),
    fc.tuple(fc.constant("colour"), fc.nat(0xffffff)),
    fc.tuple(
      fc.constant("bytes"),
      fc.string().map((s) => Buffer.from(s.replace(/[^ -~]/g, "?"), "latin1")),
    ),
    fc.tuple(fc.constant("truncate"), fc.nat(40)),
  );

  const apply = (out: SvgWriter, [name, a, b, c]: readonly unknown[]): unknown => {
    if (name === "ascii") return out.ascii(a as string);
    if (name === "int") return out.int(a as number);
    if (name === "tenths") return out.tenths(a as number);
    if (name === "line") return out.line(a as number, b as number, c as number);
    if (name === "nextLine") return out.nextLine(a as number, b as number);
    if (name === "moveTo10") return out.moveTo10(a as number, b as number);
    if (name === "colour")
      return out.colour({ r: (a as number) >> 16, g: ((a as number) >> 8) & 255, b: (a as number) & 255 });
    if (name === "bytes") return out.bytes(a as Uint8Array);
    return out.truncate(a as number);
  };

  it("writes the same characters as SvgBytes, whatever the calls (property)", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const bytes = new SvgBytes(8);
        const string = new SvgString();
        for (const s of steps) {
          const fromBytes = apply(bytes, s);
          const fromString = apply(string, s);
          if (typeof fromBytes === "boolean") expect(fromString).toBe(fromBytes);
          expect(string.length).toBe(bytes.length);
        }
        expect(string.text).toBe(Buffer.from(bytes.finish()).toString("latin1"));
      }),
    );
  });
});

/** The absolute end points of compact path data, in tenths, from its first point. */
function endPoints(x10: number, y10: number, body: string): [number, number][] {
  const points: [number, number][] = [];
  const tokens = body.match(/[a-z]|-?(?:\d+(?:\.\d)?|\.\d)/g) ?? [];
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  let x = x10;
  let y = y10;
  let start: [number, number] = [x, y];
  let command = "";
  let numbers: number[] = [];
  const finish = () => {
    const n = arity[command] as number;
    if (command === "h") x += numbers[0] as number;
    else if (command === "v") y += numbers[0] as number;
    else if (n) {
      x += numbers[n - 2] as number;
      y += numbers[n - 1] as number;
    }
    if (command === "m") start = [x, y];
    points.push([x, y]);
    numbers = [];
  };
  for (const t of tokens) {
    if (/[a-z]/.test(t)) {
      command = t;
      if (t === "z") {
        [x, y] = start;
        points.push([x, y]);
      }
      continue;
    }
    numbers.push(Math.round(Number(t) * 10));
    if (numbers.length === arity[command]) finish();
  }
  return points;
}

describe("glyphOutline", () => {
  it("ends every segment on the outline's point rounded to a tenth: no drift along relative data (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 33, max: 126 }), fc.integer({ min: 8, max: 80 }), (code, size) => {
        const segments = ocrBPaths(code, size);
        const outline = glyphOutline(segments);
        const expected = new Set(segments.map((s) => `${Math.round(s.x * 10)},${-Math.round(s.y * 10)}`));
        const drawn = endPoints(outline.x10, outline.y10, Buffer.from(outline.body).toString("latin1"));
        expect(drawn.length).toBeGreaterThan(0);
        for (const [x, y] of drawn) expect(expected.has(`${x},${y}`)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("is empty for a blank", () => {
    expect(glyphOutline([]).body.length).toBe(0);
  });
});
