export { CHROMIUM, HAS_CHROMIUM, launchChromium } from "./chromium.js";
export { CLI_DECODERS, onPath, type ZxingReading, zbarimgRaw, zbarimgText, zxingReaderText } from "./cli-decoders.js";
export { CORPUS_DIR } from "./corpus.js";
export {
  type Corpus,
  type CorpusItem,
  type CorpusReading,
  type CorpusVerdict,
  corpusReading,
  type FolderCeiling,
  folderFloor,
  judgeReadings,
  readCorpus,
} from "./corpus-score.js";
export { decodePng, readPngPixels } from "./decode-symbols.js";
export { delimiterText, HOSTILE, hostileText } from "./hostile-text.js";
export { type PhotoPlacement, phonePhoto, photoGround } from "./photo-fixture.js";
export { rejectedQrbarError, thrownQrbarError } from "./qrbar-error-of.js";
export { type ScanSample, scanSamples } from "./scan-samples.js";
export { emblemLogo, iconSpriteLogo, nestedUseLogo, svgDataUrl, wordmarkLogo } from "./svg-logos.js";
export { TcpProxy } from "./tcp-proxy.js";
export { readTerminalBlocks } from "./terminal-blocks.js";
export {
  acceptsConnection,
  freePort,
  serverReachable,
  startRedisServer,
  type TakenPort,
  TEST_POSTGRES_URL,
  TEST_REDIS_URL,
  takePort,
  uniqueName,
} from "./test-servers.js";
export { untypedBarcodeRequest, untypedQrRequest } from "./untyped-request.js";
export {
  imagePage,
  inkCoverage,
  type PdfImage,
  pdfContent,
  pdfImages,
  pdfPageSize,
  pdfText,
  rasteriseEps,
  rasterisePdf,
  rasteriseVector,
  squareEdges,
  squarePage,
  VECTOR_TOOLS,
} from "./vector-files.js";
