export { type AnswerBody, dataUriBytes, expectGenerationAnswer, expectPngDownload } from "./generation-answer.js";
export { type FormPart, multipartBody } from "./multipart-body.js";
export { logLines, type ServerProcess, startServer, stopServer } from "./server-process.js";
export { buildTestApp, registeredRoutes } from "./test-app.js";
export { dropRedisKeys, redisCli, redisReachable, TEST_REDIS_URL, testRedisPrefix } from "./test-redis.js";
export { openSocket, parseAnswer, type RawAnswer, rawRequest, readUntilClose, requestText } from "./test-socket.js";
