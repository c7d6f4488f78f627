export { CLI_DECODERS, type ZxingReading, zbarimgText, zxingReaderText } from "./cli-decoders.js";
export { decodePng, readPngPixels } from "./decode-symbols.js";
export { delimiterText, HOSTILE, hostileText } from "./hostile-text.js";
export { type PhotoPlacement, phonePhoto } from "./photo-fixture.js";
