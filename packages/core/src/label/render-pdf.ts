import { hexagonCorners, hexagonGeometry } from "../barcode/render/hexagon-grid.js";
import { importOptional } from "../errors/optional-dependency.js";
import { OPTIONAL_FEATURES } from "../errors/optional-features.js";
import type { LabelBarcode } from "./label-codes.js";
import { embeddableFont, type FaceId } from "./label-fonts.js";
import type { LabelLayout } from "./layout-label.js";

type PdfDocument = PDFKit.PDFDocument;

type PdfDocumentConstructor = new (options?: PDFKit.PDFDocumentOptions) => PdfDocument;

// @types/pdfkit declares the module as `export =` of an instance; at run time its ESM entry's
// default export is the PDFDocument class.
const importPdfKit = () =>
  importOptional(() => import("pdfkit"), OPTIONAL_FEATURES.pdfLabel).then(
    (module) => (module as unknown as { default: PdfDocumentConstructor }).default,
  );

let loading: ReturnType<typeof importPdfKit> | undefined;

/** Loads pdfkit on first use: a program that never writes a PDF label never loads it. */
function loadPdfKit(): ReturnType<typeof importPdfKit> {
  loading ??= importPdfKit();
  return loading;
}

/** MaxiCode as vector hexagons and even-odd filled finder rings, from the barcode renderer's geometry. */
function drawHexagons(doc: PdfDocument, code: LabelBarcode): void {
  if (code.symbology !== "maxicode") return;
  const { centres, halfWidth, finder, radii } = hexagonGeometry(code.hexagons.matrix, code.hexagons.layout);
  for (const [x, y] of centres) doc.polygon(...hexagonCorners(x, y, halfWidth));
  doc.fill("black");
  for (const r of radii) doc.circle(finder[0], finder[1], r);
  doc.fill("black", "even-odd");
}

/**
 * Writes a label layout as a one-page vector PDF of 4 x 6 inches: the page is drawn in dots
 * (scaled by 72 / dpi to points), so bars keep their whole-dot widths at the printer's resolution;
 * text is real text in the shipped fonts, embedded as subsets (pdfkit keeps only the glyphs used).
 *
 * @example
 * ```ts
 * await writeFile("label.pdf", await renderLabelPdf(layoutLabel(request, 203)));
 * ```
 */
export async function renderLabelPdf(layout: LabelLayout): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const points = 72 / layout.dpi;
  const doc = new PDFDocument({
    size: [layout.width * points, layout.height * points],
    margin: 0,
    info: { Title: "Shipping label", Producer: "qrbar", Creator: "qrbar" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.scale(points);
  const registered = new Set<FaceId>();
  for (const item of layout.items) {
    if (item.kind === "box") {
      doc.rect(item.x, item.y, item.width, item.height).fill("black");
    } else if (item.kind === "text") {
      for (const line of item.lines) {
        for (const run of line.runs) {
          if (!registered.has(run.face)) {
            // pdfkit takes a fontkit font too (PDFFontFactory.open), which its types leave out.
            doc.registerFont(run.face, embeddableFont(run.face) as PDFKit.Mixins.PDFFontSource);
            registered.add(run.face);
          }
          doc
            .font(run.face)
            .fontSize(line.size)
            .fillColor("black")
            .text(run.text, run.x, line.baseline, { lineBreak: false, baseline: "alphabetic" });
        }
      }
    } else {
      for (const r of item.rects) doc.rect(r.x, r.y, r.width, r.height);
      if (item.rects.length) doc.fill("black");
      drawHexagons(doc, item);
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
