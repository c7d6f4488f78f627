import type { JsonSchema } from "@qrbar/contract";
import { BarcodeCustomizationSchema } from "@qrbar/contract";
import { EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { toCliError } from "../error-message.js";
import { customizationFrom, optionForField, saveGenerated } from "../generated-image.js";
import { imageTarget } from "../image-output.js";
import type { CliIo } from "../io.js";
import { helpLines, optionRows } from "../option-help.js";
import { flag, flagOf, parseArgs, single } from "../parse-args.js";

const CUSTOMIZATION = BarcodeCustomizationSchema as unknown as JsonSchema;
const CUSTOMIZATION_NAMES = new Set(Object.keys(CUSTOMIZATION.properties ?? {}));
const FLAGS = new Set(["help", "show_text"]);

const USAGE = "qrbar barcode <type> <content> [-o <file.png|.svg|.pdf|.eps>] [options]";

async function overview(io: CliIo): Promise<number> {
  const { barcodeCatalog } = await import("@qrbar/core/barcode");
  const { types, examples, rules } = barcodeCatalog();
  const keys = Object.keys(types);
  const width = Math.max(...keys.map((key) => key.length)) + 2;
  io.stdout.write(
    [
      `Usage: ${USAGE}`,
      "",
      "Generates a barcode into an image file. A missing check digit is computed; a wrong one is refused.",
      "  qrbar barcode ean13 590123412345 -o product.png",
      "  qrbar barcode code128 'QRBAR-2026' --width 600 --height 150 --show-text false -o label.svg",
      "",
      "Options:",
      ...helpLines([
        [
          "-o, --output <file>",
          "The image: a .png, .svg, .pdf or .eps file (default <type>.png), or - for standard output.",
        ],
        ...optionRows(CUSTOMIZATION),
      ]),
      "",
      `Types (${keys.length}): key, name, what the content may hold, an example:`,
      ...keys.map(
        (key) =>
          `  ${key.padEnd(width)}${types[key]}: ${rules[key]?.characters}, ${rules[key]?.length}; e.g. ${examples[key]}`,
      ),
      "",
    ].join("\n"),
  );
  return EXIT_OK;
}

/** `qrbar barcode ean13 5901234123457 -o b.svg`: one barcode into a file, from the core. */
export const barcodeCommand: Command = {
  name: "barcode",
  summary: "Generate a barcode (EAN, UPC, Code 128, Data Matrix, ...) into a .png, .svg, .pdf or .eps file",
  async run(argv, io) {
    const args = parseArgs(argv, { flags: FLAGS, short: { o: "output", h: "help" } });
    if (flag(args, "help")) return overview(io);
    const [type, content, ...extra] = args.positionals;
    if (!type || content === undefined) {
      throw usageError(`missing the ${type ? "content" : "barcode type"}; usage: ${USAGE}`);
    }
    if (extra.length) throw usageError(`unexpected argument '${extra[0]}'; quote content that holds spaces`);
    for (const [name] of args.options) {
      if (name !== "output" && !CUSTOMIZATION_NAMES.has(name)) {
        throw usageError(`unknown option ${flagOf(name)}; \`qrbar barcode --help\` lists the options`);
      }
    }
    const { generateBarcode, isQrbarError, validateBarcodeRequest } = await import("@qrbar/core/generate");
    const target = imageTarget(single(args, "output"), single(args, "format"), type.toLowerCase());
    const customization = customizationFrom(CUSTOMIZATION, args, target.format);
    let image: ReturnType<typeof generateBarcode>;
    try {
      image = generateBarcode(validateBarcodeRequest({ type, content, customization }).request);
    } catch (error) {
      if (!isQrbarError(error)) throw error;
      throw toCliError(error, optionForField);
    }
    await saveGenerated(target, image, io);
    return EXIT_OK;
  },
};
