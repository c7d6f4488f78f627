// Content schemas of the payment QR types: bank transfers, payment apps, cryptocurrencies.
import type { TObject } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";
import { amountSchema, bicSchema, ethereumAddressSchema, ibanSchema, stringEnum } from "./fields.js";

/** A UPI ID (virtual payment address): a handle, `@`, and the payment service provider's name. */
const UPI_VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** Currencies PayPal accepts; HUF, JPY and TWD take no decimals. */
const PAYPAL_CURRENCIES =
  "AUD BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF ILS JPY MXN MYR NOK NZD PHP PLN SEK SGD THB TWD USD".split(" ");

const swissText = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description });

const swissAddressSchema = (who: string) =>
  Type.Object(
    {
      name: swissText(70, `${who}'s name or company, at most 70 characters.`),
      street: Type.Optional(swissText(70, "Street, at most 70 characters.")),
      building_number: Type.Optional(swissText(16, "Building number, at most 16 characters.")),
      postal_code: swissText(16, "Postal code without country prefix, at most 16 characters."),
      town: swissText(35, "Town, at most 35 characters."),
      country: Type.String({
        pattern: "^[A-Za-z]{2}$",
        errorMessage: "must be a two-letter ISO 3166 country code such as CH",
        description: "ISO 3166-1 alpha-2 country code.",
      }),
    },
    { additionalProperties: false, description: `${who}'s structured address (address type S).` },
  );

const solanaPublicKeySchema = (description: string) =>
  Type.String({
    minLength: 32,
    maxLength: 44,
    pattern: "^[1-9A-HJ-NP-Za-km-z]+$",
    errorMessage: "must be a base58 Solana public key (32 to 44 characters, no 0, O, I or l)",
    description,
  });

const baseUnitsSchema = (description: string) =>
  Type.String({
    maxLength: 100,
    pattern: "^\\d+(\\.\\d+)?([eE]\\d+)?$",
    errorMessage: "must be a whole number of the smallest unit, such as 1000000000000000000 or 1e18",
    description,
  });

const emvDataObjectSchema = (description: string) =>
  Type.Object(
    {
      id: Type.String({
        pattern: "^(0[1-9]|[1-9][0-9])$",
        errorMessage: "must be a two-digit data object ID from 01 to 99",
        description: "Two-digit ID.",
      }),
      value: Type.String({ minLength: 1, maxLength: 99, description: "Value, printable ASCII (accents are dropped)." }),
    },
    { additionalProperties: false, description },
  );

const emvAccountSchema = Type.Object(
  {
    id: Type.String({
      pattern: "^(0[2-9]|[1-4][0-9]|5[01])$",
      errorMessage: "must be a merchant account ID from 02 to 51",
      description: "02..25: a payment network's primitive (Visa 02-03, Mastercard 04-05, ...); 26..51: a template.",
    }),
    value: Type.Optional(
      Type.String({ minLength: 1, maxLength: 99, description: "Value of a primitive (IDs 02..25)." }),
    ),
    globally_unique_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 32,
        description: "Template (IDs 26..51) sub-object 00: reverse domain name or AID of the scheme, e.g. SG.PAYNOW.",
      }),
    ),
    fields: Type.Optional(
      Type.Array(emvDataObjectSchema("A template sub-object."), {
        minItems: 1,
        maxItems: 20,
        description: "Template sub-objects 01..99 in order (the scheme defines them).",
      }),
    ),
  },
  { additionalProperties: false, description: "Merchant account information (IDs 02..51)." },
);

/**
 * The fields every SEPA credit transfer code names its payee with: name, IBAN, optional BIC, optional amount in
 * euros (EPC QR and BezahlCode alike).
 */
const sepaTransferFields = (party: string, bicDescription: string) => ({
  name: Type.String({ minLength: 1, maxLength: 70, description: `${party} name, at most 70 characters.` }),
  iban: ibanSchema(`${party} IBAN; checked against its country's length and the mod-97 check digits.`),
  bic: Type.Optional(bicSchema(bicDescription)),
  amount: Type.Optional(amountSchema("Amount in euros, 0.01 to 999999999.99, at most 2 decimals.")),
});

/** Content of the `bezahlcode` QR type (BezahlCode SEPA transfer). */
export const BezahlcodeContentSchema = Type.Object(
  {
    ...sepaTransferFields("Payee", "Payee bank's BIC."),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 140,
        description: "Remittance text (Verwendungszweck), at most 140 characters.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `cashapp` QR type (Cash App payment). */
export const CashappContentSchema = Type.Object(
  {
    cashtag: Type.String({
      pattern: "^\\$?(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{1,20}$",
      errorMessage: "must be a $Cashtag: 1 to 20 letters, digits or _, at least one letter (the $ is optional)",
      description: "$Cashtag, with or without the $.",
    }),
    amount: Type.Optional(amountSchema("Amount in US dollars, at most 2 decimals.")),
  },
  { additionalProperties: false },
);

/** Content of the `emvco_merchant` QR type (EMVCo merchant QR (PayNow, PromptPay, QRIS, ...)). */
export const EmvcoMerchantContentSchema = Type.Object(
  {
    merchant_accounts: Type.Array(emvAccountSchema, {
      minItems: 1,
      maxItems: 50,
      description: "Merchant account information objects as the payment scheme defines them.",
    }),
    merchant_category_code: Type.String({
      pattern: "^[0-9]{4}$",
      errorMessage: "must be a 4-digit merchant category code (ISO 18245)",
      description: "ISO 18245 merchant category code; 0000 where the scheme has none.",
    }),
    currency: Type.String({
      pattern: "^[0-9]{3}$",
      errorMessage: "must be an ISO 4217 numeric currency code such as 702 (SGD)",
      description: "ISO 4217 numeric currency code (702 SGD, 764 THB, 360 IDR, ...).",
    }),
    amount: Type.Optional(
      amountSchema(
        "Transaction amount, at most 13 characters, with no more decimals than the currency's ISO 4217 minor unit (JPY 0, EUR 2, KWD 3).",
      ),
    ),
    country_code: Type.String({
      pattern: "^[A-Za-z]{2}$",
      errorMessage: "must be a two-letter ISO 3166 country code such as SG",
      description: "ISO 3166-1 alpha-2 country code of the merchant.",
    }),
    merchant_name: Type.String({ minLength: 1, maxLength: 25, description: "Merchant name, at most 25 characters." }),
    merchant_city: Type.String({ minLength: 1, maxLength: 15, description: "Merchant city, at most 15 characters." }),
    postal_code: Type.Optional(
      Type.String({ minLength: 1, maxLength: 10, description: "Postal code, at most 10 characters." }),
    ),
    point_of_initiation: Type.Optional(
      stringEnum(
        ["static", "dynamic"],
        "static (01 = 11, reusable) or dynamic (01 = 12, one payment); left out when not stated.",
      ),
    ),
    additional_data: Type.Optional(
      Type.Array(
        emvDataObjectSchema("An additional data object (01 bill number, 05 reference label, 07 terminal ...)."),
        {
          minItems: 1,
          maxItems: 20,
          description: "Additional data field template (62) objects.",
        },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `epc_sepa` QR type (SEPA credit transfer (EPC QR / GiroCode)). */
export const EpcSepaContentSchema = Type.Object(
  {
    ...sepaTransferFields("Beneficiary", "Beneficiary bank's BIC; optional within the EEA (version 002)."),
    purpose: Type.Optional(
      Type.String({
        pattern: "^[A-Z]{4}$",
        errorMessage: "must be a 4-letter ISO 20022 purpose code such as CHAR or GDDS",
        description:
          "ISO 20022 purpose code of 4 capital letters (e.g. CHAR for charity). The form is checked; the code itself against the ExternalPurpose1Code list, which changes quarterly, by the payer's bank.",
      }),
    ),
    reference: Type.Optional(
      Type.String({
        minLength: 5,
        maxLength: 35,
        description:
          "Structured remittance: an ISO 11649 creditor reference (RF...), checked. Not with remittance_text.",
      }),
    ),
    remittance_text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 140,
        description: "Unstructured remittance information, at most 140 characters. Not with reference.",
      }),
    ),
    information: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 70,
        description: "Beneficiary to originator information shown to the payer, at most 70 characters.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `ethereum` QR type (Ethereum payment (ERC-681)). */
export const EthereumContentSchema = Type.Object(
  {
    address: ethereumAddressSchema("Recipient address."),
    chain_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description: "EIP-155 chain id (1 mainnet, 137 Polygon, ...).",
      }),
    ),
    value: Type.Optional(
      baseUnitsSchema("Amount in the smallest unit: wei for ether (1 ETH = 1e18), the token's base unit with token."),
    ),
    token: Type.Optional(ethereumAddressSchema("ERC-20 token contract to pay in (e.g. USDC); ether when left out.")),
  },
  { additionalProperties: false },
);

/** Content of the `lightning` QR type (Lightning payment (BOLT 11 / LNURL)). */
export const LightningContentSchema = Type.Object(
  {
    invoice: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2000,
        description:
          "BOLT 11 mainnet invoice (lnbc...); its bech32 checksum and structure are verified. Either invoice or lnurl.",
      }),
    ),
    lnurl: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2000,
        description: "LNURL (lnurl1...), or the https:// address to encode as one (LUD-01). Either invoice or lnurl.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `monero` QR type (Monero payment). */
export const MoneroContentSchema = Type.Object(
  {
    address: Type.String({
      minLength: 95,
      maxLength: 106,
      description: "Mainnet address: standard (4..., 95 characters), subaddress (8..., 95) or integrated (4..., 106).",
    }),
    amount: Type.Optional(amountSchema("Amount in XMR, at most 12 decimals.")),
    recipient_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "Name of the recipient." })),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "What the payment is for." })),
  },
  { additionalProperties: false },
);

/** Content of the `paypal` QR type (PayPal.Me payment). */
export const PaypalContentSchema = Type.Object(
  {
    username: Type.String({
      pattern: "^[A-Za-z0-9]{1,20}$",
      errorMessage: "must be a PayPal.Me name: 1 to 20 letters or digits",
      description: "PayPal.Me name (what follows paypal.me/).",
    }),
    amount: Type.Optional(amountSchema("Amount to request; 2 decimals at most (none for HUF, JPY, TWD).")),
    currency: Type.Optional(stringEnum(PAYPAL_CURRENCIES, "ISO 4217 code of a currency PayPal accepts; needs amount.")),
  },
  { additionalProperties: false },
);

/** Content of the `pix` QR type (Pix payment (Brazil)). */
export const PixContentSchema = Type.Object(
  {
    key: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 77,
        description:
          "Pix key of a static code: CPF, CNPJ, +55 phone, e-mail or random key (UUID); check digits are verified. Either key or url.",
      }),
    ),
    url: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 77,
        pattern: "^[^\\s/:]+\\.[^\\s/:]+/\\S*$",
        errorMessage: "must be the payload location without https://, such as pix.example.com/qr/v2/9d36b84f",
        description:
          "Payload location of a dynamic Pix issued by the payee's PSP, without https://. Either key or url.",
      }),
    ),
    merchant_name: Type.String({
      minLength: 1,
      maxLength: 25,
      description: "Payee name, at most 25 characters; accents are dropped.",
    }),
    merchant_city: Type.String({
      minLength: 1,
      maxLength: 15,
      description: "Payee city, at most 15 characters; accents are dropped.",
    }),
    amount: Type.Optional(amountSchema("Amount in reais, at most 2 decimals; leave out to let the payer enter it.")),
    description: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 72,
        description: "Message to the payer (infoAdicional); key and message together fit 99 characters of template 26.",
      }),
    ),
    txid: Type.Optional(
      Type.String({
        pattern: "^[A-Za-z0-9]{1,25}$",
        errorMessage: "must be 1 to 25 letters or digits",
        description: "Transaction id (reference label, 62/05), letters and digits only.",
      }),
    ),
    merchant_category_code: Type.Optional(
      Type.String({
        pattern: "^[0-9]{4}$",
        errorMessage: "must be a 4-digit merchant category code (ISO 18245)",
        description: "Merchant category code; 0000 when left out.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `solana` QR type (Solana Pay transfer). */
export const SolanaContentSchema = Type.Object(
  {
    recipient: solanaPublicKeySchema("Recipient wallet: a base58 32-byte public key."),
    amount: Type.Optional(amountSchema("Amount of SOL (or of the SPL token), at most 9 decimals.")),
    spl_token: Type.Optional(solanaPublicKeySchema("Mint of the SPL token to pay in (e.g. USDC); SOL when left out.")),
    references: Type.Optional(
      Type.Array(solanaPublicKeySchema("Reference key to find the transaction on chain."), {
        minItems: 1,
        maxItems: 10,
        description: "Reference public keys, in order.",
      }),
    ),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "Who requests the payment." })),
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "What the payment is for." })),
    memo: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description: "Text for an SPL Memo instruction (public on chain).",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `swiss_qr_bill` QR type (Swiss QR-bill). */
export const SwissQrBillContentSchema = Type.Object(
  {
    iban: ibanSchema("Creditor account: a CH or LI IBAN, or a QR-IBAN (institution id 30000-31999)."),
    creditor: swissAddressSchema("Creditor"),
    amount: Type.Optional(
      amountSchema("Amount, 0.01 to 999999999.99, at most 2 decimals; leave out to let the payer fill it in."),
    ),
    currency: stringEnum(["CHF", "EUR"], "Currency: Swiss francs or euros."),
    debtor: Type.Optional(swissAddressSchema("Debtor")),
    reference: Type.Optional(
      Type.String({
        minLength: 5,
        maxLength: 40,
        description:
          "With a QR-IBAN: a 27-digit QR reference (QRR, modulo-10 recursive check digit). With a normal IBAN: an ISO 11649 creditor reference (RF...), or nothing. Spaces are removed.",
      }),
    ),
    message: Type.Optional(
      swissText(140, "Unstructured message; with bill_information at most 140 characters together."),
    ),
    bill_information: Type.Optional(swissText(140, "Structured bill information (e.g. Swico S1 syntax).")),
    alternative_schemes: Type.Optional(
      Type.Array(swissText(100, "Parameters of an alternative scheme, at most 100 characters."), {
        minItems: 1,
        maxItems: 2,
        description: "Up to two alternative procedures.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `upi` QR type (UPI payment (India)). */
export const UpiContentSchema = Type.Object(
  {
    vpa: Type.String({
      maxLength: 321,
      pattern: UPI_VPA.source,
      errorMessage: "must be a UPI ID such as shop@okaxis (letters, digits, . _ -, then @ and the provider)",
      description: "Payee UPI ID (virtual payment address), `pa`.",
    }),
    name: Type.String({ minLength: 1, maxLength: 99, description: "Payee name, `pn`." }),
    amount: Type.Optional(
      amountSchema("Amount in rupees, at most 2 decimals, `am`; leave out to let the payer enter it."),
    ),
    note: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, description: "Transaction note, `tn`, at most 50 characters." }),
    ),
    reference: Type.Optional(
      Type.String({
        pattern: "^[A-Za-z0-9-]{1,35}$",
        errorMessage: "must be 1 to 35 letters, digits or dashes",
        description: "Transaction reference (order or bill number), `tr`.",
      }),
    ),
    merchant_code: Type.Optional(
      Type.String({
        pattern: "^[0-9]{4}$",
        errorMessage: "must be a 4-digit merchant category code (ISO 18245)",
        description: "Merchant category code, `mc`, for merchant payments.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Content of the `venmo` QR type (Venmo payment). */
export const VenmoContentSchema = Type.Object(
  {
    username: Type.String({
      pattern: "^@?[A-Za-z0-9_-]{5,30}$",
      errorMessage: "must be a Venmo username: 5 to 30 letters, digits, - or _ (a leading @ is dropped)",
      description: "Venmo username; a leading @ is dropped.",
    }),
    amount: Type.Optional(amountSchema("Amount in US dollars, at most 2 decimals.")),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 280, description: "What the payment is for." })),
  },
  { additionalProperties: false },
);

/** How one Bitcoin-style coin's content differs from the others'. */
interface Bip21Fields {
  /** Unit for descriptions: `BTC`. */
  readonly unit: string;
  readonly addressDescription: string;
  /** Whether the URI may carry a BOLT 11 invoice in `lightning=` (unified Bitcoin QR). */
  readonly lightning?: boolean;
}

const bip21Properties = (coin: Bip21Fields) => ({
  address: Type.String({ minLength: 25, maxLength: 128, description: coin.addressDescription }),
  amount: Type.Optional(amountSchema(`Amount in ${coin.unit}, at most 8 decimals (never scientific notation).`)),
  label: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "Name of the recipient." })),
  message: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "Note describing the payment." })),
  lightning: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 2000,
      description: "BOLT 11 invoice for the same payment (unified QR): Lightning wallets pay it, others pay on-chain.",
    }),
  ),
});

/**
 * Content of a BIP 21-style payment URI; `lightning` is a field only where the coin takes it (typed optional
 * for every coin, so the core reads all of them alike).
 */
function bip21Schema(coin: Bip21Fields) {
  const { lightning, ...base } = bip21Properties(coin);
  return Type.Object(coin.lightning ? { ...base, lightning } : base, {
    additionalProperties: false,
  }) as TObject<ReturnType<typeof bip21Properties>>;
}

/** Content of the `bitcoin` QR type (Bitcoin payment). */
export const BitcoinContentSchema = bip21Schema({
  unit: "BTC",
  addressDescription:
    "Mainnet address: P2PKH 1..., P2SH 3... (base58check) or segwit bc1q.../taproot bc1p... (bech32/bech32m); checksums are verified.",
  lightning: true,
});

/** Content of the `litecoin` QR type (Litecoin payment). */
export const LitecoinContentSchema = bip21Schema({
  unit: "LTC",
  addressDescription:
    "Mainnet address: L..., M... or 3... (base58check) or ltc1... (bech32/bech32m); checksums are verified.",
});

/** Content of the `dogecoin` QR type (Dogecoin payment). */
export const DogecoinContentSchema = bip21Schema({
  unit: "DOGE",
  addressDescription: "Mainnet address: D... (P2PKH) or 9.../A... (P2SH), base58check verified.",
});

/** Content of the `bitcoincash` QR type (Bitcoin Cash payment). */
export const BitcoincashContentSchema = bip21Schema({
  unit: "BCH",
  addressDescription:
    "CashAddr (q... P2PKH, p... P2SH, z.../r... token-aware), with or without bitcoincash:; checksum verified.",
});

/** The content schemas of the payment QR types, by type key, in catalog order. */
export const PAYMENT_CONTENT_SCHEMAS = {
  epc_sepa: EpcSepaContentSchema,
  swiss_qr_bill: SwissQrBillContentSchema,
  upi: UpiContentSchema,
  pix: PixContentSchema,
  emvco_merchant: EmvcoMerchantContentSchema,
  bezahlcode: BezahlcodeContentSchema,
  paypal: PaypalContentSchema,
  venmo: VenmoContentSchema,
  cashapp: CashappContentSchema,
  bitcoin: BitcoinContentSchema,
  lightning: LightningContentSchema,
  ethereum: EthereumContentSchema,
  litecoin: LitecoinContentSchema,
  bitcoincash: BitcoincashContentSchema,
  dogecoin: DogecoinContentSchema,
  monero: MoneroContentSchema,
  solana: SolanaContentSchema,
};
