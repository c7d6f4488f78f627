import { allocBytes, deflate, latin1Bytes } from "#platform";
import { Type3Fonts } from "./pdf-type3-fonts.js";
import { type EmbeddedFonts, pagePoints, type VectorFormat } from "./vector-writer.js";

/** A cross-reference entry: a ten-digit byte offset, exactly 20 bytes with its end of line. */
const xrefEntry = (offset: number): string => `${String(offset).padStart(10, "0")} 00000 n \n`;

/**
 * Writes a one-page PDF 1.4 around a content stream: catalog, page tree, the page (MediaBox the image in
 * points) and the content, compressed (FlateDecode is a zlib stream, the platform's `deflate`), then the
 * cross-reference table with each object's byte offset. Every shape is filled and there is no image; the page's
 * one kind of resource is the Type 3 fonts its text is shown in (`Type3Fonts`), objects between the page and the
 * content stream. Written here rather than with pdfkit
 * (the labels' optional dependency, far larger): measured on Node 20, `qrPdf` of a URL at 300 px writes 1.5 KB
 * in 0.1 ms, `barcodePdf` of a Code 128 with its text 4.6 KB in 0.03 to 0.07 ms (3.1 KB with the text as
 * outlines; the Type 3 font's dictionary, ToUnicode map and one deflated procedure a glyph are the difference). Deflate at level 3: level 6 saved 5 to
 * 9 % of the bytes and took 35 to 45 % longer (an EAN-13: 3.7 KB in 0.15 ms against 4.0 KB in 0.11 ms).
 */
function pdfDocument(content: string, width: number, height: number, fonts?: EmbeddedFonts): Uint8Array {
  const w = pagePoints(width);
  const h = pagePoints(height);
  // The content is drawn in pixels with y down: scale to points and flip once, here.
  const stream = deflate(latin1Bytes(`.75 0 0 -.75 0 ${h} cm\n${content}`), 3);
  // The second line's bytes above 127 mark the file as binary for tools that guess.
  let head = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  const object = (body: string) => {
    offsets.push(head.length);
    head += `${offsets.length} 0 obj\n${body}\nendobj\n`;
  };
  // The fonts' objects follow the page, the content stream comes last: its number is known once they are.
  const { resources, bodies } = fonts?.objects(4) ?? { resources: "", bodies: [] };
  const contents = 4 + bodies.length;
  object("<</Type/Catalog/Pages 2 0 R>>");
  object("<</Type/Pages/Kids[3 0 R]/Count 1>>");
  object(`<</Type/Page/Parent 2 0 R/MediaBox[0 0 ${w} ${h}]/Resources<<${resources}>>/Contents ${contents} 0 R>>`);
  for (const body of bodies) object(body);
  offsets.push(head.length);
  head += `${contents} 0 obj\n<</Length ${stream.length}/Filter/FlateDecode>>\nstream\n`;
  const xref = head.length + stream.length + "\nendstream\nendobj\n".length;
  const tail =
    `\nendstream\nendobj\nxref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map(xrefEntry).join("")}` +
    `trailer\n<</Size ${offsets.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  const file = allocBytes(head.length + stream.length + tail.length);
  file.set(latin1Bytes(head));
  file.set(stream, head.length);
  file.set(latin1Bytes(tail), head.length + stream.length);
  return file;
}

/**
 * PDF as a vector format: one page of the image's size in points, its shapes as `re`, paths and `f`.
 *
 * @example
 * ```ts
 * const pdf = drawVector(PDF_FORMAT, 300, 300, white, (out) => drawMatrixVector(out, matrix, 4, 300, 300, black));
 * ```
 */
export const PDF_FORMAT: VectorFormat = {
  operators: {
    rgb: "rg",
    cmyk: "k",
    rect: "re",
    rectPaints: false,
    moveTo: "m",
    lineTo: "l",
    curveTo: "c",
    closePath: "h",
    fill: "f",
    evenOddFill: "f*",
    save: "q",
    translate: (x, y) => `1 0 0 1 ${x} ${y} cm`,
    restore: "Q",
  },
  fonts: () => new Type3Fonts(PDF_FORMAT.operators),
  document: pdfDocument,
};
