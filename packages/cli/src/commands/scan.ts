import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { ScanResult } from "@qrbar/contract";
import { EXIT_FAILURE, EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { flag, flagOf, parseArgs } from "../parse-args.js";

const USAGE = "qrbar scan <image> [<image> ...] [--json]";

const HELP = `Usage: ${USAGE}

Reads every QR code and barcode in each image (PNG, JPEG, GIF, BMP or WebP) and prints one line
per code: its kind, what the text is, and the text.
  qrbar scan photo.jpg
  qrbar scan *.png --json

Options:
  --json      One JSON object per image on standard output: {"file", "image", "results"}, each result
              as POST /api/scan gives it (type, data, format, parsed, confidence, position, corners).

An image that would cost more than 512 MiB to decode (a 7000 x 7000 16-bit PNG of 390 KB, say) is
refused as the server refuses it, measured from its header before any pixel is decoded.

Exit status: 0 when every image holds a code; 1 when one holds none or cannot be read; 2 for a
wrong command line.
`;

/** A result as a person reads it: `qr_code url: https://example.com`, later lines indented. */
const describe = (result: ScanResult) => `${result.type} ${result.format}: ${result.data.replace(/\r?\n/g, "\n    ")}`;

/** `qrbar scan photo.jpg`: every code in each image, for people or (`--json`) for programs. */
export const scanCommand: Command = {
  name: "scan",
  summary: "Read every QR code and barcode in image files",
  async run(argv, io) {
    const args = parseArgs(argv, { flags: new Set(["help", "json"]), short: { h: "help" } });
    if (flag(args, "help")) {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    for (const [name] of args.options) {
      if (name !== "json") throw usageError(`unknown option ${flagOf(name)}; usage: ${USAGE}`);
    }
    const files = args.positionals;
    if (!files.length) throw usageError(`missing the image to scan; usage: ${USAGE}`);
    const { isQrbarError, scanImage } = await import("@qrbar/core/scan");
    const { checkScanCost, DEFAULT_MAX_SCAN_COST_BYTES, measureScanCost } = await import("@qrbar/core/service");
    const json = flag(args, "json");
    let failed = 0;
    const fail = (message: string) => {
      io.stderr.write(`qrbar: ${message}\n`);
      failed++;
    };
    for (const file of files) {
      let bytes: Buffer;
      try {
        bytes = await readFile(resolve(io.cwd, file));
      } catch (error) {
        fail(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
        continue;
      }
      try {
        // The server's own admission: what decoding would cost, from the header, against the same limit.
        checkScanCost(await measureScanCost(bytes), DEFAULT_MAX_SCAN_COST_BYTES);
        const { image, results } = await scanImage(bytes);
        if (json) io.stdout.write(`${JSON.stringify({ file, image, results })}\n`);
        else {
          const prefix = files.length > 1 ? `${file}: ` : "";
          for (const result of results) io.stdout.write(`${prefix}${describe(result)}\n`);
        }
        if (!results.length) fail(`no QR code or barcode found in ${file}`);
      } catch (error) {
        if (!isQrbarError(error)) throw error;
        fail(`${file}: ${error.message}`);
      }
    }
    return failed ? EXIT_FAILURE : EXIT_OK;
  },
};
