// `@qrbar/core/style`: styled QR codes (module shapes, eyes, gradients, logos, frames), each proven to scan
// before it is returned; asynchronous, Node only (sharp and a decoder prove every code).
export * from "./errors/public.js";
export { generateStyledQr } from "./style/generate-styled-qr.js";
export { isStyled } from "./style/is-styled.js";
