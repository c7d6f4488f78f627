import { describe, expect, it } from "vitest";
import { generateStyledQr } from "../../style/generate-styled-qr.js";
import { generateQr } from "../generate-qr.js";

const epc = {
  name: "N".repeat(70),
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  amount: "999999999.99",
  purpose: "CHAR",
  remittance_text: "R".repeat(140),
  information: "I".repeat(48), // 331 bytes in all: the EPC's byte limit
};

const umlauts = (n: number) => "äöüÄÖÜéèà".repeat(Math.ceil(n / 9)).slice(0, n);
const address = (name: string) => ({
  name,
  street: umlauts(70),
  building_number: "1",
  postal_code: "8000",
  town: umlauts(35),
  country: "CH",
});
const swiss = {
  iban: "CH4431999123000889012",
  creditor: address(umlauts(70)),
  debtor: address(umlauts(70)),
  amount: "1949.75",
  currency: "CHF" as const,
  reference: "210000000003139471430009017",
  message: umlauts(140),
};

describe("version limits of payment standards", () => {
  it("refuses an EPC code past version 13 at level H, naming the rule, the bytes and the levels that fit", () => {
    expect(() => generateQr({ type: "epc_sepa", content: epc, customization: { error_correction: "H" } })).toThrow(
      expect.objectContaining({
        code: "INVALID_CONTENT",
        message: expect.stringMatching(
          /may be at most version 13 \(EPC069-12.*\); this content needs version \d+ at error correction H: it is \d+ bytes and version 13 holds \d+ at H \(\d+ over\); use error_correction L or M/,
        ),
      }),
    );
    expect(generateQr({ type: "epc_sepa", content: epc, customization: { error_correction: "M" } }).width).toBe(300);
  });

  it("refuses an umlaut-heavy Swiss QR-bill past version 25 at M, and takes it at L where it fits", () => {
    expect(() => generateQr({ type: "swiss_qr_bill", content: swiss })).toThrow(
      expect.objectContaining({
        code: "INVALID_CONTENT",
        message: expect.stringMatching(
          /Swiss QR-bill code may be at most version 25 .* at error correction M: it is \d+ bytes/,
        ),
      }),
    );
    const shorter = { ...swiss, debtor: undefined, message: "Order 42" };
    expect(generateQr({ type: "swiss_qr_bill", content: shorter }).payload).toContain("SPC\n0200\n1");
  });

  it("holds for styled codes too: an EPC with dots at level H is refused the same way", async () => {
    await expect(
      generateStyledQr({
        type: "epc_sepa",
        content: epc,
        customization: { error_correction: "H", module_shape: "dots" },
      }),
    ).rejects.toMatchObject({ code: "INVALID_CONTENT", message: expect.stringMatching(/may be at most version 13/) });
    const styled = await generateStyledQr({
      type: "epc_sepa",
      content: epc,
      customization: { error_correction: "M", module_shape: "dots" },
    });
    expect(styled.width).toBe(300);
  });
});
