import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQrbarError, type QrbarError } from "../../../errors/qrbar-error.js";
import { decodePng } from "../../../testing/index.js";
import { base58Encode } from "../../fields/base58.js";
import { toChecksumAddress } from "../../fields/ethereum-address.js";
import { IBAN_LENGTHS } from "../../fields/iban.js";
import { mod97 } from "../../fields/mod97.js";
import { mod10RecursiveCheckDigit } from "../../fields/qr-reference.js";
import { generateQr } from "../../generate-qr.js";
import { parsePayload } from "../../payload/parse-payload.js";
import type { QrTypeDefinition } from "../../qr-type.js";
import { PAYMENT_TYPES } from "./index.js";

const byKey = new Map(PAYMENT_TYPES.map((t) => [t.key, t]));
const type = (key: string): QrTypeDefinition => byKey.get(key) as QrTypeDefinition;

function failure(request: unknown): QrbarError {
  try {
    generateQr(request);
  } catch (error) {
    if (isQrbarError(error)) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(request)} to be refused`);
}

// Expected payloads written by hand from each standard (EPC069-12, Swiss IG QR-bill 2.3, NPCI UPI linking
// specification, BCB Pix manual, EMV QRCPS-MPM, BezahlCode, BIP 21, BOLT 11, ERC-681, Monero URI, Solana Pay).
const BOLT11_COFFEE_BEANS =
  "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqpqsq67gye39hfg3zd8rgc80k32tvy9xk2xunwm5lzexnvpx6fd77en8qaq424dxgt56cag2dpt359k3ssyhetktkpqh24jqnjyw6uqd08sgptq44qu";
const BOLT11_COFFEE =
  "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp";
const LNURL_LUD01 =
  "lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns";
const XMR_GENERAL_FUND =
  "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A";

const EXAMPLE_PAYLOADS: Record<string, string> = {
  epc_sepa:
    "BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code",
  swiss_qr_bill: [
    "SPC",
    "0200",
    "1",
    "CH4431999123000889012",
    "S",
    "Robert Schneider AG",
    "Rue du Lac",
    "1268",
    "2501",
    "Biel",
    "CH",
    ...["", "", "", "", "", "", ""],
    "1949.75",
    "CHF",
    "S",
    "Pia-Maria Rutschmann-Schnyder",
    "Grosse Marktgasse",
    "28",
    "9400",
    "Rorschach",
    "CH",
    "QRR",
    "210000000003139471430009017",
    "Order dated 18.06.2020",
    "EPD",
  ].join("\n"),
  upi: "upi://pay?pa=chai.stall@okaxis&pn=Chai%20Stall&tn=2%20cups%20of%20chai&am=25.00&cu=INR",
  pix: "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
  emvco_merchant:
    "00020101021126370009SG.PAYNOW010120210201403121W03010520400005303702540412.55802SG5911Kopi Corner6009Singapore62110107INV00426304DF85",
  bezahlcode:
    "bank://singlepaymentsepa?name=Wikimedia%20F%C3%B6rdergesellschaft&iban=DE33100205000001194700&bic=BFSWDE33BER&amount=10%2C00&reason=Spende",
  paypal: "https://www.paypal.me/qrbarDemo/12.50EUR",
  venmo: "https://venmo.com/Coffee-Club?txn=pay&amount=4.50&note=Flat%20white",
  cashapp: "https://cash.app/$QrbarCafe/15.00",
  bitcoin:
    "bitcoin:1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu?amount=0.0005&label=Luke-Jr&message=Donation%20for%20project%20xyz",
  lightning: `LIGHTNING:${BOLT11_COFFEE_BEANS.toUpperCase()}`,
  ethereum: "ethereum:0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359@1?value=2014000000000000000",
  litecoin: "litecoin:LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9?amount=0.25&label=Litecoin%20Foundation",
  bitcoincash: "bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a?amount=0.1&label=Coffee",
  dogecoin: "dogecoin:DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L?amount=42&message=Such%20payment",
  monero: `monero:${XMR_GENERAL_FUND}?tx_amount=0.25&recipient_name=Monero%20General%20Fund&tx_description=Donation`,
  solana:
    "solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=1&label=Michael&message=Thanks%20for%20all%20the%20fish&memo=OrderId12345",
};

describe("payment types: catalog examples", () => {
  it("lists the 17 payment types in catalog order", () => {
    expect(PAYMENT_TYPES.map((t) => t.key)).toEqual(Object.keys(EXAMPLE_PAYLOADS));
  });

  it.each(Object.entries(EXAMPLE_PAYLOADS))(
    "%s: the example encodes the hand-written payload and decodes back (zxing)",
    async (key, payload) => {
      const qr = generateQr({ type: key, content: type(key).example });
      expect(qr.payload).toBe(payload);
      const [symbol] = await decodePng(qr.bytes);
      expect(symbol?.text).toBe(payload);
      expect(parsePayload(payload)).toEqual({ format: key, parsed: type(key).example });
    },
  );
});

describe("payment types: more payloads written from the standards", () => {
  it.each([
    [
      "epc_sepa",
      {
        name: "Franz Mustermänn",
        iban: "de71 1102 2033 0123 4567 89",
        amount: 12.3,
        purpose: "GDDS",
        reference: "RF18 5390 0754 7034",
      },
      "BCD\n002\n1\nSCT\n\nFranz Mustermänn\nDE71110220330123456789\nEUR12.3\nGDDS\nRF18539007547034",
    ],
    [
      "epc_sepa",
      { name: "Jane Doe", iban: "AT611904300234573201" },
      "BCD\n002\n1\nSCT\n\nJane Doe\nAT611904300234573201",
    ],
    [
      "swiss_qr_bill",
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
        "S",
        "Robert Schneider AG",
        "Rue du Lac",
        "1268",
        "2501",
        "Biel",
        "CH",
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
      "swiss_qr_bill",
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
    [
      "upi",
      { vpa: "merchant@ybl", name: "Sharma & Sons", amount: 499, reference: "ORD-1001", merchant_code: "5411" },
      "upi://pay?pa=merchant@ybl&pn=Sharma%20%26%20Sons&mc=5411&tr=ORD-1001&am=499.00&cu=INR",
    ],
    [
      "pix",
      {
        key: "111.444.777-35",
        merchant_name: "João da Silva",
        merchant_city: "São Paulo",
        amount: "123.45",
        description: "Pedido 42",
        txid: "PEDIDO42",
      },
      "00020126460014br.gov.bcb.pix0111111444777350209Pedido 425204000053039865406123.455802BR5913Joao da Silva6009Sao Paulo62120508PEDIDO426304638F",
    ],
    [
      "pix",
      {
        key: "+55 61 98888-7777",
        merchant_name: "Padaria Pao Quente",
        merchant_city: "Brasilia",
        amount: 10,
        merchant_category_code: "5812",
      },
      "00020126360014br.gov.bcb.pix0114+5561988887777520458125303986540510.005802BR5918Padaria Pao Quente6008Brasilia62070503***63046ADE",
    ],
    [
      "emvco_merchant",
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
    [
      "bezahlcode",
      { name: "Max Muster", iban: "DE89370400440532013000", amount: 1234.5 },
      "bank://singlepaymentsepa?name=Max%20Muster&iban=DE89370400440532013000&amount=1234%2C50",
    ],
    ["paypal", { username: "JaneDoe", amount: 1500, currency: "JPY" }, "https://www.paypal.me/JaneDoe/1500JPY"],
    ["paypal", { username: "JaneDoe" }, "https://www.paypal.me/JaneDoe"],
    ["paypal", { username: "JaneDoe", amount: "7.5" }, "https://www.paypal.me/JaneDoe/7.50"],
    ["venmo", { username: "@Jane-Doe_42" }, "https://venmo.com/Jane-Doe_42?txn=pay"],
    ["cashapp", { cashtag: "$jack" }, "https://cash.app/$jack"],
    [
      "bitcoin",
      {
        address: "BC1P0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQZK5JJ0",
        amount: 0.00021,
        lightning: BOLT11_COFFEE.toUpperCase(),
      },
      `bitcoin:bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0?amount=0.00021&lightning=${BOLT11_COFFEE}`,
    ],
    [
      "bitcoin",
      { address: "3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC", amount: "50" },
      "bitcoin:3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC?amount=50",
    ],
    ["lightning", { lnurl: LNURL_LUD01.toUpperCase() }, `LIGHTNING:${LNURL_LUD01.toUpperCase()}`],
    [
      "lightning",
      { lnurl: "https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df" },
      `LIGHTNING:${LNURL_LUD01.toUpperCase()}`,
    ],
    [
      "ethereum",
      {
        address: "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359",
        chain_id: 1,
        value: "1000000",
        token: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
      },
      "ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359&uint256=1000000",
    ],
    [
      "ethereum",
      { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", value: "1.5e18" },
      "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed?value=1500000000000000000",
    ],
    [
      "bitcoincash",
      { address: "BITCOINCASH:PPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVN0H829PQ", message: "Tip" },
      "bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq?message=Tip",
    ],
    [
      "monero",
      { address: XMR_GENERAL_FUND, amount: "0.000000000001" },
      `monero:${XMR_GENERAL_FUND}?tx_amount=0.000000000001`,
    ],
    [
      "solana",
      {
        recipient: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN",
        amount: 0.01,
        spl_token: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
        references: ["mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"],
        label: "Michael",
        message: "Thanks for all the fish",
        memo: "OrderId5678",
      },
      "solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=0.01&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN&reference=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&label=Michael&message=Thanks%20for%20all%20the%20fish&memo=OrderId5678",
    ],
  ])("%s %j encodes %j", (key, content, payload) => {
    expect(generateQr({ type: key, content }).payload).toBe(payload);
    expect(parsePayload(payload).format).toBe(key);
  });

  it("a UTF-8 EPC code decodes back with its umlaut (zxing)", async () => {
    const qr = generateQr({ type: "epc_sepa", content: { name: "Franz Mustermänn", iban: "DE71110220330123456789" } });
    const [symbol] = await decodePng(qr.bytes);
    expect(symbol?.text).toBe("BCD\n002\n1\nSCT\n\nFranz Mustermänn\nDE71110220330123456789");
  });
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

describe("payment types: reading payloads written elsewhere", () => {
  it.each([
    [
      "BCD\r\n001\r\n1\r\nSCT\r\nBPOTBEB1\r\nRed Cross of Belgium\r\nBE72000000001616\r\nEUR1.50\r\nCHAR",
      "epc_sepa",
      { name: "Red Cross of Belgium", iban: "BE72000000001616", bic: "BPOTBEB1", amount: "1.5", purpose: "CHAR" },
    ],
    [
      // BCB manual, dynamic BR Code (upper-case GUI, point of initiation 12, payload location in 26/25).
      "00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB",
      "pix",
      {
        url: "pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99",
        merchant_name: "EMPRESA",
        merchant_city: "SAO PAULO",
      },
    ],
    [
      // A Pix code with a txid and an amount, as a PSP issues it (Stark Infra documentation).
      "00020126360014br.gov.bcb.pix0114+554199999999952040000530398654041.005802BR5915Jamie Lannister6009Sao Paulo621005061234566304A63E",
      "pix",
      {
        key: "+5541999999999",
        merchant_name: "Jamie Lannister",
        merchant_city: "Sao Paulo",
        amount: "1.00",
        txid: "123456",
      },
    ],
    [
      "ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359@1?value=2.014e18&gas=21000",
      "ethereum",
      { address: "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359", chain_id: 1, value: "2014000000000000000" },
    ],
    [
      "lightning:lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp",
      "lightning",
      { invoice: BOLT11_COFFEE },
    ],
    [
      "BITCOIN:1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu?amount=20.3&somethingyoudontunderstand=50",
      "bitcoin",
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", amount: "20.3" },
    ],
    [`monero://${XMR_GENERAL_FUND}?tx_amount=1`, "monero", { address: XMR_GENERAL_FUND, amount: "1" }],
    ["https://paypal.me/JaneDoe/10.00usd", "paypal", { username: "JaneDoe", amount: "10.00", currency: "USD" }],
  ])("%s is %s", (payload, format, parsed) => {
    expect(parsePayload(payload)).toEqual({ format, parsed });
  });

  it.each([
    [
      "bitcoin:1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu?req-somethingyoudontunderstand=50",
      "an unknown req- parameter (BIP 21)",
    ],
    ["solana:https://example.com/pay", "a Solana Pay transaction request (not a transfer)"],
    ["upi://pay?pa=shop@okaxis&pn=Shop&cu=USD", "a UPI request in another currency"],
    ["https://venmo.com/legal", "a Venmo page that is no payment"],
  ])("%s is not claimed by a payment type (%s)", (payload) => {
    expect(PAYMENT_TYPES.map((t) => t.key)).not.toContain(parsePayload(payload).format);
  });

  it.each([
    ["bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?amount=1", "bitcoin", /content\.address .*checksum/],
    ["ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "ethereum", /EIP-55/],
    [
      EXAMPLE_PAYLOADS.pix?.replace("63041D3D", "63041D3E") ?? "",
      "pix",
      /CRC \(object 63\) is 1D3E, but the data gives 1D3D/,
    ],
    [EXAMPLE_PAYLOADS.pix?.slice(0, -8) ?? "", "pix", /does not end with its CRC/],
    [EXAMPLE_PAYLOADS.swiss_qr_bill?.replace("QRR", "SCOR") ?? "", "swiss_qr_bill", /reference type SCOR.*QRR/],
    ["BCD\n002\n1\nSCT\n\nJane Doe\nAT611904300234573202", "epc_sepa", /content\.iban/],
    ["BCD\n002\n1\nSCT", "epc_sepa", /content\.name/],
    ["BCD\n002\n1\nSCT\n\nJane Doe", "epc_sepa", /content\.iban/],
  ])("%j breaks a MUST of %s: valid false with the reason, no fields guessed", (payload, format, problem) => {
    const result = parsePayload(payload);
    expect(result).toEqual({ format, parsed: {}, valid: false, problem: expect.stringMatching(problem) });
  });

  it("reports a Pix code as pix, not as a generic EMVCo code, and the reverse", () => {
    expect(type("emvco_merchant").parse?.(EXAMPLE_PAYLOADS.pix as string)).toBeUndefined();
    expect(type("pix").parse?.(EXAMPLE_PAYLOADS.emvco_merchant as string)).toBeUndefined();
  });
});

// Arbitraries of canonical content: what build writes is what parse gives back.
const text = (chars: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength, maxLength });
const LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-/&'()+éäöüÉÈçñ";
const ANY = `${LATIN}%#?=+!*€中文😀`;
const ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-/&*+$%:";
const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const DIGITS = "0123456789";

/** A decimal with `decimals` places from a whole number of units: fixed width or trailing zeros trimmed. */
const decimal = (units: bigint, decimals: number, fixed: boolean): string => {
  const raw = units.toString().padStart(decimals + 1, "0");
  const integer = raw.slice(0, raw.length - decimals);
  const fraction = decimals ? raw.slice(-decimals) : "";
  const shown = fixed ? fraction : fraction.replace(/0+$/, "");
  return shown ? `${integer}.${shown}` : integer;
};
const amount = (decimals: number, maxUnits: bigint, fixed: boolean) =>
  fc.bigInt({ min: 1n, max: maxUnits }).map((units) => decimal(units, decimals, fixed));

/** An IBAN of a registry country with random account characters and computed check digits. */
const ibanOf = (country: string, bban: string) =>
  `${country}${String(98 - mod97(`${bban}${country}00`)).padStart(2, "0")}${bban}`;
const iban = fc
  .constantFrom(...IBAN_LENGTHS.entries())
  .chain(([country, length]) => text(DIGITS, length - 4, length - 4).map((bban) => ibanOf(country, bban)));
const creditorReference = text(ALNUM.toUpperCase().slice(26), 1, 21).map(
  (ref) => `RF${String(98 - mod97(`${ref}RF00`)).padStart(2, "0")}${ref}`,
);
const bic = fc.constantFrom("BPOTBEB1", "COBADEFFXXX", "DEUTDEFF500", "NEDSZAJJXXX");
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const compact = <T extends Record<string, unknown>>(arbitrary: fc.Arbitrary<T>) =>
  arbitrary.map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));

const swissAddress = compact(
  fc.record({
    // The bill refuses a blank name or town (IG v2.3: mandatory fields): none is generated.
    name: text(LATIN, 1, 70).filter((name) => name.trim() !== ""),
    street: optional(text(LATIN, 1, 70)),
    building_number: optional(text(ALNUM, 1, 16)),
    postal_code: text(ALNUM, 1, 16),
    town: text(LATIN, 1, 35).filter((town) => town.trim() !== ""),
    country: fc.constantFrom("CH", "LI", "DE", "FR", "IT", "AT"),
  }),
);
const swissIban = (qr: boolean) =>
  fc
    .tuple(fc.integer(qr ? { min: 30000, max: 31999 } : { min: 0, max: 29999 }), text(DIGITS, 12, 12))
    .map(([iid, account]) => ibanOf("CH", `${String(iid).padStart(5, "0")}${account}`));
const qrReference = text(DIGITS, 26, 26)
  .filter((digits) => /[1-9]/.test(digits)) // an all-zero reference is refused
  .map((digits) => `${digits}${mod10RecursiveCheckDigit(digits)}`);

const pixKey = fc.oneof(
  fc.uuid().map((u) => u.toLowerCase()),
  fc.constantFrom("11144477735", "12345678909", "00000000000191", "11222333000181", "12ABC34501DE35"),
  text(DIGITS, 8, 9).chain((n) => fc.constantFrom(`+5511${n}`, `+5561${n}`)),
  text("abcdefghijklmnopqrstuvwxyz0123456789", 1, 12).map((local) => `${local}@example.com.br`),
);
const dataObjects = (count: number, valueLength: number) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: count })
    .chain((ids) =>
      fc
        .tuple(...ids.map(() => text(ASCII, 1, valueLength)))
        .map((values) => ids.map((id, i) => ({ id: String(id).padStart(2, "0"), value: values[i] as string }))),
    );
const emvAccounts = fc.uniqueArray(fc.integer({ min: 2, max: 51 }), { minLength: 1, maxLength: 3 }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      id <= 25
        ? text(ASCII, 1, 40).map((value) => ({ id: String(id).padStart(2, "0"), value }))
        : compact(
            fc.record({
              id: fc.constant(String(id)),
              globally_unique_id: text("ABCDEFGHIJKLMNOPQRSTUVWXYZ.", 1, 20),
              fields: optional(dataObjects(3, 20)),
            }),
          ),
    ),
  ),
);

const ethAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => toChecksumAddress(`0x${Buffer.from(b).toString("hex")}`));
const solanaKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(base58Encode);
const BITCOIN_ADDRESSES = [
  "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu",
  "3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC",
  "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
  "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
];
const bip21 = (addresses: readonly string[], max: bigint, extra: Record<string, fc.Arbitrary<unknown>> = {}) =>
  compact(
    fc.record({
      address: fc.constantFrom(...addresses),
      amount: optional(amount(8, max, false)),
      label: optional(text(ANY, 1, 40)),
      message: optional(text(ANY, 1, 80)),
      ...extra,
    }),
  );

const ARBITRARIES: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  epc_sepa: fc
    .record({
      name: text(LATIN, 1, 40),
      iban,
      bic: optional(bic),
      amount: optional(amount(2, 99999999999n, false)),
      purpose: optional(text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4, 4)),
      remittance: optional(
        fc.oneof(
          creditorReference.map((reference) => ({ reference })),
          text(LATIN, 1, 100).map((remittance_text) => ({ remittance_text })),
        ),
      ),
      information: optional(text(LATIN, 1, 40)),
    })
    .map(({ remittance, ...rest }) => ({ ...rest, ...remittance }))
    .chain((c) => compact(fc.constant(c))),
  swiss_qr_bill: fc.boolean().chain((qr) =>
    compact(
      fc.record({
        iban: swissIban(qr),
        creditor: swissAddress,
        amount: optional(amount(2, 99999999999n, true)),
        currency: fc.constantFrom("CHF", "EUR"),
        debtor: optional(swissAddress),
        reference: qr ? qrReference : optional(creditorReference),
        message: optional(text(LATIN, 1, 70)),
        bill_information: optional(text(LATIN, 1, 70)),
        alternative_schemes: optional(fc.array(text(LATIN, 1, 100), { minLength: 1, maxLength: 2 })),
      }),
    ),
  ),
  upi: compact(
    fc.record({
      vpa: fc.stringMatching(/^[a-z0-9._-]{2,20}@[a-z]{3,10}$/),
      name: text(ANY, 1, 60),
      amount: optional(amount(2, 10000000n, true)),
      note: optional(text(ANY, 1, 50)),
      reference: optional(text(`${ALNUM}-`, 1, 35)),
      merchant_code: optional(text(DIGITS, 4, 4)),
    }),
  ),
  pix: fc.oneof(
    compact(
      fc.record({
        key: pixKey,
        merchant_name: text(ASCII, 1, 25),
        merchant_city: text(ASCII, 1, 15),
        amount: optional(amount(2, 999999999999n, true)),
        description: optional(text(ASCII, 1, 20)),
        txid: optional(text(ALNUM, 1, 25)),
        merchant_category_code: optional(text(DIGITS, 4, 4).filter((mcc) => mcc !== "0000")),
      }),
    ),
    compact(
      fc.record({
        url: text("abcdefghijklmnopqrstuvwxyz0123456789-", 1, 40).map((path) => `pix.example.com/qr/v2/${path}`),
        merchant_name: text(ASCII, 1, 25),
        merchant_city: text(ASCII, 1, 15),
      }),
    ),
  ),
  emvco_merchant: compact(
    fc.record({
      merchant_accounts: emvAccounts,
      merchant_category_code: text(DIGITS, 4, 4),
      currency: fc.constantFrom("702", "764", "360", "392", "414"),
      amount: optional(amount(0, 999999999999n, false)),
      country_code: fc.constantFrom("SG", "TH", "MY", "ID", "VN", "IN"),
      merchant_name: text(ASCII, 1, 25),
      merchant_city: text(ASCII, 1, 15),
      postal_code: optional(text(ALNUM, 1, 10)),
      point_of_initiation: optional(fc.constantFrom("static", "dynamic")),
      additional_data: optional(dataObjects(3, 20)),
    }),
  ),
  bezahlcode: compact(
    fc.record({
      name: text(ANY, 1, 70),
      iban,
      bic: optional(bic),
      amount: optional(amount(2, 99999999999n, true)),
      reason: optional(text(ANY, 1, 140)),
    }),
  ),
  paypal: fc.oneof(
    compact(fc.record({ username: text(ALNUM, 1, 20), amount: optional(amount(2, 10000000n, true)) })),
    fc.record({
      username: text(ALNUM, 1, 20),
      amount: amount(2, 10000000n, true),
      currency: fc.constantFrom("EUR", "USD", "GBP", "CHF"),
    }),
    fc.record({
      username: text(ALNUM, 1, 20),
      amount: amount(0, 10000000n, false),
      currency: fc.constantFrom("JPY", "HUF", "TWD"),
    }),
  ),
  venmo: compact(
    fc.record({
      username: text(`${ALNUM}_-`, 5, 30),
      amount: optional(amount(2, 9999999n, true)),
      note: optional(text(ANY, 1, 100)),
    }),
  ),
  cashapp: compact(
    fc.record({
      cashtag: fc
        .tuple(text(ALNUM, 0, 10), text("abcdefghijklmnopqrstuvwxyz", 1, 1), text(`${ALNUM}_`, 0, 9))
        .map((p) => p.join("")),
      amount: optional(amount(2, 9999999n, true)),
    }),
  ),
  bitcoin: bip21(BITCOIN_ADDRESSES, 2100000000000000n, {
    lightning: optional(fc.constantFrom(BOLT11_COFFEE, BOLT11_COFFEE_BEANS)),
  }),
  lightning: fc.oneof(
    fc.constantFrom(BOLT11_COFFEE, BOLT11_COFFEE_BEANS).map((invoice) => ({ invoice })),
    fc.constant({ lnurl: LNURL_LUD01 }),
  ),
  ethereum: compact(
    fc.record({
      address: ethAddress,
      chain_id: optional(fc.integer({ min: 1, max: 2 ** 40 })),
      value: optional(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String)),
      token: optional(ethAddress),
    }),
  ),
  litecoin: bip21(["LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9", "MJaRnao1s62a2zAKSkmG582KbLKianqb7v"], 8400000000000000n),
  bitcoincash: bip21(
    ["qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a", "pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e"],
    2100000000000000n,
  ),
  dogecoin: bip21(["DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L", "A37YDYSwz3438rFtm1SLVcQHyD7JeueC9H"], 100000000000000000000n),
  monero: compact(
    fc.record({
      address: fc.constant(XMR_GENERAL_FUND),
      amount: optional(amount(12, 18446744073709551615n, false)),
      recipient_name: optional(text(ANY, 1, 40)),
      description: optional(text(ANY, 1, 80)),
    }),
  ),
  solana: compact(
    fc.record({
      recipient: solanaKey,
      amount: optional(amount(9, 10n ** 18n, false)),
      spl_token: optional(solanaKey),
      references: optional(fc.array(solanaKey, { minLength: 1, maxLength: 3 })),
      label: optional(text(ANY, 1, 40)),
      message: optional(text(ANY, 1, 80)),
      memo: optional(text(ANY, 1, 40)),
    }),
  ),
};

describe("payment types: parse(build(content)) gives the content back (property)", () => {
  it("has an arbitrary for every payment type", () => {
    expect(Object.keys(ARBITRARIES).sort()).toEqual(PAYMENT_TYPES.map((t) => t.key).sort());
  });

  it.each(PAYMENT_TYPES.map((t) => [t.key, t] as const))("%s", (key, definition) => {
    fc.assert(
      fc.property(ARBITRARIES[key] as fc.Arbitrary<Record<string, unknown>>, (content) => {
        const { payload } = generateQr({ type: key, content, customization: { error_correction: "L" } });
        expect(definition.parse?.(payload)).toEqual(content);
        expect(parsePayload(payload).format).toBe(key);
      }),
      { numRuns: 50 },
    );
  });
});

describe("payment types: bad content is refused with the field and the rule", () => {
  const epc = { name: "Jane Doe", iban: "AT611904300234573201" };
  const swiss = {
    iban: "CH4431999123000889012",
    creditor: { name: "Robert Schneider AG", postal_code: "2501", town: "Biel", country: "CH" },
    currency: "CHF",
    reference: "210000000003139471430009017",
  };
  const pix = {
    key: "123e4567-e12b-12d1-a456-426655440000",
    merchant_name: "Fulano de Tal",
    merchant_city: "BRASILIA",
  };
  const emv = type("emvco_merchant").example as Record<string, unknown>;
  const eth = { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" };
  it.each([
    ["epc_sepa", { ...epc, iban: "AT611904300234573202" }, "content.iban", "fails the mod-97 check"],
    ["epc_sepa", { ...epc, iban: "AT61 1904 3002 3457 320" }, "content.iban", "must be 20 characters for AT; got 19"],
    ["epc_sepa", { ...epc, bic: "BPOTXXB1" }, "content.bic", "has XX where an ISO 3166 country code belongs"],
    ["epc_sepa", { ...epc, amount: "0.001" }, "content.amount", "must have at most 2 decimals"],
    ["epc_sepa", { ...epc, amount: 1e9 }, "content.amount", "must be at most 999999999.99"],
    ["epc_sepa", { ...epc, amount: "12,50" }, "content.amount", "must be a decimal amount"],
    ["epc_sepa", { ...epc, reference: "RF19539007547034" }, "content.reference", "fails the ISO 11649 mod-97 check"],
    [
      "epc_sepa",
      { ...epc, reference: "RF18539007547034", remittance_text: "Invoice 1" },
      "content.remittance_text",
      "cannot be combined with content.reference",
    ],
    ["epc_sepa", { ...epc, name: "Jane\nDoe" }, "content.name", "must be one line of text"],
    [
      "epc_sepa",
      { ...epc, name: "Иван Петров" },
      "content.name",
      "must use Latin characters (the SEPA character set) only; got 'И'",
    ],
    ["epc_sepa", { ...epc, remittance_text: "発票 42" }, "content.remittance_text", "must use Latin characters"],
    ["epc_sepa", { ...epc, name: "x".repeat(71) }, "content.name", "must be at most 70 characters"],
    ["epc_sepa", { ...epc, purpose: "char" }, "content.purpose", "must be a 4-letter ISO 20022 purpose code"],
    [
      "epc_sepa",
      { name: "é".repeat(70), iban: epc.iban, remittance_text: "é".repeat(140) },
      "content",
      "encodes to 460 bytes; an EPC QR code holds at most 331",
    ],
    ["swiss_qr_bill", { ...swiss, reference: undefined }, "content.reference", "is required with a QR-IBAN"],
    ["swiss_qr_bill", { ...swiss, reference: "0".repeat(27) }, "content.reference", "must not be all zeros"],
    [
      "swiss_qr_bill",
      { ...swiss, creditor: { ...swiss.creditor, name: "   " } },
      "content.creditor.name",
      "must not be blank",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, creditor: { ...swiss.creditor, postal_code: " " } },
      "content.creditor.postal_code",
      "must not be blank",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, creditor: { ...swiss.creditor, town: "\u00a0 " } },
      "content.creditor.town",
      "must not be blank",
    ],
    [
      "pix",
      { url: "pix.example.com/qr/v2/1", merchant_name: "A", merchant_city: "B", amount: "10" },
      "content.amount",
      "is only for a static Pix",
    ],
    [
      "pix",
      { url: "pix.example.com/qr/v2/1", merchant_name: "A", merchant_city: "B", txid: "ABC1" },
      "content.txid",
      "is only for a static Pix",
    ],
    ["emvco_merchant", { ...emv, currency: "392", amount: "100.5" }, "content.amount", "must be a whole number"],
    ["emvco_merchant", { ...emv, currency: "978", amount: "1.005" }, "content.amount", "must have at most 2 decimals"],
    ["emvco_merchant", { ...emv, currency: "414", amount: "1.0005" }, "content.amount", "must have at most 3 decimals"],
    ["upi", { ...type("upi").example, name: "Chai\nStall" }, "content.name", "must be one line"],
    ["upi", { ...type("upi").example, note: "2 cups\r\nof chai" }, "content.note", "must be one line"],
    [
      "swiss_qr_bill",
      { ...swiss, reference: "RF18539007547034" },
      "content.reference",
      "must be a QR reference of 27 digits",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, reference: "210000000003139471430009016" },
      "content.reference",
      "fails the modulo-10 recursive check: the last digit should be 7",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, iban: "CH5800791123000889012" },
      "content.reference",
      "is a QR reference, which needs a QR-IBAN",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, iban: "DE89370400440532013000" },
      "content.iban",
      "must be a Swiss or Liechtenstein IBAN",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, creditor: { ...swiss.creditor, name: "\udc00" } },
      "content.creditor.name",
      "must be valid Unicode text",
    ],
    ["swiss_qr_bill", { ...swiss, currency: "USD" }, "content.currency", "must be one of CHF, EUR"],
    ["swiss_qr_bill", { ...swiss, amount: "1000000000" }, "content.amount", "must be at most 999999999.99"],
    [
      "swiss_qr_bill",
      { ...swiss, creditor: { ...swiss.creditor, country: "XX" } },
      "content.creditor.country",
      "has XX, which is not an ISO 3166 code",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, creditor: { ...swiss.creditor, name: "Café ☕" } },
      "content.creditor.name",
      "must use Latin characters (Swiss Payment Standards character set) only",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, creditor: { name: "A", postal_code: "2501", country: "CH" } },
      "content.creditor.town",
      "is required",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, message: "m".repeat(100), bill_information: "b".repeat(41) },
      "content.message",
      "and content.bill_information take 141 characters",
    ],
    [
      "swiss_qr_bill",
      { ...swiss, alternative_schemes: ["a", "b", "c"] },
      "content.alternative_schemes",
      "must have at most 2 items",
    ],
    ["upi", { vpa: "not-a-vpa", name: "Shop" }, "content.vpa", "must be a UPI ID"],
    [
      "upi",
      { vpa: "shop@okaxis", name: "Shop", note: "broken \ud800 text" },
      "content.note",
      "must be valid Unicode text",
    ],
    ["upi", { vpa: "shop@okaxis", name: "Shop", amount: "1.234" }, "content.amount", "must have at most 2 decimals"],
    [
      "upi",
      { vpa: "shop@okaxis", name: "Shop", note: "n".repeat(51) },
      "content.note",
      "must be at most 50 characters",
    ],
    ["pix", { ...pix, key: "111.444.777-34" }, "content.key", "is not a valid CPF"],
    ["pix", { ...pix, key: "+1 415 555 0123" }, "content.key", "must be a Brazilian phone number"],
    ["pix", { ...pix, merchant_name: "x".repeat(26) }, "content.merchant_name", "must be at most 25 characters"],
    ["pix", { ...pix, merchant_city: "x".repeat(16) }, "content.merchant_city", "must be at most 15 characters"],
    ["pix", { ...pix, merchant_city: "東京" }, "content.merchant_city", "must use letters without special marks"],
    ["pix", { ...pix, txid: "PEDIDO-42" }, "content.txid", "must be 1 to 25 letters or digits"],
    [
      "pix",
      { ...pix, description: "d".repeat(60) },
      "content.description",
      "makes EMV data object 26 122 characters long; the limit is 99",
    ],
    ["pix", { ...pix, url: "pix.example.com/qr/1" }, "content.key", "or content.url must be given, not both"],
    ["pix", { merchant_name: "A", merchant_city: "B" }, "content.key", "or content.url must be given, not both"],
    ["pix", { ...pix, amount: "10000000000" }, "content.amount", "must be at most 9999999999.99"],
    [
      "emvco_merchant",
      { ...emv, merchant_accounts: [{ id: "52", value: "x" }] },
      "content.merchant_accounts.0.id",
      "must be a merchant account ID from 02 to 51",
    ],
    [
      "emvco_merchant",
      { ...emv, merchant_accounts: [{ id: "26", value: "x" }] },
      "content.merchant_accounts.0",
      "with ID 26 (26..51) is a template: it takes globally_unique_id and fields",
    ],
    [
      "emvco_merchant",
      { ...emv, merchant_accounts: [{ id: "04", globally_unique_id: "X" }] },
      "content.merchant_accounts.0",
      "with ID 04 (02..25) takes a value, not globally_unique_id or fields",
    ],
    [
      "emvco_merchant",
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
    ["emvco_merchant", { ...emv, amount: "12345678901234" }, "content.amount", "must be at most 9999999999999"],
    ["emvco_merchant", { ...emv, amount: "999999999.999" }, "content.amount", "must have at most 2 decimals"],
    [
      "emvco_merchant",
      { ...emv, currency: "414", amount: "1234567890.123" },
      "content.amount",
      "must be at most 13 characters written out",
    ],
    ["emvco_merchant", { ...emv, country_code: "ZZ" }, "content.country_code", "has ZZ, which is not an ISO 3166 code"],
    ["emvco_merchant", { ...emv, currency: "SGD" }, "content.currency", "must be an ISO 4217 numeric currency code"],
    [
      "emvco_merchant",
      {
        ...emv,
        merchant_accounts: [
          { id: "26", globally_unique_id: "G".repeat(30), fields: [{ id: "01", value: "v".repeat(70) }] },
        ],
      },
      "content.merchant_accounts.0",
      "makes EMV data object 26 108 characters long",
    ],
    ["bezahlcode", { name: "Max", iban: "DE89370400440532013001" }, "content.iban", "fails the mod-97 check"],
    ["bezahlcode", { name: "Max", iban: "DE89370400440532013000", bic: "DEUTDEFF5" }, "content.bic", "must be a BIC"],
    ["paypal", { username: "JaneDoe", currency: "EUR" }, "content.currency", "needs content.amount"],
    [
      "paypal",
      { username: "JaneDoe", amount: "1500.5", currency: "JPY" },
      "content.amount",
      "must be a whole number; got 1500.5",
    ],
    ["paypal", { username: "Jane-Doe" }, "content.username", "must be a PayPal.Me name"],
    ["paypal", { username: "JaneDoe", amount: 5, currency: "XYZ" }, "content.currency", "must be one of AUD, BRL"],
    ["venmo", { username: "abc" }, "content.username", "must be a Venmo username"],
    ["cashapp", { cashtag: "$12345" }, "content.cashtag", "must be a $Cashtag"],
    ["bitcoin", { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggv" }, "content.address", "fails the base58check checksum"],
    [
      "bitcoin",
      { address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh" },
      "content.address",
      "fails the bech32/bech32m check",
    ],
    [
      "bitcoin",
      { address: "LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9" },
      "content.address",
      "is not a Bitcoin mainnet address",
    ],
    [
      "bitcoin",
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", amount: "0.000000001" },
      "content.amount",
      "must have at most 8 decimals",
    ],
    [
      "bitcoin",
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", amount: "21000001" },
      "content.amount",
      "must be at most 21000000",
    ],
    [
      "bitcoin",
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu", lightning: `${BOLT11_COFFEE.slice(0, -1)}q` },
      "content.lightning",
      "fails the bech32 check",
    ],
    ["lightning", { invoice: `${BOLT11_COFFEE.slice(0, -1)}q` }, "content.invoice", "fails the bech32 check"],
    [
      "lightning",
      { invoice: BOLT11_COFFEE, lnurl: LNURL_LUD01 },
      "content.invoice",
      "or content.lnurl must be given, not both",
    ],
    ["lightning", { lnurl: "http://service.com/pay" }, "content.lnurl", "must encode an https:// address"],
    ["lightning", { lnurl: BOLT11_COFFEE }, "content.lnurl", "must be an LNURL"],
    [
      "ethereum",
      { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" },
      "content.address",
      "fails the EIP-55 checksum",
    ],
    [
      "ethereum",
      { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe" },
      "content.address",
      "must be an Ethereum address",
    ],
    ["ethereum", { ...eth, value: "1.5" }, "content.value", "must be a whole number of the smallest unit"],
    ["ethereum", { ...eth, value: "1e78" }, "content.value", "must fit in 256 bits"],
    ["ethereum", { ...eth, value: "1e999999999" }, "content.value", "must fit in 256 bits"],
    [
      "ethereum",
      { ...eth, token: "0xA0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48" },
      "content.token",
      "fails the EIP-55 checksum",
    ],
    ["ethereum", { ...eth, chain_id: 0 }, "content.chain_id", "must be at least 1"],
    [
      "litecoin",
      { address: "1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu" },
      "content.address",
      "is not a Litecoin mainnet address",
    ],
    [
      "bitcoincash",
      { address: "bchtest:pr6m7j9njldwwzlg9v7v53unlr4jkmx6eyvwc0uz5t" },
      "content.address",
      "must be a Bitcoin Cash mainnet address",
    ],
    [
      "bitcoincash",
      { address: "qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b" },
      "content.address",
      "fails the CashAddr check",
    ],
    [
      "dogecoin",
      { address: "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M" },
      "content.address",
      "fails the base58check checksum",
    ],
    [
      "monero",
      { address: `${XMR_GENERAL_FUND.slice(0, 94)}B` },
      "content.address",
      "fails the Monero Keccak-256 checksum",
    ],
    [
      "monero",
      { address: XMR_GENERAL_FUND, amount: "0.0000000000001" },
      "content.amount",
      "must have at most 12 decimals",
    ],
    ["solana", { recipient: "z".repeat(44) }, "content.recipient", "must decode to a 32-byte public key"],
    [
      "solana",
      { recipient: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN", references: ["0OIl"] },
      "content.references.0",
      "must be a base58 Solana public key",
    ],
    [
      "solana",
      { recipient: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN", amount: "0.0000000001" },
      "content.amount",
      "must have at most 9 decimals",
    ],
  ])("%s %j → VALIDATION_ERROR on %s", (key, content, field, message) => {
    const error = failure({ type: key, content });
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.field).toBe(field);
    expect(error.message).toContain(`${field} ${message}`);
  });
});
