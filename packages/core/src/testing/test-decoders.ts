// Test helper: decodes images with the independent command-line decoders ZBar (`zbarimg`, Debian's
// zbar-tools) and zxing-cpp (`ZXingReader`, zxing-cpp-tools); SVG is rasterised first by sharp
// (librsvg), a renderer that is not ours.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);

/** What each decoder read from one image (empty when it found nothing). */
export interface IndependentReadings {
  readonly zbar: string;
  readonly zxing: string;
}

/** PNG bytes of an image: PNG as it is, SVG rasterised at its own size by librsvg (on white). */
async function asPng(bytes: Uint8Array, format: string): Promise<Buffer> {
  if (format === "PNG") return Buffer.from(bytes);
  return sharp(Buffer.from(bytes)).flatten({ background: "#ffffff" }).png().toBuffer();
}

/** Runs `read` on the image written as a PNG file, laid on white. */
async function onWhiteFile<T>(bytes: Uint8Array, format: string, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "qrbar-style-"));
  try {
    const file = join(dir, "code.png");
    // A transparent PNG is read as printed on white: decoders differ on what alpha means.
    await writeFile(
      file,
      await sharp(await asPng(bytes, format))
        .flatten({ background: "#ffffff" })
        .png()
        .toBuffer(),
    );
    return await read(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `ZXingReader`'s report of the QR code in a file, empty when it found none. */
const zxingReport = (file: string): Promise<string> =>
  run("ZXingReader", ["-format", "QRCode", file]).then(
    (r) => r.stdout,
    () => "",
  );

/**
 * Decodes one generated image with both independent decoders.
 *
 * @example
 * ```ts
 * const { zbar, zxing } = await decodeIndependently(qr.bytes, "PNG");
 * ```
 */
export async function decodeIndependently(bytes: Uint8Array, format: string): Promise<IndependentReadings> {
  return onWhiteFile(bytes, format, async (file) => {
    const zbar = await run("zbarimg", ["-q", "--raw", "-Sdisable", "-Sqrcode.enable", file]).then(
      (r) => r.stdout.replace(/\n$/, ""),
      () => "",
    );
    const zxing = /^Text:\s+"(.*)"$/m.exec(await zxingReport(file))?.[1] ?? "";
    return { zbar, zxing };
  });
}

/**
 * The error correction level (L, M, Q or H) zxing-cpp reads from the code's format information,
 * empty when it found no code.
 *
 * @example
 * ```ts
 * await independentErrorCorrection(qr.bytes, "PNG"); // "H"
 * ```
 */
export async function independentErrorCorrection(bytes: Uint8Array, format: string): Promise<string> {
  return onWhiteFile(bytes, format, async (file) => /^EC Level:\s+(\w)/m.exec(await zxingReport(file))?.[1] ?? "");
}
