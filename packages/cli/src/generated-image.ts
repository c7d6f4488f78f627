import type { JsonSchema } from "@qrbar/contract";
import { fromOptions } from "./content-from-options.js";
import { type ImageTarget, reportTo, writeImage } from "./image-output.js";
import type { CliIo } from "./io.js";
import { flagOf, type ParsedArgs } from "./parse-args.js";

/**
 * The customization object of a request from its options (every property of the contract's
 * customization schema is one), with the format already decided from `-o`/`--format`.
 *
 * @example
 * ```ts
 * customizationFrom(QrCustomizationSchema, parseArgs(["--size", "512"]), "SVG"); // { size: 512, format: "SVG" }
 * ```
 */
export function customizationFrom(schema: JsonSchema, args: ParsedArgs, format: string): Record<string, unknown> {
  const names = new Set(Object.keys(schema.properties ?? {}));
  // Nested fields come as --field.inner (--eye.outer-shape dot) or as --field '<json>'.
  const options = [...args.options].filter(([name]) => names.has(name.split(".")[0] as string) && name !== "format");
  return { ...fromOptions(schema, options), format };
}

/**
 * The option that sets a request field, for error messages: `content.ssid` → `--ssid`,
 * `customization.size` → `--size`; `type` and `content` are the command's arguments.
 *
 * @example
 * ```ts
 * optionForField("customization.fill_color"); // "--fill-color"
 * ```
 */
export function optionForField(field: string): string {
  if (field === "type") return "the type";
  if (field === "content") return "content";
  return flagOf(field.replace(/^(?:content|customization)\./, ""));
}

/** What a generator returns that the command line reports. */
export interface Generated {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly format: string;
  readonly type: string;
  readonly payload: string;
  /** A styled QR code's proof that it scans. */
  readonly scannability?: { readonly score: number };
  /** What may stop it from scanning though it was written (colours too faint under a scanner's red light). */
  readonly warnings?: readonly { readonly field: string; readonly message: string }[];
}

/**
 * Writes a generated image where the target says and reports it in one line, and each of its warnings on
 * stderr, naming the option to change.
 *
 * @example
 * ```ts
 * await saveGenerated(imageTarget("qr.png", undefined, "url"), generateQr(request), io);
 * // wrote qr.png: 300x300 PNG url, encoding "https://example.com"
 * ```
 */
export async function saveGenerated(target: ImageTarget, image: Generated, io: CliIo): Promise<void> {
  await writeImage(target.path, image.bytes, io);
  reportTo(target, io).write(
    `wrote ${target.path}: ${image.width}x${image.height} ${image.format} ${image.type}, encoding ${JSON.stringify(image.payload)}${image.scannability ? `; scannability ${image.scannability.score}/100` : ""}\n`,
  );
  for (const { field, message } of image.warnings ?? []) {
    io.stderr.write(`warning (${optionForField(field)}): ${message}\n`);
  }
}
