// The plain Fastify baselines of http.bench.ts, one per process (`startBaseline` in server.ts runs this):
//   empty   GET /  ->  {}  (the most a Fastify process answers)
//   qrcode  POST /api/qr/generate with our request body  ->  { image_base64: qrcode.toBuffer(url, 300 px) as a
//           data URI }  (the usual stack)
// Logs "listening on port N" to stdout once it listens; closes on SIGTERM.
import Fastify from "fastify";
import QRCode from "qrcode";

const kind = process.argv[2];
const app = Fastify({ logger: false });
if (kind === "empty") {
  app.get("/", async () => ({}));
} else if (kind === "qrcode") {
  app.post<{ Body: { content: { url: string } } }>("/api/qr/generate", async (request) => {
    const png = await QRCode.toBuffer(request.body.content.url, { width: 300 });
    return { image_base64: `data:image/png;base64,${png.toString("base64")}` };
  });
} else {
  process.stderr.write(`baseline-server: unknown baseline '${kind}' (empty, qrcode)\n`);
  process.exit(2);
}
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.stdout.write(`listening on port ${typeof address === "object" && address ? address.port : ""}\n`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
