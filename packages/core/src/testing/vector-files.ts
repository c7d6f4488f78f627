import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import type { Ink } from "../color/cmyk-color.js";
import { drawVector, type VectorFormat } from "../render/vector-writer.js";
import { onPath } from "./cli-decoders.js";
import { readPngPixels } from "./decode-symbols.js";

/**
 * Which of the tools that read PDF and EPS are installed: poppler's `pdfinfo`, `pdftoppm` and `pdfimages`
 * (poppler-utils) and Ghostscript's `gs` (ghostscript). Tests that need one skip when it is missing.
 *
 * @example
 * ```ts
 * it.skipIf(!VECTOR_TOOLS.gs)("renders the EPS (apt-get install ghostscript)", ...);
 * ```
 */
export const VECTOR_TOOLS = {
  pdfinfo: onPath("pdfinfo"),
  pdftoppm: onPath("pdftoppm"),
  pdftotext: onPath("pdftotext"),
  pdfimages: onPath("pdfimages"),
  gs: onPath("gs"),
} as const;

/** Runs `use` on `bytes` written to a temporary file named `name`. */
function withFile<T>(bytes: Uint8Array, name: string, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "qrbar-vector-"));
  try {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A PDF's first page rasterised by poppler's `pdftoppm` at `dpi`, as a PNG. Anti-aliased, as poppler renders
 * by default: shapes on whole pixels come out two-colour (without it, poppler darkens the pixel after each
 * right edge).
 *
 * @example
 * ```ts
 * zbarimgRaw(rasterisePdf(qrPdf("hi"), 300)); // "hi"
 * ```
 */
export function rasterisePdf(pdf: Uint8Array, dpi: number): Buffer {
  return withFile(pdf, "page.pdf", (path) => {
    execFileSync("pdftoppm", ["-r", String(dpi), "-png", "-singlefile", path, path], { stdio: "ignore" });
    return readFileSync(`${path}.png`);
  });
}

/**
 * An EPS rendered by Ghostscript at `dpi`, cropped to its bounding box, as a greyscale PNG.
 *
 * @example
 * ```ts
 * zbarimgRaw(rasteriseEps(qrEps("hi"), 300)); // "hi"
 * ```
 */
export function rasteriseEps(eps: Uint8Array, dpi: number): Buffer {
  return withFile(eps, "image.eps", (path) => {
    const args = ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dEPSCrop", "-sDEVICE=pnggray", `-r${dpi}`];
    execFileSync("gs", [...args, "-o", `${path}.png`, path], { stdio: "ignore" });
    return readFileSync(`${path}.png`);
  });
}

/** The rasteriser of each vector format: poppler for PDF, Ghostscript for EPS. */
const RASTERISERS = { PDF: rasterisePdf, EPS: rasteriseEps } as const;

/**
 * A PDF or EPS rasterised at `dpi` by the tool that reads its format ({@link rasterisePdf},
 * {@link rasteriseEps}), as a PNG: what a test decodes whatever door wrote the file.
 *
 * @example
 * ```ts
 * zbarimgRaw(rasteriseVector(qr.bytes, qr.format, 600)); // the payload
 * ```
 */
export function rasteriseVector(bytes: Uint8Array, format: keyof typeof RASTERISERS, dpi: number): Buffer {
  return RASTERISERS[format](bytes, dpi);
}

/**
 * The share of the page each process ink covers (0 to 1) as Ghostscript's `inkcov` device separates a PDF or an
 * EPS (`name` says which): what a printing plate of each ink would carry. RGB colours come out through
 * Ghostscript's own conversion (black as all four inks), CMYK colours as written.
 *
 * @example
 * ```ts
 * inkCoverage(qrEps("hi", { colorSpace: "cmyk" }), "page.eps"); // { c: 0, m: 0, y: 0, k: 0.3... }
 * ```
 */
export function inkCoverage(
  file: Uint8Array,
  name: "page.pdf" | "page.eps",
): { c: number; m: number; y: number; k: number } {
  return withFile(file, name, (path) => {
    const args = ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dEPSCrop", "-sDEVICE=inkcov", "-o", "-", path];
    const [c = Number.NaN, m = Number.NaN, y = Number.NaN, k = Number.NaN] = execFileSync("gs", args, {
      encoding: "latin1",
    })
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .map(Number);
    return { c, m, y, k };
  });
}

/**
 * A PDF's text as poppler's `pdftotext` extracts it in reading order (`-raw`), without the page break it ends with.
 *
 * @example
 * ```ts
 * pdfText(barcodePdf("code128", "ABC-123")); // "ABC-123"
 * ```
 */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, "page.pdf", (path) =>
    execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", path, "-"], { encoding: "utf8" }).replace(/\n?\f$/, ""),
  );
}

/**
 * A PDF's page size in points as `pdfinfo` reports it.
 *
 * @example
 * ```ts
 * pdfPageSize(qrPdf("hi")); // { width: 225, height: 225 }
 * ```
 */
export function pdfPageSize(pdf: Uint8Array): { width: number; height: number } {
  const info = withFile(pdf, "page.pdf", (path) => execFileSync("pdfinfo", [path], { encoding: "utf8" }));
  const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info) ?? [];
  return { width: Number(width), height: Number(height) };
}

/** One image of a PDF as `pdfimages -list` reports it. */
export interface PdfImage {
  /** `image`, or `smask` for an image's soft mask. */
  readonly type: string;
  readonly width: number;
  readonly height: number;
  /** `rgb` or `gray`. */
  readonly color: string;
  /** `image` (Flate), `jpeg` (DCT) and the like. */
  readonly encoding: string;
}

/**
 * The images a PDF's pages draw, as poppler's `pdfimages -list` reports them.
 *
 * @example
 * ```ts
 * pdfImages(qrPdf("hi")); // []
 * ```
 */
export function pdfImages(pdf: Uint8Array): PdfImage[] {
  const list = withFile(pdf, "page.pdf", (path) => execFileSync("pdfimages", ["-list", path], { encoding: "utf8" }));
  // Two heading lines, then one row an image: page num type width height color comp bpc enc ...
  return list
    .split("\n")
    .slice(2)
    .filter((row) => row.trim())
    .map((row) => {
      const [, , type, width, height, color, , , encoding] = row.trim().split(/\s+/);
      return {
        type: type as string,
        width: Number(width),
        height: Number(height),
        color: color as string,
        encoding: encoding as string,
      };
    });
}

/**
 * Every stream of a PDF, inflated where it is FlateDecode, one after another: the operators it paints with, and
 * its fonts' glyph procedures and ToUnicode CMaps.
 *
 * @example
 * ```ts
 * pdfContent(qrPdf("hi")); // ".75 0 0 -.75 0 225 cm\n1 1 1 rg\n..."
 * ```
 */
export function pdfContent(pdf: Uint8Array): string {
  const file = Buffer.from(pdf);
  const text = file.toString("latin1");
  let content = "";
  for (const m of text.matchAll(/<<([^>]*)>>\nstream\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(m[1] as string)?.[1]);
    const start = (m.index as number) + m[0].length;
    const data = file.subarray(start, start + length);
    content += (/\/FlateDecode/.test(m[1] as string) ? inflateSync(data) : data).toString("latin1");
  }
  return content;
}

/**
 * The vector formats' test page: 41 x 20 px, white, with a square of 10 px in `ink` at (5, 5), so that it
 * covers x 5 to 14 and y 5 to 14 from the top.
 *
 * @example
 * ```ts
 * const pdf = squarePage(PDF_FORMAT, { r: 255, g: 0, b: 0 });
 * ```
 */
export function squarePage(format: VectorFormat, ink: Ink): Uint8Array {
  return drawVector(format, 41, 20, { r: 255, g: 255, b: 255 }, (out) => out.colour(ink).rect(5, 5, 10, 10).fill());
}

/**
 * The vector formats' page of resources: 40 x 20 px, white, a strip (y 0 to 4) shaded from red at the left to
 * blue at the right, and a 2 x 1 image (a red sample, then a transparent one) stretched over x 10 to 30,
 * y 8 to 18.
 *
 * @example
 * ```ts
 * const eps = imagePage(EPS_FORMAT);
 * ```
 */
export function imagePage(format: VectorFormat): Uint8Array {
  const red = { r: 255, g: 0, b: 0 };
  const blue = { r: 0, g: 0, b: 255 };
  const image = {
    kind: "rgb",
    width: 2,
    height: 1,
    rgb: new Uint8Array([255, 0, 0, 0, 0, 255]),
    alpha: new Uint8Array([255, 0]),
  } as const;
  return drawVector(format, 40, 20, { r: 255, g: 255, b: 255 }, (out) =>
    out
      .shade(
        {
          kind: "axial",
          coords: [0, 0, 40, 0],
          stops: [
            { offset: 0, color: red },
            { offset: 1, color: blue },
          ],
        },
        false,
        (path) => path.rect(0, 0, 40, 4),
      )
      .image(image, 10, 8, 20, 10),
  );
}

/** Where {@link squareEdges} looks: the square's two inner corners, then one pixel beyond each of its edges. */
const SQUARE_PROBES = [
  [5, 5],
  [14, 14],
  [4, 5],
  [15, 5],
  [5, 4],
  [5, 15],
] as const;

/**
 * A raster of {@link squarePage} at 96 dpi (a pixel is a pixel): its size, and whether `inked` holds at the
 * square's two inner corners and one pixel beyond each of its four edges (`[true, true, false, false, false,
 * false]` when the square is where it was drawn). `inked` gets the RGBA bytes and a pixel's byte offset.
 *
 * @example
 * ```ts
 * squareEdges(rasterisePdf(pdf, 96), (rgba, at) => rgba[at + 1] === 0).inked; // [true, true, false, false, false, false]
 * ```
 */
export function squareEdges(
  png: Uint8Array,
  inked: (rgba: Buffer, at: number) => boolean,
): { width: number; height: number; inked: boolean[] } {
  const { width, height, rgba } = readPngPixels(png);
  return { width, height, inked: SQUARE_PROBES.map(([x, y]) => inked(rgba, (y * width + x) * 4)) };
}
