export { TcpProxy } from "../storage/tcp-proxy.js";
export { freePort, serverReachable, TEST_POSTGRES_URL } from "../storage/test-servers.js";
export { decodePng, readPngPixels } from "./decode-symbols.js";
export { type PhotoPlacement, phonePhoto } from "./photo-fixture.js";
