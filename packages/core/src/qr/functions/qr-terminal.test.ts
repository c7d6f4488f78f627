import { describe, expect, it } from "vitest";
import { renderMatrixPng } from "../../render/matrix-png.js";
import { decodePng, readTerminalBlocks, thrownQrbarError } from "../../testing/index.js";
import { qrMatrix } from "./qr-matrix.js";
import { qrPayload } from "./qr-payload.js";
import { qrTerminal } from "./qr-terminal.js";

/** Rows of modules (the quiet zone included) as a PNG of 4 pixels a module, for a decoder. */
function blocksPng(rows: number[][]): Uint8Array {
  const side = rows[0]?.length ?? 0;
  const matrix = { width: side, height: side, data: Uint8Array.from(rows.slice(0, side).flat()) };
  const black = { r: 0, g: 0, b: 0 };
  const white = { r: 255, g: 255, b: 255 };
  return renderMatrixPng(matrix, { scale: 4, left: 0, top: 0 }, side * 4, side * 4, black, white);
}

describe("qrTerminal", () => {
  it.each(["https://example.com/products/4711", "Grüezi"])(
    "prints %j as half blocks that, read back into modules, decode to it",
    async (text) => {
      const printed = qrTerminal(text);
      const rows = readTerminalBlocks(printed);
      const [read] = await decodePng(blocksPng(rows));
      expect(read?.text).toBe(text);
    },
  );

  it("prints the modules of qrMatrix inside a quiet zone of `margin` modules, black on white", () => {
    const symbol = qrMatrix("hello", { errorCorrection: "H" });
    const printed = qrTerminal("hello", { errorCorrection: "H", margin: 2 });
    expect(printed.startsWith("\u001b[30;47m")).toBe(true);
    const rows = readTerminalBlocks(printed);
    expect(rows[0]).toHaveLength(symbol.width + 4);
    for (let y = 0; y < symbol.height; y++) {
      expect(rows[y + 2]?.slice(2, 2 + symbol.width)).toEqual([
        ...symbol.data.subarray(y * symbol.width, (y + 1) * symbol.width),
      ]);
    }
  });

  it("prints a typed payload, and refuses an option it does not take naming it", async () => {
    const payload = qrPayload("sms", { phone: "+41791234567", message: "hi" });
    const [read] = await decodePng(blocksPng(readTerminalBlocks(qrTerminal(payload))));
    expect(read?.text).toBe(payload.text);
    expect(thrownQrbarError(() => qrTerminal("x", { size: 300 } as never), "qrTerminal").details?.[0]?.field).toBe(
      "size",
    );
  });
});
