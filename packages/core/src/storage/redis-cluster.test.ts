import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { describeCodeStoreConformance } from "../testing/code-store-conformance.js";
import { freePort, startRedisServer } from "../testing/test-servers.js";
import { openStorage } from "./create-store.js";

// A Redis Cluster of three primaries on loopback, started for this file and stopped after it.
const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedisServer && process.env.CI) throw new Error("CI needs redis-server for the Redis Cluster tests");

/** Starts a cluster-enabled redis-server and resolves once it accepts connections. */
const startNode = (port: number, dir: string): Promise<ChildProcess> =>
  startRedisServer(port, dir, [
    "--appendonly",
    "no",
    "--cluster-enabled",
    "yes",
    "--cluster-config-file",
    `nodes-${port}.conf`,
  ]);

/** Three primaries sharing the 16,384 slots, once the cluster says it is ok. */
async function startCluster(): Promise<{ ports: number[]; nodes: ChildProcess[] }> {
  const dir = mkdtempSync(join(tmpdir(), "qrbar-cluster-"));
  const ports: number[] = [];
  while (ports.length < 3) {
    const port = await freePort();
    if (port < 55_000 && !ports.includes(port)) ports.push(port); // the cluster bus listens on port + 10,000
  }
  const nodes = await Promise.all(ports.map((port) => startNode(port, dir)));
  const create = spawnSync(
    "redis-cli",
    ["--cluster", "create", ...ports.map((p) => `127.0.0.1:${p}`), "--cluster-replicas", "0", "--cluster-yes"],
    { encoding: "utf8", timeout: 20_000 },
  );
  if (create.status !== 0) throw new Error(`redis-cli --cluster create failed:\n${create.stdout}${create.stderr}`);
  for (let tries = 0; ; tries++) {
    const info = spawnSync("redis-cli", ["-p", String(ports[0]), "cluster", "info"], { encoding: "utf8" });
    if (info.stdout.includes("cluster_state:ok")) break;
    if (tries > 100) throw new Error(`the cluster did not become ok:\n${info.stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ports, nodes };
}

const cluster = hasRedisServer ? await startCluster() : undefined;

describe.runIf(cluster)("redis://...?cluster=true", () => {
  afterAll(() => {
    for (const node of cluster?.nodes ?? []) node.kill("SIGKILL");
  });
  let stores = 0;
  describeCodeStoreConformance("a Redis Cluster of three primaries", {
    storage: (options) =>
      openStorage(`redis://127.0.0.1:${cluster?.ports[1]}?cluster=true&prefix=c${++stores}`, options),
  });
});
