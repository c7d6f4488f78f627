// The QR functions a library user calls: strings in, strings or bytes out, camelCase options. `qrPayload` is not
// here: it loads the types' registry, which the `@qrbar/core/qr` entry must not (see src/qr.ts).

export { qrEps } from "./qr-eps.js";
export { qrMatrix } from "./qr-matrix.js";
export type {
  QrEpsOptions,
  QrMatrixOptions,
  QrOptions,
  QrPdfOptions,
  QrPngOptions,
  QrSvgOptions,
  QrTerminalOptions,
} from "./qr-options.js";
export type { QrPayload } from "./qr-payload.js";
export { qrPdf } from "./qr-pdf.js";
export { qrPng } from "./qr-png.js";
export { qrSvg } from "./qr-svg.js";
export { qrTerminal } from "./qr-terminal.js";
