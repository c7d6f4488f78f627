// The QR functions a library user calls: strings in, strings or bytes out, camelCase options.

export { qrMatrix } from "./qr-matrix.js";
export type { QrMatrixOptions, QrOptions, QrPngOptions, QrSvgOptions, QrTerminalOptions } from "./qr-options.js";
export { type QrPayload, qrPayload } from "./qr-payload.js";
export { qrPng } from "./qr-png.js";
export { qrSvg } from "./qr-svg.js";
export { qrTerminal } from "./qr-terminal.js";
