import { createRequire } from "node:module";
import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from "./cli-error.js";
import { COMMANDS } from "./commands/index.js";
import type { CliIo } from "./io.js";

const { version } = createRequire(import.meta.url)("../package.json") as { version: string };

const overview = () =>
  [
    "qrbar: QR codes and barcodes from the command line.",
    "",
    "Usage: qrbar <command> [arguments] [options]",
    "",
    "Commands:",
    ...COMMANDS.map((command) => `  ${command.name.padEnd(9)}${command.summary}`),
    "",
    "Examples:",
    "  qrbar qr url --url https://example.com -o site.png",
    "  qrbar barcode ean13 5901234123457 -o product.svg",
    "  qrbar label --request parcel.json -o label.pdf",
    "  qrbar scan photo.jpg",
    "  qrbar batch items.json -o codes/",
    "  qrbar serve --port 8080",
    "",
    "`qrbar <command> --help` tells more. Exit status: 0 done, 1 failed, 2 wrong command line.",
    "",
  ].join("\n");

/**
 * Runs one `qrbar` command line and resolves to its exit status: 0 done, 1 failed, 2 wrong command
 * line. Failures are reported on `io.stderr` in one sentence; nothing is thrown.
 *
 * @example
 * ```ts
 * process.exitCode = await run(["qr", "url", "--url", "https://example.com", "-o", "site.png"], io);
 * ```
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? COMMANDS.find((command) => command.name === rest[0]) : undefined;
    if (topic) return run([topic.name, "--help"], io);
    (name === undefined ? io.stderr : io.stdout).write(overview());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === "--version" || name === "-v") {
    io.stdout.write(`${version}\n`);
    return EXIT_OK;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    io.stderr.write(`qrbar: unknown command '${name}'; the commands are ${COMMANDS.map((c) => c.name).join(", ")}\n`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`qrbar: ${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(`qrbar: ${name} failed unexpectedly: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILURE;
  }
}
