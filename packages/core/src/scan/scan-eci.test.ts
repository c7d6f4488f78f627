import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateQr } from "../qr/generate-qr.js";
import { zbarEngine } from "./engines/zbar-engine.js";
import { zxingEngine } from "./engines/zxing-engine.js";
import type { GreyImage } from "./image/grey-image.js";
import { scanImage } from "./scan-image.js";

const TEXTS = ["Zürich", "São Paulo", "ça va", "é", "Ελληνικά", "日本語テキスト", "emoji 🎉"];

async function grey(png: Uint8Array): Promise<GreyImage> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** A code of the same UTF-8 bytes without an ECI header, as generators that skip it write it. */
async function withoutEci(text: string): Promise<GreyImage> {
  const png = await QRCode.toBuffer([{ data: Buffer.from(text, "utf8"), mode: "byte" }], { scale: 4 });
  return grey(png);
}

describe("the scanner honours ECI 26 on the way back", () => {
  it.each(TEXTS)("reads %j from a generated code (UTF-8 behind ECI 26) as the text given", async (text) => {
    const png = generateQr({ type: "text", content: { text } }).bytes;
    const { results } = await scanImage(png);
    expect(results.map((r) => [r.data, r.format])).toEqual([[text, "text"]]);
    // Both engines agree, so whichever wins the merge reports the same text.
    const image = await grey(png);
    expect((await zxingEngine.read(image)).map((d) => d.text)).toEqual([text]);
    expect((await zbarEngine.read(image)).map((d) => d.text)).toEqual([text]);
  });

  it.each(TEXTS.slice(0, 4))(
    "without the ECI, zbar takes the UTF-8 of %j for another charset (why every non-ASCII payload carries one)",
    async (text) => {
      const image = await withoutEci(text);
      expect((await zxingEngine.read(image)).map((d) => d.text)).toEqual([text]); // zxing-cpp guesses UTF-8
      const [zbar] = await zbarEngine.read(image);
      expect(zbar?.text).not.toBe(text);
    },
  );
});
