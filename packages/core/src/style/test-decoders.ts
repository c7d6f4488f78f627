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

/**
 * Decodes one generated image with both independent decoders.
 *
 * @example
 * ```ts
 * const { zbar, zxing } = await decodeIndependently(qr.bytes, "PNG");
 * ```
 */
export async function decodeIndependently(bytes: Uint8Array, format: string): Promise<IndependentReadings> {
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
    const zbar = await run("zbarimg", ["-q", "--raw", "-Sdisable", "-Sqrcode.enable", file]).then(
      (r) => r.stdout.replace(/\n$/, ""),
      () => "",
    );
    const zxing = await run("ZXingReader", ["-format", "QRCode", file]).then(
      (r) => /^Text:\s+"(.*)"$/m.exec(r.stdout)?.[1] ?? "",
      () => "",
    );
    return { zbar, zxing };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
