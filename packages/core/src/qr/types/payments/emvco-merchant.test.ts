import { describeQrType } from "../../../testing/qr-type-suite.js";
import { getQrType } from "../../registry.js";

const emv = getQrType("emvco_merchant").example as Record<string, unknown>;

describeQrType("emvco_merchant", {
  payloads: [
    [
      {
        point_of_initiation: "dynamic",
        merchant_accounts: [
          { id: "02", value: "4000123456789012" },
          { id: "29", globally_unique_id: "A000000677010111", fields: [{ id: "01", value: "0066812345678" }] },
        ],
        merchant_category_code: "5812",
        currency: "764",
        amount: "250",
        country_code: "th",
        merchant_name: "Som Tam Shop",
        merchant_city: "Bangkok",
        postal_code: "10110",
      },
      "0002010102120216400012345678901229370016A0000006770101110113006681234567852045812530376454032505802TH5912Som Tam Shop6007Bangkok610510110630477F9",
    ],
  ],
  refusals: [
    [{ ...emv, currency: "392", amount: "100.5" }, "content.amount", "must be a whole number"],
    [{ ...emv, currency: "978", amount: "1.005" }, "content.amount", "must have at most 2 decimals"],
    [{ ...emv, currency: "414", amount: "1.0005" }, "content.amount", "must have at most 3 decimals"],
    [
      { ...emv, merchant_accounts: [{ id: "52", value: "x" }] },
      "content.merchant_accounts.0.id",
      "must be a merchant account ID from 02 to 51",
    ],
    [
      { ...emv, merchant_accounts: [{ id: "26", value: "x" }] },
      "content.merchant_accounts.0",
      "with ID 26 (26..51) is a template: it takes globally_unique_id and fields",
    ],
    [
      { ...emv, merchant_accounts: [{ id: "04", globally_unique_id: "X" }] },
      "content.merchant_accounts.0",
      "with ID 04 (02..25) takes a value, not globally_unique_id or fields",
    ],
    [
      {
        ...emv,
        merchant_accounts: [
          { id: "02", value: "a" },
          { id: "02", value: "b" },
        ],
      },
      "content.merchant_accounts.1.id",
      "repeats ID 02",
    ],
    [{ ...emv, amount: "12345678901234" }, "content.amount", "must be at most 9999999999999"],
    [{ ...emv, amount: "999999999.999" }, "content.amount", "must have at most 2 decimals"],
    [
      { ...emv, currency: "414", amount: "1234567890.123" },
      "content.amount",
      "must be at most 13 characters written out",
    ],
    [{ ...emv, country_code: "ZZ" }, "content.country_code", "has ZZ, which is not an ISO 3166 code"],
    [{ ...emv, currency: "SGD" }, "content.currency", "must be an ISO 4217 numeric currency code"],
    [
      {
        ...emv,
        merchant_accounts: [
          { id: "26", globally_unique_id: "G".repeat(30), fields: [{ id: "01", value: "v".repeat(70) }] },
        ],
      },
      "content.merchant_accounts.0",
      "makes EMV data object 26 108 characters long",
    ],
  ],
});
