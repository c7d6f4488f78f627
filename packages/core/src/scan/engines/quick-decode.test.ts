import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR as CORPUS } from "../../testing/corpus.js";
import { quickDecode, type RawPixels } from "./quick-decode.js";

/** BT.601 luma of interleaved pixels, alpha flattened onto white: what the scanner reads. */
function luma({ data, width, height, channels }: RawPixels): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += channels) {
    const v =
      channels >= 3
        ? ((data[j] as number) * 306 + (data[j + 1] as number) * 601 + (data[j + 2] as number) * 117 + 512) >> 10
        : (data[j] as number);
    const a = channels === 2 || channels === 4 ? (data[j + channels - 1] as number) : 255;
    out[i] = Math.round((v * a + 255 * (255 - a)) / 255);
  }
  return out;
}

async function bySharp(bytes: Uint8Array): Promise<RawPixels> {
  const { data, info } = await sharp(bytes).raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Largest difference between the grey of two decodings of the same image. */
function maxDifference(a: RawPixels, b: RawPixels): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  const [x, y] = [luma(a), luma(b)];
  return x.reduce((max, v, i) => Math.max(max, Math.abs(v - (y[i] as number))), 0);
}

const gradient = (channels: 1 | 2 | 3 | 4) => {
  const [width, height] = [37, 23];
  const data = new Uint8Array(width * height * channels).map((_, i) => (i * 37 + (i >> 3)) & 255);
  return sharp(data, { raw: { width, height, channels } });
};

describe("quickDecode", () => {
  it.each([
    ["grey", gradient(1).png()],
    ["grey + alpha", gradient(2).png()],
    ["RGB", gradient(3).png()],
    ["RGBA", gradient(4).png()],
    ["16-bit RGB", gradient(3).png().toColourspace("rgb16")],
    ["palette of 4 (2-bit)", gradient(3).png({ palette: true, colours: 4 })],
    ["palette of 16 with alpha", gradient(4).png({ palette: true, colours: 16 })],
    ["interlaced", gradient(3).png({ progressive: true })],
  ])("decodes a %s PNG to the pixels sharp decodes", async (_, pipeline) => {
    const bytes = await pipeline.toBuffer();
    const quick = await quickDecode(bytes, "png", 1e6);
    expect(quick).toBeDefined();
    expect(maxDifference(quick as RawPixels, await bySharp(bytes))).toBe(0);
  });

  it.each([
    ["lossless", 3, { lossless: true }, 0],
    // Two builds of libwebp may round YUV to RGB differently by a step or two.
    ["lossy", 3, { quality: 80 }, 3],
    ["lossy with alpha", 4, { quality: 80, alphaQuality: 100 }, 3],
  ] as const)("decodes a %s WebP to the pixels sharp decodes", async (_, channels, options, tolerance) => {
    const bytes = await gradient(channels).webp(options).toBuffer();
    const quick = await quickDecode(bytes, "webp", 1e6);
    expect(quick).toBeDefined();
    expect(maxDifference(quick as RawPixels, await bySharp(bytes))).toBeLessThanOrEqual(tolerance);
  });

  it("leaves to sharp what it must not read itself", async () => {
    const png = await gradient(3).png().toBuffer();
    const withExif = await gradient(3).png().withMetadata({ orientation: 6 }).toBuffer();
    const animated = await sharp(
      new Uint8Array(8 * 16 * 3).map((_, i) => i),
      {
        raw: { width: 8, height: 16, channels: 3, pageHeight: 8 },
      },
    )
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const webpWithExif = await gradient(3).webp().withMetadata({ orientation: 6 }).toBuffer();
    expect(await quickDecode(png, "png", 37 * 23 - 1), "more pixels than allowed").toBeUndefined();
    expect(await quickDecode(png, "jpeg", 1e6), "a format it does not read").toBeUndefined();
    expect(await quickDecode(png.subarray(0, png.length - 40), "png", 1e6), "truncated").toBeUndefined();
    expect(await quickDecode(withExif, "png", 1e6), "PNG with EXIF").toBeUndefined();
    expect(await quickDecode(webpWithExif, "webp", 1e6), "WebP with EXIF").toBeUndefined();
    expect(animated.includes("ANIM"), "the fixture is animated").toBe(true);
    expect(await quickDecode(animated, "webp", 1e6), "animated WebP").toBeUndefined();
  });

  it.skipIf(!existsSync(`${CORPUS}manifest.json`))(
    "decodes every 8th corpus PNG and WebP as sharp does (all PNG bit depths and palettes there)",
    async () => {
      const manifest = JSON.parse(await readFile(`${CORPUS}manifest.json`, "utf8")) as { file: string }[];
      const files = manifest.filter((m, i) => i % 8 === 0 && /\.(png|webp)$/.test(m.file));
      expect(files.length).toBeGreaterThan(80);
      for (const { file } of files) {
        const bytes = await readFile(CORPUS + file);
        const quick = await quickDecode(bytes, file.endsWith(".png") ? "png" : "webp", 1.6e6);
        expect(quick, file).toBeDefined();
        expect(maxDifference(quick as RawPixels, await bySharp(bytes)), file).toBeLessThanOrEqual(
          file.endsWith(".png") ? 0 : 3,
        );
      }
    },
  );
});
