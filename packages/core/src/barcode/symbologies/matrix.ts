import { ANY_TEXT, REED_SOLOMON } from "../content/character-classes.js";
import { characterSet } from "../content/character-set.js";
import { gs1Strings } from "../content/gs1-strings.js";
import { numberInRange } from "../content/number-range.js";
import { encoderError } from "../engine/encoder-error.js";
import { firstEncodable } from "../engine/first-encodable.js";
import { defineSymbology } from "../symbology.js";

const matrix = { shape: "matrix", family: "matrix" } as const;

const datamatrix = defineSymbology({
  ...matrix,
  key: "datamatrix",
  label: "Data Matrix (ECC 200)",
  bcid: "datamatrix",
  quietZone: [1, 1],
  example: "https://example.com/p/12345",
  ...characterSet({ ...ANY_TEXT, check: REED_SOLOMON, capacity: 3116 }),
});

const datamatrix_rectangular = defineSymbology({
  ...matrix,
  key: "datamatrix_rectangular",
  label: "Data Matrix (rectangular)",
  bcid: "datamatrixrectangular",
  quietZone: [1, 1],
  example: "SN 12345678",
  ...characterSet({
    ...ANY_TEXT,
    check: REED_SOLOMON,
    capacity: 98,
    notes: "Up to 49 letters in the largest (16 x 48).",
  }),
});

const gs1_datamatrix = defineSymbology({
  ...matrix,
  key: "gs1_datamatrix",
  label: "GS1 Data Matrix",
  bcid: "gs1datamatrix",
  quietZone: [1, 1],
  example: "(01)09521234543213(17)280508(10)ABCD1234",
  ...gs1Strings({ notes: "Error correction: Reed-Solomon, inside the symbol." }),
});

const qrcode = defineSymbology({
  ...matrix,
  key: "qrcode",
  label: "QR Code (as a barcode type)",
  bcid: "qrcode",
  quietZone: [4, 4],
  example: "https://example.com",
  options: { eclevel: "M" },
  ...characterSet({
    ...ANY_TEXT,
    check: { check_digit: "internal", check_algorithm: "Reed-Solomon error correction, level M" },
    capacity: 5596,
    notes: "Plain text at error-correction level M; POST /api/qr/generate has typed content and more options.",
  }),
});

const gs1_qrcode = defineSymbology({
  ...matrix,
  key: "gs1_qrcode",
  label: "GS1 QR Code",
  bcid: "gs1qrcode",
  quietZone: [4, 4],
  example: "(01)09521234543213(10)ABC123",
  ...gs1Strings({ notes: "Error correction: Reed-Solomon, level M." }),
});

const microqr = defineSymbology({
  ...matrix,
  key: "microqr",
  label: "Micro QR Code",
  bcid: "microqrcode",
  quietZone: [2, 2],
  example: "12345678",
  ...characterSet({
    ...ANY_TEXT,
    check: REED_SOLOMON,
    capacity: 35,
    notes: "Version M4 holds 21 capitals and digits, or 15 bytes.",
  }),
});

/** rMQR versions, smallest area first: the first that holds the content is used. */
const RMQR_VERSIONS = [7, 9, 11, 13, 15, 17]
  .flatMap((rows) => [27, 43, 59, 77, 99, 139].map((columns) => ({ rows, columns })))
  .filter(({ rows, columns }) => columns !== 27 || rows === 11 || rows === 13)
  .sort((a, b) => a.rows * a.columns - b.rows * b.columns)
  .map(({ rows, columns }) => `R${rows}x${columns}`);

const rmqrText = characterSet({
  ...ANY_TEXT,
  check: REED_SOLOMON,
  capacity: 361,
  notes: "The smallest rMQR version (R7x43 to R17x139) that holds the content is used; the largest holds 150 bytes.",
});

const rmqr = defineSymbology({
  ...matrix,
  key: "rmqr",
  label: "rMQR (rectangular Micro QR)",
  bcid: "rectangularmicroqrcode",
  quietZone: [2, 2],
  example: "https://example.com",
  content: rmqrText.content,
  prepare(content, key) {
    const prepared = rmqrText.prepare(content, key);
    try {
      const version = firstEncodable({ bcid: "rectangularmicroqrcode", text: content }, "version", RMQR_VERSIONS);
      return { ...prepared, options: { version } };
    } catch (error) {
      throw encoderError(error, key, content);
    }
  },
});

const aztec = defineSymbology({
  ...matrix,
  key: "aztec",
  label: "Aztec Code",
  bcid: "azteccode",
  quietZone: [1, 1],
  example: "Aztec 1234",
  ...characterSet({
    ...ANY_TEXT,
    check: REED_SOLOMON,
    capacity: 3832,
    notes: "Aztec needs no quiet zone; one module is kept.",
  }),
});

const aztec_rune = defineSymbology({
  ...matrix,
  key: "aztec_rune",
  label: "Aztec Rune",
  bcid: "aztecrune",
  quietZone: [1, 1],
  example: "25",
  content: {
    characters: "digits 0-9: a number from 0 to 255",
    length: "1 to 3 digits",
    pattern: "^(?:0|[1-9]\\d{0,2})$",
    check_digit: "internal",
    check_algorithm: "Reed-Solomon",
    notes: "Scanners report the value as 3 digits (025).",
  },
  prepare(content, key) {
    numberInRange(0, 255)(content, key);
    return { text: content, payload: content.padStart(3, "0"), hri: content };
  },
});

const hanxin = defineSymbology({
  ...matrix,
  key: "hanxin",
  label: "Han Xin Code",
  bcid: "hanxin",
  quietZone: [3, 3],
  example: "Han Xin 1234",
  ...characterSet({ ...ANY_TEXT, check: REED_SOLOMON, capacity: 6522 }),
});

const dotcode = defineSymbology({
  key: "dotcode",
  label: "DotCode",
  bcid: "dotcode",
  shape: "dots",
  family: "matrix",
  quietZone: [3, 3],
  example: "DotCode 1234",
  ...characterSet({
    ...ANY_TEXT,
    check: REED_SOLOMON,
    capacity: 2000,
    notes: "Printed as dots, for high-speed inkjet marking.",
  }),
});

/** A UPS structured carrier message: `[)>` RS `01` GS year, then the postcode up to the next GS. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: RS and GS are the message's separators.
const CARRIER_MESSAGE = /^\[\)>\x1e01\x1d\d{2}([^\x1d]*)\x1d/;

const maxicodeText = characterSet({
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Latin-1's control characters are valid content here.
  chars: /[\x00-\xff]/,
  characters: "ISO 8859-1 (Latin-1) characters",
  check: REED_SOLOMON,
  capacity: 138,
  notes:
    "Fixed size (33 rows of 30 hexagons): at most 93 capitals, digits and punctuation; fewer when the text mixes lower case or other Latin-1 characters in. A UPS structured carrier message ([)> RS 01 GS year postcode GS country GS class GS ...) is encoded in mode 2 (numeric postcode) or 3 (alphanumeric), other text in mode 4.",
});

const maxicode = defineSymbology({
  key: "maxicode",
  label: "MaxiCode",
  bcid: "maxicode",
  shape: "hexagons",
  family: "matrix",
  quietZone: [1, 1],
  example: "MaxiCode 1234",
  options: { binarytext: true },
  content: maxicodeText.content,
  prepare(content, key) {
    const prepared = maxicodeText.prepare(content, key);
    const postcode = CARRIER_MESSAGE.exec(content)?.[1];
    return postcode === undefined ? prepared : { ...prepared, options: { mode: /^\d+$/.test(postcode) ? 2 : 3 } };
  },
});

/** Matrix (2D) symbologies. */
export const MATRIX_SYMBOLOGIES = [
  datamatrix,
  datamatrix_rectangular,
  gs1_datamatrix,
  qrcode,
  gs1_qrcode,
  microqr,
  rmqr,
  aztec,
  aztec_rune,
  hanxin,
  dotcode,
  maxicode,
];
