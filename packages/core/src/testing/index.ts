export { decodePng, readPngPixels } from "./decode-symbols.js";
export { type PhotoPlacement, phonePhoto } from "./photo-fixture.js";
export { readTerminalBlocks } from "./terminal-blocks.js";
