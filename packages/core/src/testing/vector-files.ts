import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { onPath } from "./cli-decoders.js";

/**
 * Which of the tools that read PDF and EPS are installed: poppler's `pdfinfo` and `pdftoppm` (poppler-utils)
 * and Ghostscript's `gs` (ghostscript). Tests that need one skip when it is missing.
 *
 * @example
 * ```ts
 * it.skipIf(!VECTOR_TOOLS.gs)("renders the EPS (apt-get install ghostscript)", ...);
 * ```
 */
export const VECTOR_TOOLS = { pdfinfo: onPath("pdfinfo"), pdftoppm: onPath("pdftoppm"), gs: onPath("gs") } as const;

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

/**
 * The content streams of a PDF, inflated where they are FlateDecode: the operators it paints with.
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
