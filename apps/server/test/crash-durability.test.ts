import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startServer, stopServer } from "../src/testing/index.js";

describe("the embedded store survives kill -9", () => {
  it("serves all 50 acknowledged codes, byte for byte, after SIGKILL and a restart", async () => {
    const env = { STORAGE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), "qrbar-crash-")), "codes.sqlite")}` };
    const first = await startServer(env);
    const created: Array<{ id: number; bytes: Buffer; format: string }> = [];
    for (let i = 0; i < 50; i++) {
      const format = i % 5 === 0 ? "SVG" : "PNG";
      const res = await fetch(`${first.baseUrl}/api/qr/generate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "text", content: { text: `code ${i}` }, customization: { format } }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { qr_id: number; image_base64: string };
      created.push({ id: body.qr_id, bytes: Buffer.from(body.image_base64.split(",")[1] as string, "base64"), format });
    }
    expect(await stopServer(first, "SIGKILL")).toBeNull();

    const second = await startServer(env);
    try {
      for (const code of created) {
        const res = await fetch(`${second.baseUrl}/api/qr/download/${code.id}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe(code.format === "PNG" ? "image/png" : "image/svg+xml");
        expect(Buffer.from(await res.arrayBuffer()).equals(code.bytes)).toBe(true);
      }
    } finally {
      expect(await stopServer(second, "SIGTERM")).toBe(0);
    }
  });

  it("refuses a bad setting at start with one sentence and exit code 1", async () => {
    await expect(startServer({ RETENTION_DAYS: "forever" })).rejects.toThrow(
      /exited with 1 before listening:\nqrbar: RETENTION_DAYS must be a whole number from 1 to 36500; got 'forever'/,
    );
  });
});
