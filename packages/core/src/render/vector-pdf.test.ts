import { describe, expect, it } from "vitest";
import {
  imagePage,
  pdfContent,
  pdfImages,
  pdfPageSize,
  rasterisePdf,
  readPngPixels,
  squareEdges,
  squarePage,
  VECTOR_TOOLS,
} from "../testing/index.js";
import { PDF_FORMAT } from "./vector-pdf.js";

/** A page of 41 x 20 px: a red square of 10 px at (5, 5), white around it. */
const square = () => squarePage(PDF_FORMAT, { r: 255, g: 0, b: 0 });

describe("PDF_FORMAT", () => {
  it("writes a PDF 1.4 whose cross-reference table gives each object's byte offset", () => {
    const pdf = Buffer.from(square());
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 9)).toBe("xref\n0 5\n");
    // Entries are exactly 20 bytes each, the free head of the list first.
    const table = text.slice(startxref + 9, text.indexOf("trailer\n"));
    expect(table.length).toBe(5 * 20);
    const entries = table.match(/.{19}\n/g) ?? [];
    expect(entries[0]).toBe("0000000000 65535 f \n");
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
    expect(text).toContain("/MediaBox[0 0 30.75 15]");
    // The stream's /Length is its byte count: `endstream` follows right after.
    const [header, length] = /<<\/Length (\d+)\/Filter\/FlateDecode>>\nstream\n/.exec(text) ?? [];
    const end = text.indexOf(header as string) + (header as string).length + Number(length);
    expect(text.slice(end, end + 10)).toBe("\nendstream");
  });

  it("compresses the content, scaled to points and flipped to y down, with no font and no image", () => {
    const pdf = square();
    const content = pdfContent(pdf);
    expect(content).toBe(".75 0 0 -.75 0 15 cm\n1 1 1 rg\n0 0 41 20 re\nf\n1 0 0 rg\n5 5 10 10 re\nf\n");
    expect(Buffer.from(pdf).toString("latin1")).not.toMatch(/\/XObject|\/Image|\/Font/);
  });

  it.skipIf(!VECTOR_TOOLS.pdfinfo || !VECTOR_TOOLS.pdftoppm)(
    "reads in poppler as a page of 30.75 x 15 pt with the square where it was drawn (needs poppler-utils)",
    () => {
      const pdf = square();
      expect(pdfPageSize(pdf)).toEqual({ width: 30.75, height: 15 });
      const { inked } = squareEdges(rasterisePdf(pdf, 96), (rgba, at) => rgba[at + 1] === 0);
      expect(inked).toEqual([true, true, false, false, false, false]);
    },
  );
});

describe("PDF_FORMAT resources", () => {
  it("writes the shading in the page's resources and the image as an XObject with its soft mask, each offset in the table", () => {
    const pdf = Buffer.from(imagePage(PDF_FORMAT)).toString("latin1");
    expect(pdf).toMatch(/\/Resources<<\/Shading<<\/Sh0 << \/ShadingType 2 [^\n]*>>\/XObject<<\/Im0 5 0 R>>>>/);
    expect(pdf).toMatch(
      /5 0 obj\n<<\/Length \d+\/Type\/XObject\/Subtype\/Image\/Width 2\/Height 1\/BitsPerComponent 8\/ColorSpace\/DeviceRGB\/SMask 6 0 R\/Filter\/FlateDecode>>/,
    );
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    const entries = pdf.slice(startxref, pdf.indexOf("trailer\n")).match(/\d{10} 00000 n \n/g) ?? [];
    expect(entries).toHaveLength(6);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
    expect(pdfContent(imagePage(PDF_FORMAT))).toContain(
      "q\n0 0 40 4 re\nW n\n/Sh0 sh\nQ\nq\n20 0 0 10 10 8 cm\n1 0 0 -1 0 1 cm /Im0 Do\nQ\n",
    );
  });

  it.skipIf(!VECTOR_TOOLS.pdftoppm || !VECTOR_TOOLS.pdfimages)(
    "draws the shading red to blue and the image where placed, its transparent sample showing the page (needs poppler-utils)",
    () => {
      const pdf = imagePage(PDF_FORMAT);
      expect(pdfImages(pdf).map((i) => `${i.type} ${i.width}x${i.height} ${i.color}`)).toEqual([
        "image 2x1 rgb",
        "smask 2x1 gray",
      ]);
      const { rgba, width } = readPngPixels(rasterisePdf(pdf, 96));
      const at = (x: number, y: number) => [...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
      expect(at(1, 2)[0]).toBeGreaterThan(240);
      expect(at(38, 2)[2]).toBeGreaterThan(240);
      expect(at(20, 2)).toEqual([at(20, 2)[0], 0, at(20, 2)[2]]);
      expect(at(15, 12)).toEqual([255, 0, 0]);
      expect(at(25, 12)).toEqual([255, 255, 255]);
      expect(at(9, 12)).toEqual([255, 255, 255]);
      expect(at(15, 7)).toEqual([255, 255, 255]);
    },
  );
});
