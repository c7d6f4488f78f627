import { describe, expect, it } from "vitest";
import { QR_EXAMPLE_PAYLOADS, SWISS_EXAMPLE_CREDITOR } from "../../../testing/qr-type-cases/index.js";
import { describeQrType } from "../../../testing/qr-type-suite.js";
import { generateQr } from "../../generate-qr.js";

const swiss = {
  iban: "CH4431999123000889012",
  creditor: { name: "Robert Schneider AG", postal_code: "2501", town: "Biel", country: "CH" },
  currency: "CHF",
  reference: "210000000003139471430009017",
};

describeQrType("swiss_qr_bill", {
  payloads: [
    [
      {
        iban: "CH58 0079 1123 0008 8901 2",
        creditor: {
          name: "Robert Schneider AG",
          street: "Rue du Lac",
          building_number: "1268",
          postal_code: "2501",
          town: "Biel",
          country: "ch",
        },
        currency: "EUR",
        reference: "RF18 5390 0754 7034",
        message: "Rechnung Nr. 3139",
        bill_information: "//S1/10/10201409/11/200701/20/140.000-53/30/102673831/31/200615/32/7.7/33/7.7:10/40/0:30",
        alternative_schemes: ["Name AV1: UV;UltraPay005;12345", "Name AV2: XY;XYService;54321"],
      },
      [
        "SPC",
        "0200",
        "1",
        "CH5800791123000889012",
        ...SWISS_EXAMPLE_CREDITOR,
        ...["", "", "", "", "", "", ""],
        "",
        "EUR",
        ...["", "", "", "", "", "", ""],
        "SCOR",
        "RF18539007547034",
        "Rechnung Nr. 3139",
        "EPD",
        "//S1/10/10201409/11/200701/20/140.000-53/30/102673831/31/200615/32/7.7/33/7.7:10/40/0:30",
        "Name AV1: UV;UltraPay005;12345",
        "Name AV2: XY;XYService;54321",
      ].join("\n"),
    ],
    [
      {
        iban: "CH9300762011623852957",
        creditor: { name: "Verein Zürisee", postal_code: "8001", town: "Zürich", country: "CH" },
        amount: "50",
        currency: "CHF",
      },
      [
        "SPC",
        "0200",
        "1",
        "CH9300762011623852957",
        "S",
        "Verein Zürisee",
        "",
        "",
        "8001",
        "Zürich",
        "CH",
        ...["", "", "", "", "", "", ""],
        "50.00",
        "CHF",
        ...["", "", "", "", "", "", ""],
        "NON",
        "",
        "",
        "EPD",
      ].join("\n"),
    ],
  ],
  broken: [[QR_EXAMPLE_PAYLOADS.swiss_qr_bill?.replace("QRR", "SCOR") ?? "", /reference type SCOR.*QRR/]],
  refusals: [
    [{ ...swiss, reference: undefined }, "content.reference", "is required with a QR-IBAN"],
    [{ ...swiss, reference: "0".repeat(27) }, "content.reference", "must not be all zeros"],
    [{ ...swiss, creditor: { ...swiss.creditor, name: "   " } }, "content.creditor.name", "must not be blank"],
    [
      { ...swiss, creditor: { ...swiss.creditor, postal_code: " " } },
      "content.creditor.postal_code",
      "must not be blank",
    ],
    [{ ...swiss, creditor: { ...swiss.creditor, town: "\u00a0 " } }, "content.creditor.town", "must not be blank"],
    [{ ...swiss, reference: "RF18539007547034" }, "content.reference", "must be a QR reference of 27 digits"],
    [
      { ...swiss, reference: "210000000003139471430009016" },
      "content.reference",
      "fails the modulo-10 recursive check: the last digit should be 7",
    ],
    [{ ...swiss, iban: "CH5800791123000889012" }, "content.reference", "is a QR reference, which needs a QR-IBAN"],
    [{ ...swiss, iban: "DE89370400440532013000" }, "content.iban", "must be a Swiss or Liechtenstein IBAN"],
    [
      { ...swiss, creditor: { ...swiss.creditor, name: "\udc00" } },
      "content.creditor.name",
      "must be valid Unicode text",
    ],
    [{ ...swiss, currency: "USD" }, "content.currency", "must be one of CHF, EUR"],
    [{ ...swiss, amount: "1000000000" }, "content.amount", "must be at most 999999999.99"],
    [
      { ...swiss, creditor: { ...swiss.creditor, country: "XX" } },
      "content.creditor.country",
      "has XX, which is not an ISO 3166 code",
    ],
    [
      { ...swiss, creditor: { ...swiss.creditor, name: "Café ☕" } },
      "content.creditor.name",
      "must use Latin characters (Swiss Payment Standards character set) only",
    ],
    [{ ...swiss, creditor: { name: "A", postal_code: "2501", country: "CH" } }, "content.creditor.town", "is required"],
    [
      { ...swiss, message: "m".repeat(100), bill_information: "b".repeat(41) },
      "content.message",
      "and content.bill_information take 141 characters",
    ],
    [{ ...swiss, alternative_schemes: ["a", "b", "c"] }, "content.alternative_schemes", "must have at most 2 items"],
  ],
});

describe("swiss_qr_bill size", () => {
  it("stays within the 997 characters of the guidelines with every field at its longest", () => {
    const address = {
      name: "n".repeat(70),
      street: "s".repeat(70),
      building_number: "b".repeat(16),
      postal_code: "p".repeat(16),
      town: "t".repeat(35),
      country: "CH",
    };
    const { payload } = generateQr({
      type: "swiss_qr_bill",
      content: {
        iban: "CH4431999123000889012",
        creditor: address,
        amount: "999999999.99",
        currency: "CHF",
        debtor: address,
        reference: "210000000003139471430009017",
        message: "m".repeat(70),
        bill_information: "i".repeat(70),
        alternative_schemes: ["a".repeat(100), "b".repeat(100)],
      },
      customization: { error_correction: "L" },
    });
    expect(payload.length).toBe(870); // counted line by line from the guidelines' layout
  });
});
