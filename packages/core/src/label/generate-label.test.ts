import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LabelGenerateRequest } from "@qrbar/contract";
import { describe, expect, it, vi } from "vitest";
import { decodePng, readPngPixels } from "../testing/decode-symbols.js";
import { BERLIN_TO_TOKYO, barcodesOf, scanEachCode, withEveryCode } from "../testing/label-fixtures.js";
import { rejectedQrbarError } from "../testing/qrbar-error-of.js";
import { generateLabel, validateLabelRequest } from "./generate-label.js";
import { layoutLabel } from "./layout-label.js";

const MESSAGE =
  "[)>\x1e01\x1d961000001\x1d392\x1d001\x1d1Z999AA10123456784\x1dUPSN\x1d\x1d\x1dORDER-4711\x1d1/2\x1d2\x1d\x1d1-1 Chiyoda\x1dTokyo\x1dTokyo\x1e\x04";

/** What each code of the full label must scan as. */
const EXPECTED: Record<string, string> = {
  code128: "1Z999AA10123456784",
  gs1_128: "00340123450000000000",
  pdf417: MESSAGE,
  datamatrix: MESSAGE,
  maxicode: MESSAGE,
};

const work = mkdtempSync(join(tmpdir(), "qrbar-label-"));

/** Rasterises a PDF with poppler's pdftoppm at `dpi`: one PNG pixel per printer dot. */
function rasterisePdf(pdf: Uint8Array, dpi: number): Buffer {
  const file = join(work, `label-${dpi}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-r", String(dpi), "-png", "-singlefile", file, file]);
  return readFileSync(`${file}.png`);
}

describe("the documented Berlin to Tokyo request", () => {
  it.each(["PNG", "PDF", "ZPL"] as const)("works as %s: 4 x 6 in at 203 dpi, 812 x 1218 dots", async (format) => {
    const label = await generateLabel({ ...BERLIN_TO_TOKYO, format });
    expect(label).toMatchObject({ format, dpi: 203, width: 812, height: 1218, sscc: "340123450000000000" });
    expect(label.mimeType).toBe({ PNG: "image/png", PDF: "application/pdf", ZPL: "text/plain; charset=utf-8" }[format]);
  });

  it("prints as a PNG whose tracking and SSCC barcodes read back, each alone and from the whole label", async () => {
    const label = await generateLabel(BERLIN_TO_TOKYO);
    expect(readPngPixels(label.bytes)).toMatchObject({ width: 812, height: 1218 });
    const layout = layoutLabel(validateLabelRequest(BERLIN_TO_TOKYO), 203);
    expect(await scanEachCode(label.bytes, layout)).toEqual({
      code128: ["1Z999AA10123456784"],
      gs1_128: ["00340123450000000000"],
    });
    // The whole label at once, with an independent decoder (the product's scanner stops at its
    // first finding pass, which on this label sometimes reports the tracking code alone).
    const whole = (await decodePng(label.bytes)).map((r) => r.text).sort();
    expect(whole).toEqual(["00340123450000000000", "1Z999AA10123456784"]);
  });

  it("keeps every dark pixel of the PNG inside an item's box", async () => {
    const request = validateLabelRequest(withEveryCode("PDF417"));
    const layout = layoutLabel(request, 203);
    const { width, rgba } = readPngPixels((await generateLabel(request)).bytes);
    const inside = (x: number, y: number) =>
      layout.items.some((i) => x >= i.x && x < i.x + i.width && y >= i.y && y < i.y + i.height);
    const stray: string[] = [];
    for (let p = 0; p < rgba.length / 4; p++) {
      const x = p % width;
      const y = Math.floor(p / width);
      if ((rgba[p * 4] as number) < 128 && !inside(x, y)) stray.push(`${x},${y}`);
    }
    expect(stray).toEqual([]);
  });

  it("puts the names in the PDF as real text in embedded, subset fonts", async () => {
    const pdf = (await generateLabel({ ...BERLIN_TO_TOKYO, format: "PDF" })).bytes;
    const file = join(work, "text.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const printed of ["Zoë Müller", "Kiez GmbH", "山田 太郎", "1-1 Chiyoda", "JAPAN", "EXPRESS"]) {
      expect(text).toContain(printed);
    }
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    expect(fonts).toMatch(/\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+NotoSansJP-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(pdf.length).toBeLessThan(40_000);
  });

  it("renders 東京都 (a prefecture in kanji) in PDF and PNG", async () => {
    const request = { ...BERLIN_TO_TOKYO, recipient: { ...BERLIN_TO_TOKYO.recipient, region: "東京都" } };
    const file = join(work, "kanji.pdf");
    writeFileSync(file, (await generateLabel({ ...request, format: "PDF" })).bytes);
    expect(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })).toContain("Tokyo, 東京都");
    const layout = layoutLabel(validateLabelRequest(request), 203);
    const line = layout.items.flatMap((i) => (i.kind === "text" ? i.lines : [])).find((l) => l.text.includes("東京都"));
    expect(line?.runs.map((r) => r.face)).toEqual(["sans-regular", "jp-regular"]);
  });

  it("writes the same PDF for the same label after other labels (fonts are parsed once, subset per PDF)", async () => {
    // The PDF's creation date (and the file ID pdfkit derives from it) is the clock's: a fixed clock makes the
    // same label the same bytes, wherever the three generations fall on a second's boundary.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T12:00:00.500Z") });
    try {
      const pdf = async (request: object) => Buffer.from((await generateLabel({ ...request, format: "PDF" })).bytes);
      const first = await pdf(BERLIN_TO_TOKYO);
      const other = await pdf({
        ...BERLIN_TO_TOKYO,
        sender: { ...BERLIN_TO_TOKYO.sender, name: "Ωmega Ärzte 大阪 ÆØÅ" },
      });
      const again = await pdf(BERLIN_TO_TOKYO);
      expect(first.toString("latin1")).toContain("(D:20261127120000Z)");
      expect(other.equals(first)).toBe(false);
      expect(again.equals(first)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each([203, 300] as const)("every code of a full label at %i dpi", (dpi) => {
  it.each(["PDF417", "DATAMATRIX"] as const)(
    "reads back exactly from the PNG and the rasterised PDF (%s)",
    async (twoD) => {
      const request = { ...withEveryCode(twoD), dpi };
      const layout = layoutLabel(validateLabelRequest(request), dpi);
      const symbologies = barcodesOf(layout).map((c) => c.symbology);
      expect(symbologies.sort()).toEqual(["code128", "gs1_128", "maxicode", twoD.toLowerCase()].sort());
      const png = (await generateLabel({ ...request, format: "PNG" })).bytes;
      const pdf = rasterisePdf((await generateLabel({ ...request, format: "PDF" })).bytes, dpi);
      expect(readPngPixels(pdf)).toMatchObject({ width: layout.width, height: layout.height });
      for (const image of [png, pdf]) {
        const read = await scanEachCode(image, layout);
        for (const symbology of symbologies) expect(read[symbology], symbology).toEqual([EXPECTED[symbology]]);
      }
    },
  );
});

describe("ZPL", () => {
  it("uses the printer's own barcode commands with the field data, UTF-8, in dots", async () => {
    const zpl = Buffer.from((await generateLabel({ ...withEveryCode("PDF417"), format: "ZPL" })).bytes).toString(
      "utf8",
    );
    const lines = zpl.trim().split("\n");
    expect(lines.slice(0, 5)).toEqual(["^XA", "^CI28", "^PW812", "^LL1218", "^LH0,0"]);
    expect(lines.at(-1)).toBe("^XZ");
    expect(zpl).toContain("^BY3^BCN,132,N,N,N,A^FH_^FD1Z999AA10123456784^FS");
    expect(zpl).toMatch(/\^BY4\^BCN,\d+,N,N,N,N\^FD>;>800340123450000000000\^FS/);
    expect(zpl).toMatch(
      /\^BY2\^B7N,6,3,\d+,\d+,N\^FH_\^FD\[\)>_1E01_1D961000001_1D392_1D001_1D1Z999AA10123456784_1DUPSN/,
    );
    // MaxiCode: class of service, country and postal code first, then the message without them.
    expect(zpl).toContain("^BD2,1,1^FH_^FD0013921000001[)>_1E01_1D961Z999AA10123456784_1DUPSN_1D_1D_1DORDER-4711");
    expect(zpl).toContain("^FH_^FDZo_C3_AB M_C3_BCller^FS");
    // The printer's font 0 has no kanji: the name goes as a graphic field rasterised from Noto Sans JP.
    expect(zpl).toMatch(/\^FO\d+,\d+\^GFA,\d+,\d+,\d+,[0-9A-F]+\^FS/);
    expect(zpl).not.toContain("山田");
    const data = (await generateLabel({ ...withEveryCode("DATAMATRIX"), format: "ZPL", dpi: 300 })).bytes.toString();
    expect(data).toMatch(/\^BXN,\d,200,\d+,\d+,6\^FH_\^FD\[\)>_1E01/);
    expect(data).toContain("^PW1200\n^LL1800");
  });
});

/** The error a request fails with: code, field and message. */
async function failure(request: unknown) {
  const error = await rejectedQrbarError(() => generateLabel(request), "generateLabel");
  return { code: error.code, field: error.details?.[0]?.field, message: error.message };
}

const { recipient, ...withoutRecipient } = BERLIN_TO_TOKYO;

describe("bad requests", () => {
  it.each<[string, unknown, string, string, RegExp]>([
    ["no recipient", withoutRecipient, "VALIDATION_ERROR", "recipient", /is required/],
    [
      "a country that is no code",
      { ...BERLIN_TO_TOKYO, recipient: { ...recipient, country: "Japan" } },
      "VALIDATION_ERROR",
      "recipient.country",
      /alpha-2/,
    ],
    [
      "an unassigned country",
      { ...BERLIN_TO_TOKYO, recipient: { ...recipient, country: "ZZ" } },
      "VALIDATION_ERROR",
      "recipient.country",
      /'ZZ' is not one/,
    ],
    [
      "a wrong SSCC check digit",
      { ...BERLIN_TO_TOKYO, sscc: "340123450000000004" },
      "INVALID_CONTENT",
      "sscc",
      /check digit 4, but the GS1 mod-10 check digit of 34012345000000000 is 0/,
    ],
    [
      "an SSCC of 16 digits",
      { ...BERLIN_TO_TOKYO, sscc: "3401234500000000" },
      "VALIDATION_ERROR",
      "sscc",
      /17 or 18 digits/,
    ],
    [
      "package 3 of 2",
      { ...BERLIN_TO_TOKYO, package: { index: 3, count: 2 } },
      "VALIDATION_ERROR",
      "package.index",
      /must not exceed package.count \(3 of 2\)/,
    ],
    [
      "Arabic, which no shipped font has",
      { ...BERLIN_TO_TOKYO, recipient: { ...recipient, name: "محمد" } },
      "VALIDATION_ERROR",
      "recipient.name",
      /'م' \(U\+0645\)/,
    ],
    ["an emoji", { ...BERLIN_TO_TOKYO, reference: "ORDER 📦" }, "VALIDATION_ERROR", "reference", /U\+1F4E6/],
    ["a dpi of 600", { ...BERLIN_TO_TOKYO, dpi: 600 }, "VALIDATION_ERROR", "dpi", /one of 203, 300/],
    ["a format of SVG", { ...BERLIN_TO_TOKYO, format: "SVG" }, "VALIDATION_ERROR", "format", /one of PNG, PDF, ZPL/],
    [
      "five address lines",
      { ...BERLIN_TO_TOKYO, recipient: { ...recipient, lines: ["a", "b", "c", "d", "e"] } },
      "VALIDATION_ERROR",
      "recipient.lines",
      /at most 4/,
    ],
    [
      "a tracking number with a space",
      { ...BERLIN_TO_TOKYO, tracking_number: "1Z 999" },
      "VALIDATION_ERROR",
      "tracking_number",
      /printable ASCII/,
    ],
    [
      "a bad MaxiCode class",
      { ...BERLIN_TO_TOKYO, maxicode: { service_class: "1" } },
      "VALIDATION_ERROR",
      "maxicode.service_class",
      /3 digits/,
    ],
  ])("refuses %s", async (_, request, code, field, message) => {
    const error = await failure(request);
    expect(error).toMatchObject({ code, field });
    expect(error.message).toMatch(message);
  });

  /** Every printed text field of a label, by its path in the request. */
  const PRINTED_FIELDS = [
    ...["sender", "recipient"].flatMap((side) =>
      ["name", "company", "lines.0", "city", "region"].map((field) => `${side}.${field}`),
    ),
    "service",
    "reference",
  ];

  /** The request with `text` at a dotted `path`. */
  const withText = (path: string, text: string): unknown => {
    const request = structuredClone(BERLIN_TO_TOKYO) as unknown as Record<string, unknown>;
    const keys = path.split(".");
    const parent = keys.slice(0, -1).reduce((object, key) => object[key] as Record<string, unknown>, request);
    parent[keys.at(-1) as string] = text;
    return request;
  };

  it.each(PRINTED_FIELDS.flatMap((field) => ["\u0000", "\r", "\u0001", "\u009b"].map((c) => [field, c] as const)))(
    "refuses %s holding the control character %j, as every other printed character no font draws",
    async (field, control) => {
      const code = (control.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0");
      const error = await failure(withText(field, `Before${control}after`));
      expect(error).toMatchObject({ code: "VALIDATION_ERROR", field });
      expect(error.message).toContain(`(U+${code}), which the label's fonts`);
    },
  );

  it("computes a missing SSCC check digit", async () => {
    expect((await generateLabel({ ...BERLIN_TO_TOKYO, sscc: "34012345000000000", format: "ZPL" })).sscc).toBe(
      "340123450000000000",
    );
  });

  it("wraps a long address line, and refuses an address that fills more than its block", async () => {
    const long = "Sehr lange Straße mit einem Namen, der nicht auf eine Zeile passt, Hinterhaus";
    const layout = layoutLabel(
      validateLabelRequest({ ...BERLIN_TO_TOKYO, recipient: { ...recipient, lines: [long] } }),
      203,
    );
    const block = layout.items.find((i) => i.kind === "text" && i.lines.some((l) => long.startsWith(l.text)));
    expect(block?.kind === "text" && block.lines.filter((l) => long.includes(l.text)).length).toBeGreaterThan(1);
    const error = await failure({
      ...BERLIN_TO_TOKYO,
      recipient: { ...recipient, company: "X".repeat(80), lines: [long, long, long, long] },
    });
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", field: expect.stringMatching(/^recipient\./) });
    expect(error.message).toMatch(/does not fit in the recipient block/);
  });

  it("accepts lower-case format and two_d", async () => {
    const label = await generateLabel({
      ...BERLIN_TO_TOKYO,
      format: "zpl",
      two_d: "datamatrix",
    } as unknown as LabelGenerateRequest);
    expect(label.bytes.toString()).toContain("^BXN");
  });
});
