export { decodePng, readPngPixels } from "./decode-symbols.js";
