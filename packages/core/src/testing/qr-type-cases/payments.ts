// The payment types' hand-written example payloads and canonical contents, which the QR-type suite
// (qr-type-suite.ts) checks every payment type against.
import fc from "fast-check";
import { base58Encode } from "../../qr/fields/base58.js";
import { toChecksumAddress } from "../../qr/fields/ethereum-address.js";
import { IBAN_LENGTHS } from "../../qr/fields/iban.js";
import { mod97 } from "../../qr/fields/mod97.js";
import { mod10RecursiveCheckDigit } from "../../qr/fields/qr-reference.js";
import { compact, optional } from "./content-arbitraries.js";

// Expected payloads written by hand from each standard (EPC069-12, Swiss IG QR-bill 2.3, NPCI UPI linking
// specification, BCB Pix manual, EMV QRCPS-MPM, BezahlCode, BIP 21, BOLT 11, ERC-681, Monero URI, Solana Pay).

/** The BOLT 11 test vector "coffee beans" invoice (25 mBTC). */
export const BOLT11_COFFEE_BEANS =
  "lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqpqsq67gye39hfg3zd8rgc80k32tvy9xk2xunwm5lzexnvpx6fd77en8qaq424dxgt56cag2dpt359k3ssyhetktkpqh24jqnjyw6uqd08sgptq44qu";
/** The BOLT 11 test vector "1 cup coffee" invoice (2500 µBTC, one minute expiry). */
export const BOLT11_COFFEE =
  "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp";
/** The LNURL of the LUD-01 example. */
export const LNURL_LUD01 =
  "lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns";
/** The Monero General Fund's donation address. */
export const XMR_GENERAL_FUND =
  "44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A";

/** The creditor of the Swiss Implementation Guidelines' example bills as the bill writes it: a structured address (S). */
export const SWISS_EXAMPLE_CREDITOR = ["S", "Robert Schneider AG", "Rue du Lac", "1268", "2501", "Biel", "CH"];

/** The payload of each payment type's catalog example, in catalog order. */
export const PAYMENT_EXAMPLE_PAYLOADS: Record<string, string> = {
  epc_sepa:
    "BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code",
  swiss_qr_bill: [
    "SPC",
    "0200",
    "1",
    "CH4431999123000889012",
    ...SWISS_EXAMPLE_CREDITOR,
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

// Arbitraries of canonical content: what build writes is what parse gives back.
const text = (chars: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength, maxLength });
/** Text of a mandatory name field, which the payment types refuse when it is only spaces: never blank. */
const nameText = (chars: string, minLength: number, maxLength: number) =>
  text(chars, minLength, maxLength).filter((name) => name.trim() !== "");
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
const swissAddress = compact(
  fc.record({
    // The bill refuses a blank name or town (IG v2.3: mandatory fields): none is generated.
    name: nameText(LATIN, 1, 70),
    street: optional(text(LATIN, 1, 70)),
    building_number: optional(text(ALNUM, 1, 16)),
    postal_code: text(ALNUM, 1, 16),
    town: nameText(LATIN, 1, 35),
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

/** An arbitrary of canonical contents per payment type. */
export const PAYMENT_CONTENTS: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  epc_sepa: fc
    .record({
      name: nameText(LATIN, 1, 40),
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
      name: nameText(ANY, 1, 60),
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
