import { EYE_SHAPES, MODULE_SHAPES, type QrCustomization } from "@qrbar/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { GeneratedImage } from "../render/generated-image.js";
import {
  CLI_DECODERS,
  pdfContent,
  pdfImages,
  pdfPageSize,
  rasteriseEps,
  rasterisePdf,
  readPngPixels,
  rejectedQrbarError,
  svgDataUrl,
  VECTOR_TOOLS,
  wordmarkLogo,
  zbarimgRaw,
} from "../testing/index.js";
import { drawStyledQr, renderStyledQr } from "./draw-styled-qr.js";
import { generateStyledQr } from "./generate-styled-qr.js";

const URL_TEXT = "https://example.com/print?ref=qrbar";
const ORANGE = "#E65100";

/** An orange disc on a transparent square: a raster logo with alpha. */
const pngLogo = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="40" fill="${ORANGE}"/></svg>`,
  ),
)
  .png()
  .toBuffer();
const jpegLogo = await sharp({ create: { width: 64, height: 48, channels: 3, background: ORANGE } })
  .jpeg()
  .toBuffer();
const webpLogo = await sharp(pngLogo).webp({ lossless: true }).toBuffer();
const svgLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" rx="2" fill="${ORANGE}"/></svg>`;
const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;

const stops = [
  { offset: 0, color: "#1A237E" },
  { offset: 0.5, color: "#4A148C" },
  { offset: 1, color: "#00695C" },
];

/** Each part of a design alone, as the issue lists them. */
const DESIGNS: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ...MODULE_SHAPES.map((shape) => [`module_shape ${shape}`, { module_shape: shape }] as const),
  ...EYE_SHAPES.map((shape) => [`eye ${shape}`, { eye: { outer_shape: shape, inner_shape: shape } }] as const),
  [
    "a linear gradient and a radial eye gradient",
    { gradient: { type: "linear", angle: 45, stops }, eye: { gradient: { type: "radial", stops } } },
  ],
  ["a frame with a caption", { frame: { text: "Scan me", color: "#1A237E" } }],
  ["a PNG logo with alpha", { logo: dataUrl("image/png", pngLogo) }],
  ["a JPEG logo", { logo: dataUrl("image/jpeg", jpegLogo) }],
  ["a WebP logo", { logo: dataUrl("image/webp", webpLogo) }],
  ["an SVG logo", { logo: dataUrl("image/svg+xml", svgLogo) }],
  ["a transparent background", { back_color: "transparent", module_shape: "rounded" }],
];

/** A styled code in a vector format, through the library's front door (the request validated, then proven). */
const styled = (format: "PDF" | "EPS", custom: Record<string, unknown>): Promise<GeneratedImage> =>
  generateStyledQr({
    type: "url",
    content: { url: URL_TEXT },
    customization: { size: 300, ...custom, format } as QrCustomization,
  });

/** Pixel colours of a PNG, on white where it is transparent (as paper shows through). */
type Pixels = { width: number; height: number; rgba: Buffer };
const onWhite = ({ rgba }: Pixels, i: number, c: number) => {
  const alpha = (rgba[i * 4 + 3] as number) / 255;
  return (rgba[i * 4 + c] as number) * alpha + 255 * (1 - alpha);
};

/** The share of pixels whose colour differs by more than a quarter of the range in a channel. */
function differingPixels(a: Pixels, b: Pixels): number {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let differing = 0;
  for (let i = 0; i < a.width * a.height; i++)
    if ([0, 1, 2].some((c) => Math.abs(onWhite(a, i, c) - onWhite(b, i, c)) > 64)) differing++;
  return differing / (a.width * a.height);
}

const PRINT_TOOLS = VECTOR_TOOLS.pdfinfo && VECTOR_TOOLS.pdftoppm && VECTOR_TOOLS.gs && CLI_DECODERS.zbarimg;

describe.skipIf(!PRINT_TOOLS)("styled QR codes as PDF and EPS (needs poppler-utils, ghostscript, zbar-tools)", () => {
  it.each(DESIGNS)(
    "%s: the PDF is a 225 pt page and the EPS renders, both reading back at 300 dpi",
    async (_, custom) => {
      const pdf = await styled("PDF", custom);
      expect(pdf).toMatchObject({ format: "PDF", mimeType: "application/pdf", width: 300, height: 300 });
      expect(pdfPageSize(pdf.bytes)).toEqual({ width: 225, height: 225 });
      expect(zbarimgRaw(rasterisePdf(pdf.bytes, 300))).toBe(URL_TEXT);
      // At 96 dpi a page pixel is an image pixel: the PDF draws what the PNG does, edges aside.
      const png = readPngPixels(
        (await drawStyledQr("url", URL_TEXT, { size: 300, ...custom } as QrCustomization)).bytes,
      );
      const page = readPngPixels(rasterisePdf(pdf.bytes, 96));
      expect(differingPixels(png, page)).toBeLessThan(0.01);
      const eps = await styled("EPS", custom);
      expect(eps).toMatchObject({ format: "EPS", mimeType: "application/postscript" });
      const raster = rasteriseEps(eps.bytes, 300);
      // 225 pt at 300 dpi.
      expect(readPngPixels(raster)).toMatchObject({ width: 938, height: 938 });
      expect(zbarimgRaw(raster)).toBe(URL_TEXT);
    },
  );

  it("writes rounded shapes as curves, gradients as shadings and the caption as outlines, with no font", async () => {
    const custom = { module_shape: "dots", gradient: { type: "radial", stops }, frame: { text: "Scan me" } };
    const pdf = Buffer.from((await styled("PDF", custom)).bytes).toString("latin1");
    expect(pdf).toMatch(/\/Shading<<\/Sh0 << \/ShadingType 3 /);
    expect(pdf).not.toMatch(/\/Font|Scan me|\/XObject/);
    const eps = Buffer.from((await styled("EPS", custom)).bytes).toString("latin1");
    expect(eps).toMatch(/%%LanguageLevel: 3\n/);
    expect(eps).toMatch(/ curveto\n/);
    expect(eps).toMatch(/<< \/ShadingType 3 [^\n]*>> shfill\n/);
    expect(eps).not.toMatch(/findfont|Scan me|\bimage\b/);
  });

  it("holds an image only when the logo is a raster: a JPEG passed through, a PNG with its soft mask", async () => {
    const list = async (custom: Record<string, unknown>) =>
      pdfImages((await styled("PDF", custom)).bytes).map(({ type, color, encoding }) => `${type} ${color} ${encoding}`);
    expect(await list({ module_shape: "rounded", gradient: { type: "linear", stops } })).toEqual([]);
    expect(await list({ logo: dataUrl("image/jpeg", jpegLogo) })).toEqual(["image rgb jpeg"]);
    expect(await list({ logo: dataUrl("image/png", pngLogo) })).toEqual(["image rgb image", "smask gray image"]);
    // A greyscale JPEG passes through as grey; a CMYK one is decoded (readers disagree on Adobe's inverted CMYK).
    const solid = sharp({ create: { width: 50, height: 40, channels: 3, background: ORANGE } });
    const grey = await solid.clone().toColourspace("b-w").jpeg().toBuffer();
    expect(await list({ logo: dataUrl("image/jpeg", grey) })).toEqual(["image gray jpeg"]);
    const cmyk = await solid.clone().toColourspace("cmyk").jpeg().toBuffer();
    expect(await list({ logo: dataUrl("image/jpeg", cmyk) })).toEqual(["image rgb image"]);
    // An opaque raster needs no mask.
    const opaque = await sharp({ create: { width: 40, height: 40, channels: 3, background: ORANGE } })
      .png()
      .toBuffer();
    expect(await list({ logo: dataUrl("image/png", opaque) })).toEqual(["image rgb image"]);
  });

  it("embeds the JPEG's own bytes and a PNG at its own pixels", async () => {
    const jpeg = Buffer.from((await styled("PDF", { logo: dataUrl("image/jpeg", jpegLogo) })).bytes);
    expect(jpeg.includes(jpegLogo)).toBe(true);
    expect(pdfImages(jpeg)).toMatchObject([{ width: 64, height: 48 }]);
    const png = await styled("PDF", { logo: dataUrl("image/png", pngLogo) });
    expect(pdfImages(png.bytes)).toMatchObject([
      { width: 80, height: 80 },
      { width: 80, height: 80 },
    ]);
  });

  it("refuses a JPEG logo past 16 million pixels rather than pass it to the file's reader", async () => {
    const huge = await sharp({ create: { width: 4200, height: 4200, channels: 3, background: ORANGE } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(huge.length).toBeLessThan(256 * 1024);
    const custom = { size: 300, logo: dataUrl("image/jpeg", huge), format: "PDF" } as unknown as QrCustomization;
    expect((await rejectedQrbarError(() => renderStyledQr(URL_TEXT, custom), "a 4200 px JPEG logo")).message).toBe(
      "customization.logo does not decode as a JPEG image",
    );
  });

  it("draws an SVG logo at 600 dpi of its box", async () => {
    const pdf = await styled("PDF", { logo: dataUrl("image/svg+xml", svgLogo), logo_size: 0.2 });
    // The box the image is placed in, in CSS pixels (96 an inch).
    const [, side] =
      /^([\d.]+) 0 0 ([\d.]+) [\d.]+ [\d.]+ cm\n1 0 0 -1 0 1 cm \/Im0 Do$/m.exec(pdfContent(pdf.bytes)) ?? [];
    expect(Number(side)).toBeGreaterThan(40);
    const width = Math.ceil((Number(side) * 600) / 96);
    // The rounded corners are transparent: the image and its soft mask.
    expect(pdfImages(pdf.bytes)).toMatchObject([
      { type: "image", width },
      { type: "smask", width },
    ]);
  });

  it("draws a wide SVG logo of a large code within 2048 px, its aspect kept", async () => {
    const custom = { size: 4096, logo: svgDataUrl(wordmarkLogo()), format: "PDF" } as unknown as QrCustomization;
    const [image] = pdfImages(await renderStyledQr(URL_TEXT, custom));
    // The logo's box is some 700 px, 4,400 at 600 dpi: the cap decides. The wordmark (200 x 60) is drawn to
    // fit by its width, its limiting side (fitted by its height it would be drawn 6,827 x 2,048, then scaled).
    expect(image).toMatchObject({ width: 2048, height: Math.round((2048 * 60) / 200) });
  });

  it("masks a logo's transparent pixels in both formats, and paints no background when it is transparent", async () => {
    const custom = { back_color: "transparent", logo: dataUrl("image/png", pngLogo) };
    const pdf = (await styled("PDF", custom)).bytes;
    expect(pdfContent(pdf)).not.toMatch(/^0 0 300 300 re$/m);
    const [, w, , x, y] = (
      /^([\d.]+) 0 0 ([\d.]+) ([\d.]+) ([\d.]+) cm\n1 0 0 -1 0 1 cm \/Im0 Do$/m.exec(pdfContent(pdf)) ?? []
    ).map(Number);
    const centre = Math.round((x as number) + (w as number) / 2);
    // Inside the logo's box, outside its disc: where its pixels are transparent.
    const [cx, cy] = [Math.ceil(x as number) + 1, Math.ceil(y as number) + 1];
    const page = readPngPixels(rasterisePdf(pdf, 96));
    const rgb = ({ rgba, width }: Pixels, px: number, py: number) => [
      ...rgba.subarray((py * width + px) * 4, (py * width + px) * 4 + 3),
    ];
    expect(rgb(page, centre, centre)).toEqual([0xe6, 0x51, 0x00]);
    // Poppler's paper, through the soft mask and the missing background.
    expect(rgb(page, cx, cy)).toEqual([255, 255, 255]);
    expect(rgb(page, 1, 1)).toEqual([255, 255, 255]);
    const eps = readPngPixels(rasteriseEps((await styled("EPS", custom)).bytes, 96));
    // Orange in Ghostscript's grey (133): far from the paper (255) and from black (what the masked pixels hold).
    expect(rgb(eps, centre, centre)[0]).toBeGreaterThan(100);
    expect(rgb(eps, centre, centre)[0]).toBeLessThan(170);
    expect(rgb(eps, cx, cy)[0]).toBe(255);
  });

  it("keeps a hostile SVG logo's text and a hostile caption out of the file's syntax", async () => {
    const attack = ") Tj ET endstream endobj 9 0 obj &lt;&lt;/S/JavaScript/JS(app.alert(1))&gt;&gt; %%EOF showpage";
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${attack}</title><rect width="10" height="10" fill="${ORANGE}"/><text y="5" font-size="1">${attack}</text></svg>`;
    const custom = { logo: dataUrl("image/svg+xml", hostile), frame: { text: "(x) Tj %%EOF" } };
    const pdf = Buffer.from((await styled("PDF", custom)).bytes).toString("latin1");
    expect(pdf).not.toMatch(/JavaScript|app\.alert|\(x\)/);
    expect(pdf.match(/%%EOF/g)).toHaveLength(1);
    // Every object is one the cross-reference table counts: no object smuggled in.
    expect(pdf.match(/endobj/g)).toHaveLength(Number(/\/Size (\d+)/.exec(pdf)?.[1]) - 1);
    expect(pdfPageSize(new Uint8Array(Buffer.from(pdf, "latin1")))).toEqual({ width: 225, height: 225 });
    const eps = Buffer.from((await styled("EPS", custom)).bytes).toString("latin1");
    expect(eps).not.toMatch(/JavaScript|app\.alert|\(x\)/);
    expect(eps.match(/%%EOF/g)).toHaveLength(1);
    expect(eps.match(/showpage/g)).toHaveLength(1);
    expect(zbarimgRaw(rasteriseEps(new Uint8Array(Buffer.from(eps, "latin1")), 300))).toBe(URL_TEXT);
  });
});
