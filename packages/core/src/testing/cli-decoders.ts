import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Whether a program is on the PATH.
 *
 * @example
 * ```ts
 * it.skipIf(!onPath("pdftoppm"))("rasterises the PDF (apt-get install poppler-utils)", ...);
 * ```
 */
export function onPath(program: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Which of the command-line decoders Debian ships are installed: `zbarimg` (zbar-tools) and `ZXingReader`
 * (zxing-cpp-tools). Tests that need one skip, saying which package to install, when it is missing.
 *
 * @example
 * ```ts
 * it.skipIf(!CLI_DECODERS.zbarimg)("decodes with zbar (apt-get install zbar-tools)", ...);
 * ```
 */
export const CLI_DECODERS = { zbarimg: onPath("zbarimg"), zxingReader: onPath("ZXingReader") } as const;

/**
 * Runs `read` on the PNG written to a temporary file.
 *
 * @example
 * ```ts
 * withPngFile(png, (path) => execFileSync("zbarimg", [path]));
 * ```
 */
export function withPngFile<T>(png: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "qrbar-decode-"));
  try {
    const path = join(dir, "code.png");
    writeFileSync(path, png);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Decodes a PNG holding one QR code with `zbarimg` in text mode (no `-Sbinary`): zbar turns the bytes into UTF-8 by
 * the code's ECI, or by its own guess when there is none, as a phone app built on zbar does. (Its `--xml` output
 * mangles bytes beyond ASCII, so the plain `QR-Code:<text>` line is read.)
 *
 * @example
 * ```ts
 * zbarimgText(qr.bytes); // "Zürich"
 * ```
 */
export function zbarimgText(png: Uint8Array): string | undefined {
  return withPngFile(png, (path) => {
    const out = execFileSync("zbarimg", ["-q", "--nodbus", path], { encoding: "utf8" });
    return /^QR-Code:([\s\S]*)\n$/.exec(out)?.[1];
  });
}

/**
 * Decodes a PNG with `zbarimg --raw`, any symbology ZBar reads (linear codes, QR, not DataMatrix): the text of
 * each symbol found, one a line, or `undefined` when it finds none.
 *
 * @example
 * ```ts
 * zbarimgRaw(barcodePng("ean13", "590123412345")); // "5901234123457"
 * ```
 */
export function zbarimgRaw(png: Uint8Array): string | undefined {
  return withPngFile(png, (path) => {
    const read = spawnSync("zbarimg", ["-q", "--nodbus", "--raw", path], { encoding: "utf8" });
    return read.status === 0 ? read.stdout.replace(/\n$/, "") : undefined;
  });
}

/** What `ZXingReader` (zxing-cpp) reports of one symbol: its text and whether it carried an ECI. */
export interface ZxingReading {
  readonly text: string;
  readonly hasEci: boolean;
}

/**
 * Decodes a PNG with zxing-cpp's `ZXingReader`, reporting the text and whether the symbol carries an ECI.
 *
 * @example
 * ```ts
 * zxingReaderText(qr.bytes); // { text: "Zürich", hasEci: true }
 * ```
 */
export function zxingReaderText(png: Uint8Array): ZxingReading | undefined {
  return withPngFile(png, (path) => {
    const out = execFileSync("ZXingReader", [path], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const text = /^Text:\s+"([\s\S]*)"\nBytes:/m.exec(out)?.[1];
    return text === undefined ? undefined : { text, hasEci: /^HasECI:\s+true$/m.test(out) };
  });
}
