import { createClient } from "@redis/client";
import fc from "fast-check";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { TcpProxy } from "../testing/tcp-proxy.js";
import {
  serverOf,
  serverReachable,
  TEST_POSTGRES_URL,
  TEST_REDIS_URL,
  uniqueName,
  via,
} from "../testing/test-servers.js";
import { createWindowCounter } from "./create-window-counter.js";
import { MemoryWindowCounter } from "./memory-window-counter.js";
import type { WindowCounter } from "./window-counter.js";

const redisUp = await serverReachable(TEST_REDIS_URL);
const postgresUp = await serverReachable(TEST_POSTGRES_URL);
const run = uniqueName();
let places = 0;
/** A Redis URL with a prefix no other counter of this run uses (optionally through a proxy port). */
const redisUrl = (port?: number) => via(TEST_REDIS_URL, port, { prefix: `${run}_${++places}` });
/** A PostgreSQL URL with a schema of its own, dropped at the end. */
const postgresUrl = (port?: number) => via(TEST_POSTGRES_URL, port, { schema: `${run}_${++places}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Backend {
  readonly name: string;
  readonly shared: boolean;
  /** `instances` counters over one place, as separate server instances would open them. */
  readonly open: (instances: number) => Promise<WindowCounter[]>;
}

/** `instances` counters over one URL, as separate server instances would open them. */
const instancesOf = (url: string) => (instances: number) =>
  Promise.all(Array.from({ length: instances }, () => createWindowCounter(url, { timeoutMs: 2000 })));

const backends: Backend[] = [
  { name: "memory", shared: false, open: async () => [new MemoryWindowCounter()] },
  ...(redisUp ? [{ name: "redis", shared: true, open: (n: number) => instancesOf(redisUrl())(n) }] : []),
  ...(postgresUp ? [{ name: "postgres", shared: true, open: (n: number) => instancesOf(postgresUrl())(n) }] : []),
];

afterAll(async () => {
  if (redisUp) {
    const admin = createClient({ url: TEST_REDIS_URL });
    await admin.connect();
    const keys: string[] = [];
    for await (const batch of admin.scanIterator({ MATCH: `${run}_*`, COUNT: 1000 })) keys.push(...batch);
    if (keys.length > 0) await admin.unlink(keys);
    admin.destroy();
  }
  if (postgresUp) {
    const admin = new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1 });
    const { rows } = await admin.query<{ name: string }>(
      "SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE $1",
      [`${run}\\_%`],
    );
    for (const { name } of rows) await admin.query(`DROP SCHEMA "${name}" CASCADE`);
    await admin.end();
  }
});

describe.each(backends)("$name window counter", ({ shared, open }) => {
  it("opens a window of windowMs at the first hit and counts every hit in it, per key", async () => {
    const [counter] = (await open(1)) as [WindowCounter];
    expect(counter.shared).toBe(shared);
    const first = await counter.hit("198.51.100.1", 60_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(59_000);
    expect(first.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await counter.hit("198.51.100.1", 60_000)).count).toBe(2);
    expect((await counter.hit("198.51.100.2", 60_000)).count).toBe(1);
    const third = await counter.hit("198.51.100.1", 60_000);
    expect(third.count).toBe(3);
    expect(third.ttlMs).toBeLessThanOrEqual(first.ttlMs);
    await counter.close();
  });

  it("starts again from one when the window has ended", async () => {
    const [counter] = (await open(1)) as [WindowCounter];
    await counter.hit("2001:db8::1", 150);
    await counter.hit("2001:db8::1", 150);
    await sleep(200);
    const next = await counter.hit("2001:db8::1", 150);
    expect(next.count).toBe(1);
    expect(next.ttlMs).toBeGreaterThan(100);
    await counter.close();
  });

  it("adds each hit's amount, and opens a new window at the amount of its first hit", async () => {
    const [counter] = (await open(1)) as [WindowCounter];
    expect(await counter.hit("198.51.100.3", 60_000, 5)).toMatchObject({ count: 5, counted: true });
    expect((await counter.hit("198.51.100.3", 60_000)).count).toBe(6);
    expect((await counter.hit("198.51.100.3", 60_000, 5_067_631)).count).toBe(5_067_637);
    await counter.hit("198.51.100.4", 150, 7);
    await sleep(200);
    expect(await counter.hit("198.51.100.4", 150, 3)).toMatchObject({ count: 3, counted: true });
    await counter.close();
  });

  it("counts a hit with a limit only while the count stays within it; a refused hit changes nothing", async () => {
    const [counter] = (await open(1)) as [WindowCounter];
    expect(await counter.hit("a", 60_000, 30, 100)).toMatchObject({ count: 30, counted: true });
    const refused = await counter.hit("a", 60_000, 71, 100);
    expect(refused).toMatchObject({ count: 30, counted: false });
    expect(refused.ttlMs).toBeGreaterThan(59_000);
    expect(refused.ttlMs).toBeLessThanOrEqual(60_000);
    expect(await counter.hit("a", 60_000, 70, 100)).toMatchObject({ count: 100, counted: true });
    expect(await counter.hit("a", 60_000, 1, 100)).toMatchObject({ count: 100, counted: false });
    // More than the limit on a key with no window: nothing opened, the whole window ahead.
    expect(await counter.hit("b", 60_000, 101, 100)).toEqual({ count: 0, ttlMs: 60_000, counted: false });
    expect(await counter.hit("b", 60_000, 100, 100)).toMatchObject({ count: 100, counted: true });
    // An ended window's count holds nothing back.
    await counter.hit("c", 150, 90, 100);
    await sleep(200);
    expect(await counter.hit("c", 150, 50, 100)).toMatchObject({ count: 50, counted: true });
    await counter.close();
  });

  it.each([1, 4])("lets exactly 100 of 200 concurrent hits of 3 from %i counter(s) fit a limit of 300", async (n) => {
    const counters = await open(shared ? n : 1);
    const hits = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (counters[i % counters.length] as WindowCounter).hit("k", 60_000, 3, 300)),
    );
    const counted = hits.filter((h) => h.counted);
    expect(counted.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => 3 * (i + 1)),
    );
    expect(hits.filter((h) => !h.counted).every((h) => h.count === 300)).toBe(true);
    await Promise.all(counters.map((c) => c.close()));
  });

  it.each([1, 4])("gives 400 concurrent hits from %i counter(s) on one key the counts 1..400, each once", async (n) => {
    const counters = await open(shared ? n : 1);
    const counts = await Promise.all(
      Array.from({ length: 400 }, (_, i) => (counters[i % counters.length] as WindowCounter).hit("k", 60_000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    await Promise.all(counters.map((c) => c.close()));
  });
});

describe("MemoryWindowCounter", () => {
  it("matches a model of fixed windows for any sequence of hits, amounts, limits and clock steps", () => {
    const step = fc.record({
      key: fc.constantFrom("a", "b", "c"),
      advanceMs: fc.integer({ min: 0, max: 700 }),
      amount: fc.integer({ min: 0, max: 40 }),
      limit: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 1000 }), (steps, windowMs) => {
        let now = 0;
        const counter = new MemoryWindowCounter({ now: () => now });
        const model = new Map<string, { count: number; endsAt: number }>();
        for (const { key, advanceMs, amount, limit } of steps) {
          now += advanceMs;
          const known = model.get(key);
          const open = known && known.endsAt > now ? known : undefined;
          const count = open?.count ?? 0;
          if (limit !== undefined && count + amount > limit) {
            const ttlMs = open ? open.endsAt - now : windowMs;
            expect(counter.hitNow(key, windowMs, amount, limit)).toEqual({ count, ttlMs, counted: false });
            continue;
          }
          const window = open ?? { count: 0, endsAt: now + windowMs };
          window.count += amount;
          model.set(key, window);
          expect(counter.hitNow(key, windowMs, amount, limit)).toEqual({
            count: window.count,
            ttlMs: window.endsAt - now,
            counted: true,
          });
        }
      }),
    );
  });

  it("drops ended windows as it goes and holds at most maxKeys, dropping the oldest first", () => {
    let now = 0;
    const counter = new MemoryWindowCounter({ maxKeys: 3, now: () => now });
    for (const key of ["a", "b", "c", "d"]) counter.hitNow(key, 1000);
    expect(counter.size).toBe(3);
    expect(counter.hitNow("a", 1000).count).toBe(1); // "a" was the oldest, dropped for "d"
    expect(counter.hitNow("d", 1000).count).toBe(2);
    now = 1000;
    counter.hitNow("e", 1000);
    expect(counter.size).toBe(1);
  });
});

describe("createWindowCounter", () => {
  it.each([
    ["memory://", false],
    ["sqlite://.data/x.sqlite", false],
    ["postgres://postgres@127.0.0.1:5432/test?schema=s", true],
    ["postgresql://127.0.0.1/qrbar", true],
    ["redis://127.0.0.1:6379/0?prefix=p", true],
    ["rediss://127.0.0.1:6380/0", true],
    ["redis://127.0.0.1:7000?cluster=true", true],
  ])("for %s is shared: %s (and does not connect)", async (url, shared) => {
    const counter = await createWindowCounter(url);
    expect(counter.shared).toBe(shared);
    await counter.close().catch(() => undefined);
  });

  it.each([
    ["not a url", "STORAGE_URL is not a URL"],
    ["redis://127.0.0.1:6379/0?prefx=p", "STORAGE_URL parameter 'prefx' is not known for Redis"],
    ["postgres://127.0.0.1/qrbar?table=Codes", "STORAGE_URL table must be lower-case letters"],
  ])("refuses %j with VALIDATION_ERROR naming the rule", async (url, message) => {
    await expect(createWindowCounter(url)).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      message: expect.stringContaining(message),
    });
  });
});

describe.runIf(redisUp)("Redis window counter", () => {
  const admin = createClient({ url: TEST_REDIS_URL });
  afterAll(() => {
    if (admin.isOpen) admin.destroy();
  });

  it("keeps a client's count under <prefix>::ratelimit:<key>, expiring with the window, apart from other prefixes, and no key for a refused hit", async () => {
    const url = redisUrl();
    const counter = await createWindowCounter(url);
    const other = await createWindowCounter(redisUrl());
    await counter.hit("203.0.113.9", 30_000);
    await counter.hit("203.0.113.9", 30_000);
    expect((await other.hit("203.0.113.9", 30_000)).count).toBe(1);
    if (!admin.isOpen) await admin.connect();
    const key = `${new URL(url).searchParams.get("prefix")}::ratelimit:203.0.113.9`;
    expect(await admin.get(key)).toBe("2");
    const ttl = await admin.pTTL(key);
    expect(ttl).toBeGreaterThan(29_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
    // A hit its limit refuses leaves no key behind.
    await counter.hit("203.0.113.10", 30_000, 10, 5);
    expect(await admin.exists(`${new URL(url).searchParams.get("prefix")}::ratelimit:203.0.113.10`)).toBe(0);
    await Promise.all([counter.close(), other.close()]);
  });
});

describe.runIf(postgresUp)("PostgreSQL window counter", () => {
  it("keeps a client's count in the codes' table as ratelimit:<key>, with the window's end in expires, and no row for a refused hit", async () => {
    const url = postgresUrl();
    const counter = await createWindowCounter(url);
    await counter.hit("203.0.113.9", 30_000);
    const { ttlMs } = await counter.hit("203.0.113.9", 30_000);
    expect(ttlMs).toBeGreaterThan(29_000);
    expect(ttlMs).toBeLessThanOrEqual(30_000);
    await counter.hit("203.0.113.10", 30_000, 10, 5); // refused by its limit: no row
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    const { rows } = await admin.query(
      `SELECT key, value, expires - (extract(epoch from now()) * 1000)::bigint AS ttl FROM "${new URL(url).searchParams.get("schema")}".qrbar_codes`,
    );
    await admin.end();
    expect(rows).toEqual([{ key: "ratelimit:203.0.113.9", value: "2", ttl: expect.any(String) }]);
    expect(Number(rows[0].ttl)).toBeLessThanOrEqual(30_000);
    await counter.close();
  });
});

const outages = [
  ...(redisUp ? [{ name: "Redis", url: TEST_REDIS_URL, via: redisUrl }] : []),
  ...(postgresUp ? [{ name: "PostgreSQL", url: TEST_POSTGRES_URL, via: postgresUrl }] : []),
];

describe.each(outages)("a $name window counter whose server goes away", ({ url, via: urlVia }) => {
  it.each([
    ["refuse", 300],
    ["stall", 500 + 300],
  ] as const)(
    "fails with STORAGE_UNAVAILABLE (%s) within %i ms, and counts on once it is back",
    async (mode, withinMs) => {
      const proxy = await TcpProxy.start(serverOf(url));
      const counter = await createWindowCounter(urlVia(proxy.port), { timeoutMs: 500 });
      expect((await counter.hit("k", 60_000)).count).toBe(1);
      await proxy.cut(mode);
      const started = performance.now();
      await expect(counter.hit("k", 60_000)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
      expect(performance.now() - started).toBeLessThan(withinMs);
      await proxy.restore();
      let next: number | undefined;
      for (let i = 0; i < 50 && next === undefined; i++) {
        next = await counter.hit("k", 60_000).then(
          (c) => c.count,
          () => sleep(100).then(() => undefined),
        );
      }
      // The stalled hit may have reached the server after all, once the network healed.
      expect([2, 3]).toContain(next);
      await counter.close().catch(() => undefined);
      await proxy.close();
    },
  );
});
