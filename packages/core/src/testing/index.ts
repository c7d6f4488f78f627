export { TcpProxy } from "../storage/tcp-proxy.js";
export {
  freePort,
  serverReachable,
  startRedisServer,
  TEST_POSTGRES_URL,
  TEST_REDIS_URL,
  uniqueName,
} from "../storage/test-servers.js";
export { CLI_DECODERS, type ZxingReading, zbarimgText, zxingReaderText } from "./cli-decoders.js";
export { CORPUS_DIR } from "./corpus.js";
export { decodePng, readPngPixels } from "./decode-symbols.js";
export { delimiterText, HOSTILE, hostileText } from "./hostile-text.js";
export { type PhotoPlacement, phonePhoto } from "./photo-fixture.js";
export { readTerminalBlocks } from "./terminal-blocks.js";
