import { LABEL_LIMITS, type LabelAddress, type LabelDpi, type LabelGenerateRequest } from "@qrbar/contract";
import { QrbarError } from "../errors/qrbar-error.js";
import { type DotRect, type LabelBarcode, maxiCode, ssccCode, trackingCode, twoDCode } from "./label-codes.js";
import { type FontRole, shapeText, type TextRun } from "./label-fonts.js";

/** A filled rectangle (rules between the label's bands). */
export interface LabelBox extends DotRect {
  readonly kind: "box";
}

/** One line of text, wrapped and measured: its runs are placed in dots. */
export interface LabelTextLine {
  readonly text: string;
  /** Font size: dots per em. */
  readonly size: number;
  readonly role: FontRole;
  /** Left end of the baseline, in dots. */
  readonly x: number;
  readonly baseline: number;
  readonly width: number;
  /** Runs of one font each; `x` is absolute. */
  readonly runs: readonly TextRun[];
}

/** A block of text lines; the box holds every line's ascent and descent. */
export interface LabelText extends DotRect {
  readonly kind: "text";
  readonly lines: readonly LabelTextLine[];
}

/** One thing on the label. */
export type LabelItem = LabelBox | LabelText | LabelBarcode;

/** A label laid out once, in dots, for every renderer. */
export interface LabelLayout {
  readonly dpi: LabelDpi;
  /** Width and height in dots: 4 x 6 inches. */
  readonly width: number;
  readonly height: number;
  readonly items: readonly LabelItem[];
}

/** A line's box around its baseline, in ems: room for accents above capitals and for descenders. */
const ASCENT = 1.0;
const DESCENT = 0.26;
/** Room kept at each side of a line, in ems: some glyphs (J, j) reach left of their origin. */
const SIDE_BEARING = 0.1;

/** One field of a text block: its text, the request field it came from, weight and relative size. */
interface BlockField {
  readonly field: string;
  readonly text: string;
  readonly role: FontRole;
  readonly scale: number;
}

const lineHeight = (size: number) => Math.ceil(size * (ASCENT + DESCENT));

/**
 * A text line's box at `size` dots per em: baseline below its top, and full height.
 *
 * @example
 * ```ts
 * lineMetrics(20); // { ascent: 20, height: 26 }
 * ```
 */
export function lineMetrics(size: number): { ascent: number; height: number } {
  return { ascent: Math.ceil(size * ASCENT), height: lineHeight(size) };
}

/**
 * Breaks `text` into lines no wider than `width` at `size`: at spaces, and inside a word (or a run
 * of CJK text, which has no spaces) only where it is wider than a line.
 */
function wrap(text: string, role: FontRole, size: number, width: number): string[] {
  const fits = (s: string) => shapeText(s, role, size).width <= width;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    for (const ch of word) {
      if (current && !fits(current + ch)) {
        lines.push(current);
        current = "";
      }
      current += ch;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Lays a block of fields out in `box`, at the first of `sizes` (dots per em, largest first) at
 * which every wrapped line fits; when none does, `VALIDATION_ERROR` names the field that overflows
 * at the smallest size.
 */
function textBlock(fields: readonly BlockField[], box: DotRect, sizes: readonly number[], name: string): LabelText {
  let overflow = "";
  for (const base of sizes) {
    const lines: LabelTextLine[] = [];
    let y = box.y;
    overflow = "";
    for (const f of fields) {
      const size = Math.round(base * f.scale);
      const inset = Math.ceil(size * SIDE_BEARING);
      for (const text of wrap(f.text, f.role, size, box.width - 2 * inset)) {
        if (y + lineHeight(size) > box.y + box.height) {
          overflow ||= f.field;
          continue;
        }
        const { runs, width } = shapeText(text, f.role, size);
        const baseline = y + lineMetrics(size).ascent;
        const x = box.x + inset;
        lines.push({ text, size, role: f.role, x, baseline, width, runs: runs.map((r) => ({ ...r, x: x + r.x })) });
        y += lineHeight(size);
      }
    }
    if (!overflow) return { kind: "text", ...box, lines };
  }
  throw QrbarError.field(
    overflow,
    `does not fit in the ${name} block of the label even at the smallest type size; shorten it or split it over fewer lines`,
  );
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** An address as label lines: name, company, street lines, postal code and city (and region), country. */
function addressFields(address: LabelAddress, prefix: string, nameScale: number): BlockField[] {
  const place = `${address.postal_code} ${address.city}${address.region && address.region !== address.city ? `, ${address.region}` : ""}`;
  return [
    { field: `${prefix}.name`, text: address.name, role: "bold", scale: nameScale },
    ...(address.company
      ? [{ field: `${prefix}.company`, text: address.company, role: "regular" as const, scale: 1 }]
      : []),
    ...address.lines.map((text, i) => ({ field: `${prefix}.lines.${i}`, text, role: "regular" as const, scale: 1 })),
    { field: `${prefix}.city`, text: place, role: "regular", scale: 1 },
    {
      field: `${prefix}.country`,
      text: (countryNames.of(address.country) ?? address.country).toUpperCase(),
      role: "bold",
      scale: 1,
    },
  ];
}

/** Decimal with at most `digits` decimals, no trailing zeros. */
const decimal = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/** "(00) 3 4012345 000000000 0": AI, extension digit, company prefix and serial, check digit. */
const ssccText = (digits: string) =>
  `(00) ${digits.slice(0, 1)} ${digits.slice(1, 8)} ${digits.slice(8, 17)} ${digits.slice(17)}`;

/**
 * Lays a validated label request out on a 4 x 6 inch label at `dpi`: a pure function from request
 * to boxes, wrapped text (measured with the shipped fonts) and barcodes (modules from the barcode
 * engine) in whole dots. Top to bottom: sender and package data; ship-to address; MaxiCode (when
 * asked) beside the postal code and service line; tracking number as Code 128; SSCC as GS1-128;
 * reference and the 2D code. Every renderer draws this one layout.
 *
 * @example
 * ```ts
 * const layout = layoutLabel(request, 203);
 * layout.width; // 812
 * layout.items.filter((i) => i.kind === "barcode").length; // 2 (Code 128 and GS1-128)
 * ```
 */
export function layoutLabel(request: LabelGenerateRequest, dpi: LabelDpi): LabelLayout {
  const mm = (v: number) => Math.round((v * dpi) / 25.4);
  const width = LABEL_LIMITS.inches.width * dpi;
  const height = LABEL_LIMITS.inches.height * dpi;
  const left = mm(3);
  const right = width - mm(3);
  const band = (top: number, bottom: number, x0 = left, x1 = right): DotRect => ({
    x: x0,
    y: mm(top),
    width: x1 - x0,
    height: mm(bottom) - mm(top),
  });
  const rule = (y: number): LabelBox => ({ kind: "box", x: left, y: mm(y), width: right - left, height: mm(0.4) });
  const sizes = (...ems: number[]) => ems.map(mm);
  const items: LabelItem[] = [];

  // Sender (left) and package data (right).
  items.push(
    textBlock(
      addressFields(request.sender, "sender", 1),
      band(3, 25, left, mm(64)),
      sizes(2.6, 2.3, 2.0, 1.8),
      "sender",
    ),
  );
  const parcel: BlockField[] = [
    ...(request.package
      ? [
          {
            field: "package",
            text: `${request.package.index} OF ${request.package.count}`,
            role: "bold" as const,
            scale: 1.6,
          },
        ]
      : []),
    ...(request.weight_kg === undefined
      ? []
      : [{ field: "weight_kg", text: `${decimal(request.weight_kg, 2)} KG`, role: "bold" as const, scale: 1 }]),
    ...(request.dimensions_cm
      ? [
          {
            field: "dimensions_cm",
            text: `${decimal(request.dimensions_cm.length, 1)} x ${decimal(request.dimensions_cm.width, 1)} x ${decimal(request.dimensions_cm.height, 1)} CM`,
            role: "regular" as const,
            scale: 1,
          },
        ]
      : []),
  ];
  if (parcel.length) items.push(textBlock(parcel, band(3, 25, mm(67), right), sizes(3.2, 2.6, 2.2), "package"));
  items.push(rule(26));

  // Ship-to address.
  items.push(
    textBlock(
      [{ field: "recipient", text: "SHIP TO:", role: "bold", scale: 1 }],
      band(27.5, 32, left, mm(16)),
      sizes(2.2),
      "recipient",
    ),
  );
  items.push(
    textBlock(
      addressFields(request.recipient, "recipient", 1.15),
      band(27.5, 57.5, mm(17), right),
      sizes(4.0, 3.5, 3.0, 2.6, 2.2),
      "recipient",
    ),
  );
  items.push(rule(58.5));

  // MaxiCode, postal code and service.
  let routingLeft = left;
  if (request.maxicode) {
    items.push(maxiCode(request, band(60, 89, left, left + mm(29))));
    routingLeft = left + mm(32);
  }
  const routing: BlockField[] = [
    {
      field: "recipient.postal_code",
      text: `${request.recipient.country} ${request.recipient.postal_code}`,
      role: "bold",
      scale: 1,
    },
    { field: "service", text: request.service, role: "bold", scale: 1.25 },
  ];
  items.push(textBlock(routing, band(60, 89, routingLeft, right), sizes(7, 6, 5, 4, 3.2), "routing"));
  items.push(rule(90));

  // Tracking number.
  items.push(
    textBlock(
      [{ field: "tracking_number", text: `TRACKING # ${request.tracking_number}`, role: "bold", scale: 1 }],
      band(91.5, 96),
      sizes(3.2, 2.6),
      "tracking",
    ),
  );
  items.push(trackingCode(request.tracking_number, { ...band(97, 113.5), module: mm(0.375) }));
  items.push(rule(114.5));

  // SSCC licence plate.
  if (request.sscc) {
    const code = ssccCode(request.sscc, { ...band(120, 133), module: mm(0.5) });
    items.push(
      textBlock(
        [{ field: "sscc", text: `SSCC ${ssccText(code.payload.slice(2))}`, role: "bold", scale: 1 }],
        band(115.5, 119.5),
        sizes(3.0, 2.6),
        "sscc",
      ),
    );
    items.push(code);
  }
  items.push(rule(134));

  // Reference (left) and 2D code (right).
  const twoD = request.two_d && request.two_d !== "NONE" ? request.two_d : undefined;
  const codeArea = { ...band(135.5, 149.4, left + mm(30), right), module: mm(0.25) };
  const code = twoD ? twoDCode(request, twoD, codeArea) : undefined;
  if (code) items.push(code);
  if (request.reference) {
    const textRight = code ? code.x - mm(2) : right;
    items.push(
      textBlock(
        [{ field: "reference", text: `REF ${request.reference}`, role: "regular", scale: 1 }],
        band(135.5, 149.4, left, textRight),
        sizes(3.0, 2.6, 2.2, 1.8),
        "reference",
      ),
    );
  }
  return { dpi, width, height, items };
}
