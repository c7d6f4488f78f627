import type { Command } from "../command.js";
import { barcodeCommand } from "./barcode.js";
import { batchCommand } from "./batch.js";
import { labelCommand } from "./label.js";
import { mcpCommand } from "./mcp.js";
import { qrCommand } from "./qr.js";
import { scanCommand } from "./scan.js";
import { serveCommand } from "./serve.js";

/** Every `qrbar` subcommand, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [
  qrCommand,
  barcodeCommand,
  labelCommand,
  scanCommand,
  batchCommand,
  serveCommand,
  mcpCommand,
];
