import { writeFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import { CliError, usageError } from "./cli-error.js";
import type { CliIo } from "./io.js";

/** Where an image goes and in which format. */
export interface ImageTarget {
  /** A file path, or `-` for standard output. */
  readonly path: string;
  /** `PNG` or `SVG`. */
  readonly format: string;
}

const EXTENSION_FORMATS: Record<string, string> = { ".png": "PNG", ".svg": "SVG" };

/**
 * Decides the output file and format: `--format` if given, else the file's extension (`.png`,
 * `.svg`), else PNG; without `-o` the file is `<name>.<png|svg>`. A contradiction is a usage error.
 *
 * @example
 * ```ts
 * imageTarget("code.svg", undefined, "qr"); // { path: "code.svg", format: "SVG" }
 * imageTarget(undefined, "svg", "ean13"); // { path: "ean13.svg", format: "SVG" }
 * ```
 */
export function imageTarget(output: string | undefined, format: string | undefined, name: string): ImageTarget {
  const chosen = format?.toUpperCase();
  if (output === undefined || output === "-") {
    return { path: output ?? `${name}.${(chosen ?? "PNG").toLowerCase()}`, format: chosen ?? "PNG" };
  }
  const extension = extname(output).toLowerCase();
  const implied = EXTENSION_FORMATS[extension];
  if (chosen && implied && chosen !== implied) {
    throw usageError(`--format ${format} contradicts the file name ${output}; use a .${chosen.toLowerCase()} name`);
  }
  if (!chosen && !implied) {
    throw usageError(`cannot tell the image format from ${output}: name it .png or .svg, or add --format`);
  }
  return { path: output, format: (chosen ?? implied) as string };
}

/**
 * Writes image bytes to a file (relative to the working directory) or to standard output.
 *
 * @example
 * ```ts
 * await writeImage("qr.png", image.bytes, io);
 * ```
 */
export async function writeImage(path: string, bytes: Uint8Array, io: CliIo): Promise<void> {
  if (path === "-") {
    io.stdout.write(bytes);
    return;
  }
  try {
    await writeFile(resolve(io.cwd, path), bytes);
  } catch (error) {
    throw new CliError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/**
 * Where to report what was written: standard output, unless the image itself goes there.
 *
 * @example
 * ```ts
 * reportTo(target, io).write(`wrote ${target.path}\n`);
 * ```
 */
export const reportTo = (target: ImageTarget, io: CliIo) => (target.path === "-" ? io.stderr : io.stdout);
