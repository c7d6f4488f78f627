import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startRedisServer } from "@qrbar/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dropRedisKeys,
  redisReachable,
  type ServerProcess,
  startServer,
  stopServer,
  testRedisPrefix,
} from "../src/testing/index.js";

// What an acknowledged generation survives over Redis (docs/storage.md), proved with real processes:
// the qrbar server killed with SIGKILL, and a private redis-server killed with SIGKILL, with and
// without an append-only file.

const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;
const sharedUp = await redisReachable();
if (process.env.CI && !hasRedisServer) throw new Error("CI needs redis-server on this machine");

interface Generated {
  readonly id: number;
  readonly bytes: Buffer;
}

/** Generates `count` QR codes through the server's API and returns what it acknowledged. */
async function generate(server: ServerProcess, count: number): Promise<Generated[]> {
  const created: Generated[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${server.baseUrl}/api/qr/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "text", content: { text: `durable ${i}` } }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { qr_id: number; image_base64: string };
    created.push({ id: body.qr_id, bytes: Buffer.from(body.image_base64.split(",")[1] as string, "base64") });
  }
  return created;
}

/** The status of each code's download, and whether the bytes are the acknowledged ones. */
async function download(server: ServerProcess, codes: readonly Generated[]): Promise<Array<[number, boolean]>> {
  return Promise.all(
    codes.map(async ({ id, bytes }) => {
      const res = await fetch(`${server.baseUrl}/api/qr/download/${id}`);
      return [res.status, Buffer.from(await res.arrayBuffer()).equals(bytes)] as [number, boolean];
    }),
  );
}

/** Waits until the server's health check sees its storage again. */
async function healthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await fetch(`${server.baseUrl}/api/health`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`storage did not come back:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts redis-server in the foreground (so it can be SIGKILLed) and resolves once it accepts connections. */
const startRedis = (port: number, dir: string, appendOnly: boolean): Promise<ChildProcess> =>
  startRedisServer(port, dir, ["--appendonly", appendOnly ? "yes" : "no"]);

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

describe.runIf(sharedUp)("codes stored in Redis", () => {
  const { prefix, storageUrl } = testRedisPrefix();
  afterAll(() => dropRedisKeys(prefix));

  it("are all served, byte for byte, after the qrbar server is killed with SIGKILL and restarted", async () => {
    const env = { STORAGE_URL: storageUrl, RETENTION_DAYS: "1" };
    const first = await startServer(env);
    const codes = await generate(first, 50);
    expect(await stopServer(first, "SIGKILL")).toBeNull();

    const second = await startServer(env);
    try {
      expect(await download(second, codes)).toEqual(codes.map(() => [200, true]));
    } finally {
      expect(await stopServer(second, "SIGTERM")).toBe(0);
    }
  });
});

describe.runIf(hasRedisServer)("codes stored in a Redis that is killed with SIGKILL and restarted", () => {
  // One private redis-server on its own port and directory, restarted in each mode, behind one qrbar server.
  const dir = mkdtempSync(join(tmpdir(), "qrbar-redis-"));
  let port = 0;
  let redis: ChildProcess | undefined;
  let server: ServerProcess | undefined;
  const restartRedis = async (appendOnly: boolean) => {
    if (redis) await kill(redis);
    redis = await startRedis(port, dir, appendOnly);
  };
  beforeAll(async () => {
    port = await freePort();
    await restartRedis(true);
    server = await startServer({ STORAGE_URL: `redis://127.0.0.1:${port}/0`, RETENTION_DAYS: "1" });
  });
  afterAll(async () => {
    if (server) expect(await stopServer(server, "SIGTERM")).toBe(0);
    if (redis) await kill(redis);
  });

  it.each([
    ["with appendonly yes (AOF, fsync every second)", 200, true, true],
    ["without persistence (appendonly no, no snapshots)", 404, false, false],
  ])("%s: downloads answer %i afterwards", async (_, status, appendOnly, sameBytes) => {
    const qrbar = server as ServerProcess;
    await restartRedis(appendOnly);
    await healthy(qrbar);
    const codes = await generate(qrbar, 20);
    await kill(redis as ChildProcess);
    expect((await fetch(`${qrbar.baseUrl}/api/health`)).status).toBe(503);
    await restartRedis(appendOnly);
    await healthy(qrbar);
    expect(await download(qrbar, codes)).toEqual(codes.map(() => [status, sameBytes]));
  });
});
