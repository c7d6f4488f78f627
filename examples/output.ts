// Where the examples write and how they read: their files go to examples/output/ (ignored by git),
// and a missing input is one sentence, not a stack trace.
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

/** The examples' output folder (created on first use), or the path given on the command line. */
export function outputPath(name: string, given?: string): string {
  if (given) return resolve(given);
  const folder = join(HERE, "output");
  mkdirSync(folder, { recursive: true });
  return join(folder, name);
}

/** The shipped sample image (a QR code of https://example.com), for the scanning examples. */
export const SAMPLE_IMAGE = join(HERE, "sample-qr.png");

/** A file's bytes, or exit 1 with one sentence saying what is missing. */
export async function readInput(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String((error as Error).message);
    process.stderr.write(`cannot read ${path}: ${reason}; give the path of an image, such as ${SAMPLE_IMAGE}\n`);
    process.exit(1);
  }
}
