import { writeFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import { FILE_FORMATS, type FileFormat } from "@qrbar/contract";
import { CliError, usageError } from "./cli-error.js";
import type { CliIo } from "./io.js";

/** Where an image goes and in which format. */
export interface ImageTarget {
  /** A file path, or `-` for standard output. */
  readonly path: string;
  /** `PNG`, `SVG`, `PDF` or `EPS`, in upper case (an unknown `--format` is left for the generator to refuse). */
  readonly format: string;
}

/** Each format's file extension, the format's name in lower case: `.png`, `.svg`, `.pdf`, `.eps`. */
const EXTENSION_FORMATS: ReadonlyMap<string, FileFormat> = new Map(
  FILE_FORMATS.map((format) => [`.${format.toLowerCase()}`, format]),
);

/** The extensions a file name may have, for a usage error: ".png, .svg, .pdf or .eps". */
const EXTENSION_LIST = [...EXTENSION_FORMATS.keys()].join(", ").replace(/, (?=[^,]*$)/, " or ");

/**
 * Whether `format` (in upper case) is one the generators write.
 *
 * @example
 * ```ts
 * isFileFormat("EPS"); // true
 * isFileFormat("GIF"); // false
 * ```
 */
export const isFileFormat = (format: string): format is FileFormat =>
  (FILE_FORMATS as readonly string[]).includes(format);

/**
 * Decides the output file and format: `--format` if given, else the file's extension (`.png`,
 * `.svg`, `.pdf`, `.eps`), else PNG; without `-o` the file is `<name>.<png|svg|pdf|eps>`. A contradiction is a
 * usage error.
 *
 * @example
 * ```ts
 * imageTarget("code.svg", undefined, "qr"); // { path: "code.svg", format: "SVG" }
 * imageTarget(undefined, "svg", "ean13"); // { path: "ean13.svg", format: "SVG" }
 * imageTarget("label.pdf", undefined, "qr"); // { path: "label.pdf", format: "PDF" }
 * ```
 */
export function imageTarget(output: string | undefined, format: string | undefined, name: string): ImageTarget {
  const chosen = format?.toUpperCase();
  if (output === undefined || output === "-") {
    return { path: output ?? `${name}.${(chosen ?? "PNG").toLowerCase()}`, format: chosen ?? "PNG" };
  }
  const extension = extname(output).toLowerCase();
  const implied = EXTENSION_FORMATS.get(extension);
  if (chosen && implied && chosen !== implied) {
    throw usageError(`--format ${format} contradicts the file name ${output}; use a .${chosen.toLowerCase()} name`);
  }
  if (!chosen && !implied) {
    throw usageError(`cannot tell the image format from ${output}: name it ${EXTENSION_LIST}, or add --format`);
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
