// Storage back-ends: time to save and to load one 500-byte code (an average QR PNG) through CodeStore.
// Embedded stores are compared with an in-memory Map; Redis and PostgreSQL (on loopback, when they
// answer) with CodeStore over the stock @keyv adapters, claiming an id with has() then set() (keyv has
// no insert-if-absent): two round trips where ours (SET NX / INSERT ... ON CONFLICT) takes one.
// BENCH_REDIS_URL and BENCH_POSTGRES_URL name other servers.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import KeyvPostgres from "@keyv/postgres";
import { createClient, createKeyv } from "@keyv/redis";
import { type CodeStorage, CodeStore, createStore } from "@qrbar/core/store";
import { acceptsConnection } from "@qrbar/core/testing";
import Keyv from "keyv";
import { type ComparisonRow, measure, printComparison, saveResults, type Timing } from "./lib/measure.js";

const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/0";
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const RUNS = 3000;
const bytes = Buffer.alloc(500, 7);
const dir = mkdtempSync(join(tmpdir(), "qrbar-bench-"));
const name = `qrbar_bench_${randomBytes(4).toString("hex")}`;

interface StoreTimings {
  readonly save: Timing;
  readonly load: Timing;
}

/** The baseline storage: a keyv store, claiming a key with has() then set() (two steps, not atomic). */
const keyvStorage = (keyv: Keyv): CodeStorage => ({
  insert: async (key, record, ttlMs) => !(await keyv.has(key)) && (await keyv.set(key, record, ttlMs)),
  get: (key) => keyv.get(key),
  close: () => keyv.disconnect(),
});

const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Save and load timings of each store, measured in alternating blocks (A B A B ...) so that drift in
 * the machine's load or the server's state (checkpoints, caches) hits every store alike; each figure
 * is the median over the blocks of the block's median or p95.
 */
async function timeStores(
  stores: Record<string, CodeStore>,
  runs = RUNS,
  blocks = 6,
): Promise<Record<string, StoreTimings>> {
  const samples: Record<string, { save: Timing[]; load: Timing[] }> = {};
  const ids: Record<string, number> = {};
  for (const [label, store] of Object.entries(stores)) {
    samples[label] = { save: [], load: [] };
    ids[label] = (await store.save("qr", { mimeType: "image/png", bytes })).id;
  }
  const perBlock = { runs: Math.ceil(runs / blocks), warmup: 20 };
  for (let block = 0; block < blocks; block++) {
    for (const [label, store] of Object.entries(stores)) {
      const own = samples[label] as { save: Timing[]; load: Timing[] };
      own.save.push(await measure(`${label} save`, () => store.save("qr", { mimeType: "image/png", bytes }), perBlock));
      own.load.push(await measure(`${label} load`, () => store.load("qr", ids[label] as number), perBlock));
    }
  }
  const combine = (name: string, timings: Timing[]): Timing => ({
    name,
    runs: timings.reduce((sum, t) => sum + t.runs, 0),
    medianMs: middle(timings.map((t) => t.medianMs)),
    p95Ms: middle(timings.map((t) => t.p95Ms)),
  });
  await Promise.all(Object.values(stores).map((store) => store.close()));
  return Object.fromEntries(
    Object.entries(samples).map(([label, { save, load }]) => [
      label,
      { save: combine(`${label} save`, save), load: combine(`${label} load`, load) },
    ]),
  );
}

const rows = (figure: string, ours: StoreTimings, base: StoreTimings) =>
  [
    { figure: `${figure} save`, ours: ours.save, baseline: base.save },
    { figure: `${figure} load`, ours: ours.load, baseline: base.load },
  ] satisfies ComparisonRow[];

const results: Record<string, Timing> = {};
const record = (timings: Record<string, StoreTimings>) => {
  for (const [label, { save, load }] of Object.entries(timings)) {
    results[`${label}Save`] = save;
    results[`${label}Load`] = load;
  }
  return timings as Record<string, StoreTimings>;
};

const embedded = record(
  await timeStores({
    memory: await createStore("memory://"),
    sqliteNormal: await createStore(`sqlite://${join(dir, "n.sqlite")}`),
  }),
);
const full = record(
  await timeStores({ sqliteFull: await createStore(`sqlite://${join(dir, "f.sqlite")}?sync=full`) }, 600),
);
const memory = embedded.memory as StoreTimings;
printComparison("Embedded stores, one 500-byte code (median/p95 ms; baseline = in-memory Map)", [
  ...rows("sqlite WAL synchronous=NORMAL", embedded.sqliteNormal as StoreTimings, memory),
  ...rows("sqlite WAL synchronous=FULL", full.sqliteFull as StoreTimings, memory),
]);

if (await acceptsConnection(REDIS_URL)) {
  const timings = record(
    await timeStores({
      redis: await createStore(`${REDIS_URL}?prefix=${name}`),
      redisStock: new CodeStore(keyvStorage(createKeyv(REDIS_URL, { namespace: `${name}_stock` }))),
    }),
  );
  printComparison(
    `Redis at ${new URL(REDIS_URL).host} (baseline = stock @keyv/redis, has + set)`,
    rows("redis", timings.redis as StoreTimings, timings.redisStock as StoreTimings),
  );
  const client = await createClient({ url: REDIS_URL }).connect();
  for await (const keys of client.scanIterator({ MATCH: `${name}*`, COUNT: 1000 }))
    if (keys.length) await client.unlink(keys);
  client.destroy();
} else {
  console.log(`\nRedis at ${REDIS_URL} does not answer: skipped`);
}

if (await acceptsConnection(POSTGRES_URL)) {
  const timings = record(
    await timeStores({
      postgres: await createStore(`${POSTGRES_URL}?schema=${name}`),
      postgresStock: new CodeStore(
        keyvStorage(new Keyv({ store: new KeyvPostgres({ uri: POSTGRES_URL, schema: `${name}_stock` }) })),
      ),
    }),
  );
  printComparison(
    `PostgreSQL at ${new URL(POSTGRES_URL).host} (baseline = stock @keyv/postgres, has + set)`,
    rows("postgres", timings.postgres as StoreTimings, timings.postgresStock as StoreTimings),
  );
  const cleanup = new KeyvPostgres({ uri: POSTGRES_URL });
  await cleanup.query(`DROP SCHEMA IF EXISTS ${name} CASCADE; DROP SCHEMA IF EXISTS ${name}_stock CASCADE`);
  await cleanup.disconnect();
} else {
  console.log(`\nPostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
}

await saveResults("storage", results);
