import type { LabelAddress } from "@qrbar/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import { BERLIN_TO_TOKYO, withEveryCode } from "../testing/label-fixtures.js";
import { validateLabelRequest } from "./generate-label.js";
import { type LabelItem, layoutLabel } from "./layout-label.js";

const overlap = (a: LabelItem, b: LabelItem) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every item lies on the label, and no two items' boxes overlap. */
function expectWellPlaced(items: readonly LabelItem[], width: number, height: number) {
  for (const item of items) {
    expect(item.x >= 0 && item.y >= 0 && item.x + item.width <= width && item.y + item.height <= height).toBe(true);
    expect([item.x, item.y, item.width, item.height].every(Number.isInteger)).toBe(true);
  }
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      expect(
        overlap(items[i] as LabelItem, items[j] as LabelItem),
        `${items[i]?.kind} ${i} / ${items[j]?.kind} ${j}`,
      ).toBe(false);
    }
  }
  for (const item of items) {
    if (item.kind !== "text") continue;
    for (const line of item.lines) expect(line.x + line.width).toBeLessThanOrEqual(item.x + item.width);
  }
}

/** Words in the scripts the fonts cover, of varying length. */
const word = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzäöüßéèçñ"), minLength: 1, maxLength: 14 }),
  fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"), minLength: 1, maxLength: 10 }),
  fc.string({ unit: fc.constantFrom(..."山田太郎東京都千代田区丸の内一丁目"), minLength: 1, maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(..."абвгдежзийклмнопрстуфхцчшщ"), minLength: 1, maxLength: 12 }),
);
const text = (max: number) =>
  fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(" ").slice(0, max).trim() || "X");

const address = fc.record<LabelAddress>(
  {
    name: text(60),
    company: text(60),
    lines: fc.array(text(80), { minLength: 1, maxLength: 4 }),
    city: text(48),
    region: text(48),
    postal_code: fc.constantFrom("10178", "100-0001", "SW1A 1AA", "15238-2802", "75008"),
    country: fc.constantFrom("DE", "JP", "GB", "US", "FR", "RU"),
  },
  { requiredKeys: ["name", "lines", "city", "postal_code", "country"] },
);

describe("layoutLabel", () => {
  it.each([203, 300] as const)("places the full Berlin to Tokyo label inside %i dpi without overlaps", (dpi) => {
    for (const twoD of ["PDF417", "DATAMATRIX"] as const) {
      const layout = layoutLabel(validateLabelRequest(withEveryCode(twoD)), dpi);
      expect([layout.width, layout.height]).toEqual(dpi === 203 ? [812, 1218] : [1200, 1800]);
      expectWellPlaced(layout.items, layout.width, layout.height);
    }
  });

  it("lays out any address on the label, or refuses it naming an address field", () => {
    fc.assert(
      fc.property(address, address, fc.constantFrom(203, 300), fc.boolean(), (sender, recipient, dpi, codes) => {
        const request = { ...(codes ? withEveryCode("PDF417") : BERLIN_TO_TOKYO), sender, recipient, dpi };
        try {
          const valid = validateLabelRequest(request);
          const layout = layoutLabel(valid, valid.dpi);
          expectWellPlaced(layout.items, layout.width, layout.height);
        } catch (error) {
          if (!isQrbarError(error)) throw error;
          expect(error.code, error.message).toBe("VALIDATION_ERROR");
          // An address too long for its block, or a carrier message (which holds the ship-to street,
          // city and region) too long for the 2D code's area.
          expect(error.message).toMatch(
            /^(sender|recipient)\.(name|company|lines\.\d|city|country) does not fit in the (sender|recipient) block|^two_d is too long to print/,
          );
        }
      }),
      { numRuns: 40 },
    );
  });
});
