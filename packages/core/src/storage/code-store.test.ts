import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { describeCodeStoreConformance } from "../testing/code-store-conformance.js";
import type { CodeStorage } from "./code-storage.js";
import { CodeStore } from "./code-store.js";
import { createStore, openStorage } from "./create-store.js";
import { MemoryAdapter } from "./memory-adapter.js";
import { SqliteAdapter } from "./sqlite-adapter.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "qrbar-store-"));
const png = (text: string) => ({ mimeType: "image/png", bytes: Buffer.from(text) });
const record = (text: string) => ({ ...png(text), etag: `"${text}"`, createdAt: "2026-01-01T00:00:00.000Z" });
const DAY_MS = 86_400_000;

describeCodeStoreConformance("memory://", { storage: (options) => openStorage("memory://", options) });
describeCodeStoreConformance("sqlite://", {
  storage: (options) => openStorage(`sqlite://${join(tempDir(), "codes.sqlite")}`, options),
});
describeCodeStoreConformance("sqlite://?sync=full", {
  storage: (options) => openStorage(`sqlite://${join(tempDir(), "codes.sqlite")}?sync=full`, options),
  putsPerWriter: 250, // one fsync per put; the run above puts the full 10,000 through the same code
});

describe("createStore", () => {
  it("keeps sqlite codes across a close and reopen of the same file", async () => {
    const url = `sqlite://${join(tempDir(), "nested", "dir", "codes.sqlite")}`;
    const first = await createStore(url);
    const { id } = await first.save("qr", png("durable"));
    await first.close();
    const second = await createStore(url);
    expect((await second.load("qr", id))?.bytes.toString()).toBe("durable");
    await second.close();
  });

  it.each([0, -1, Number.NaN])("refuses retentionDays %s with VALIDATION_ERROR naming the field", async (days) => {
    await expect(createStore("memory://", { retentionDays: days })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      message: `retentionDays must be a positive number of days, such as 30; got ${days}`,
    });
  });
});

describe("CodeStore", () => {
  it("refuses a code over maxCodeBytes with PAYLOAD_TOO_LARGE naming the cap, storing nothing; one at the cap is kept", async () => {
    const store = new CodeStore(new MemoryAdapter(), { maxCodeBytes: 4096, nextId: () => 77 });
    const over = store.save("qr", { mimeType: "image/png", bytes: randomBytes(4097) });
    await expect(over).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: expect.stringMatching(
        /^the image is 4.1 KB \(4097 bytes\), over the 4.1 KB \(4096 bytes\) a stored code may have/,
      ),
    });
    expect(await store.load("qr", 77)).toBeUndefined();
    const atCap = randomBytes(4096);
    expect((await store.save("qr", { mimeType: "image/png", bytes: atCap })).id).toBe(77);
    expect((await store.load("qr", 77))?.bytes.equals(atCap)).toBe(true);
  });

  it("keeps QR codes and barcodes in separate id spaces and answers undefined for unknown ids", async () => {
    const store = new CodeStore(new MemoryAdapter());
    const { id } = await store.save("barcode", { mimeType: "image/svg+xml", bytes: Buffer.from("<svg/>") });
    expect(await store.load("qr", id)).toBeUndefined();
    expect(await store.load("barcode", id + 1)).toBeUndefined();
    expect((await store.load("barcode", id))?.bytes.toString()).toBe("<svg/>");
  });

  it("draws another id when the drawn one is taken, leaving the first code as it was", async () => {
    const draws = [7, 7, 8];
    const store = new CodeStore(new MemoryAdapter(), { nextId: () => draws.shift() ?? 9 });
    expect((await store.save("qr", png("first"))).id).toBe(7);
    expect((await store.save("qr", png("second"))).id).toBe(8);
    expect((await store.load("qr", 7))?.bytes.toString()).toBe("first");
    expect((await store.load("qr", 8))?.bytes.toString()).toBe("second");
  });

  it("lets exactly one of 8 concurrent saves that all draw the same id have it; the others give up with INTERNAL_ERROR", async () => {
    const store = new CodeStore(new MemoryAdapter(), { nextId: () => 42 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.save("qr", png(`writer ${i}`))));
    const winners = results.flatMap((result, i) => (result.status === "fulfilled" ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "INTERNAL_ERROR" });
    }
    expect((await store.load("qr", 42))?.bytes.toString()).toBe(`writer ${winners[0]}`);
  });

  it("inserts with a ttl of retentionDays in milliseconds, and forgets codes after it", async () => {
    const ttls: number[] = [];
    const storage = new MemoryAdapter();
    const insert = storage.insert.bind(storage);
    storage.insert = (key, code, ttlMs) => {
      ttls.push(ttlMs);
      return insert(key, code, ttlMs);
    };
    await new CodeStore(storage, { retentionDays: 2 }).save("qr", png("x"));
    expect(ttls).toEqual([2 * DAY_MS]);
    const store = new CodeStore(storage, { retentionDays: 300 / DAY_MS });
    const { id } = await store.save("qr", png("y"));
    expect(await store.load("qr", id)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await store.load("qr", id)).toBeUndefined();
  });

  it("hands load a Buffer view of a storage's plain Uint8Array, without copying", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const storage: CodeStorage = { insert: async () => true, get: async () => ({ ...record("u8"), bytes }) };
    const code = await new CodeStore(storage).load("qr", 1);
    expect(Buffer.isBuffer(code?.bytes)).toBe(true);
    expect(code?.bytes.buffer).toBe(bytes.buffer);
    expect([...(code?.bytes ?? [])]).toEqual([1, 2, 3]);
  });

  it("checks health with ping when the storage has it, else with a get of a key no code has", async () => {
    const calls: string[] = [];
    const bare: CodeStorage = { insert: async () => true, get: async (key) => void calls.push(`get ${key}`) };
    expect(await new CodeStore(bare).ping()).toBe(true);
    const pinged = { ...bare, ping: async () => void calls.push("ping") };
    expect(await new CodeStore(pinged).ping()).toBe(true);
    expect(calls).toEqual(["get health:ping", "ping"]);
  });
});

describe("CodeStore failures", () => {
  it("is STORAGE_UNAVAILABLE, not a crash, when the back-end is closed", async () => {
    const store = await createStore(`sqlite://${join(tempDir(), "gone.sqlite")}`);
    await store.close();
    await expect(store.save("qr", png("z"))).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    await expect(store.load("qr", 1)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(await store.ping()).toBe(false);
  });

  it.each([
    ["load", (store: CodeStore) => store.load("qr", 1)],
    ["save", (store: CodeStore) => store.save("qr", png("x"))],
    ["close", (store: CodeStore) => store.close()],
  ])("%s is STORAGE_UNAVAILABLE within the timeout when the back-end hangs", async (_, operation) => {
    const never = () => new Promise<never>(() => {});
    const store = new CodeStore({ insert: never, get: never, close: never }, { timeoutMs: 50 });
    const started = Date.now();
    await expect(operation(store)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("is STORAGE_UNAVAILABLE, with the storage's error as its cause, when an insert throws", async () => {
    const refused = new Error("READONLY You can't write against a read only replica.");
    const store = new CodeStore({ insert: async () => Promise.reject(refused), get: async () => undefined });
    await expect(store.save("qr", png("x"))).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE", cause: refused });
  });
});

describe.each([
  ["MemoryAdapter", () => new MemoryAdapter()],
  ["SqliteAdapter", () => new SqliteAdapter({ path: ":memory:" })],
])("%s", (_, build) => {
  it("reclaims expired entries when swept", async () => {
    const adapter = build();
    await adapter.insert("old", record("v"), 1);
    await adapter.insert("kept", record("v"), DAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(adapter.sweepExpired()).toBe(1);
    expect((await adapter.get("kept"))?.etag).toBe('"v"');
    await adapter.close();
  });
});

describe("SqliteAdapter", () => {
  it("commits the inserts of one turn together, in order, and lets a read see them before the commit is due", async () => {
    const adapter = new SqliteAdapter({ path: ":memory:" });
    const writes = [
      adapter.insert("a", record("1"), DAY_MS),
      adapter.insert("a", record("2"), DAY_MS),
      adapter.insert("b", record("3"), DAY_MS),
    ];
    expect((await adapter.get("a"))?.etag).toBe('"1"');
    expect(await Promise.all(writes)).toEqual([true, false, true]);
    await adapter.close();
  });

  it("fails every insert of a commit that fails, and keeps working for the next", async () => {
    const path = join(tempDir(), "fail.sqlite");
    const adapter = new SqliteAdapter({ path });
    const raw = new Database(path);
    raw.exec(
      "CREATE TRIGGER no_x BEFORE INSERT ON keyv WHEN NEW.key = 'keyv:x' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    );
    const writes = [adapter.insert("ok", record("1"), DAY_MS), adapter.insert("x", record("2"), DAY_MS)];
    const settled = await Promise.allSettled(writes);
    expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
    expect(await adapter.get("ok")).toBeUndefined(); // the whole transaction rolled back
    expect(await adapter.insert("ok", record("3"), DAY_MS)).toBe(true);
    expect((await adapter.get("ok"))?.etag).toBe('"3"');
    raw.close();
    await adapter.close();
  });

  it("reclaims expired rows at open", async () => {
    const path = join(tempDir(), "sweep.sqlite");
    const first = new SqliteAdapter({ path });
    await first.insert("old", record("v"), 1);
    await first.insert("kept", record("v"), DAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await first.close();
    const second = new SqliteAdapter({ path });
    expect(second.sweepExpired()).toBe(0); // the open already swept "old"
    expect(await second.get("kept")).toBeDefined();
    expect(await second.get("old")).toBeUndefined();
    await second.close();
  });

  it("reads a code the keyv-based release wrote, and writes rows that release reads", async () => {
    const path = join(tempDir(), "earlier.sqlite");
    const adapter = new SqliteAdapter({ path });
    const raw = new Database(path);
    const expires = Date.now() + DAY_MS;
    // A row as keyv 5 over the earlier adapter wrote it: namespace "keyv", value {value, expires}.
    const earlier = { value: { m: "image/png", b: "AQID", e: '"e"', t: "2026-01-01T00:00:00.000Z" }, expires };
    raw
      .prepare("INSERT INTO keyv (key, value, expires) VALUES (?, ?, ?)")
      .run("keyv:qr:5", JSON.stringify(earlier), expires);
    expect(await adapter.get("qr:5")).toEqual({
      mimeType: "image/png",
      bytes: Buffer.from([1, 2, 3]),
      etag: '"e"',
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    await adapter.insert("qr:6", { ...record("n"), bytes: Buffer.from([4, 5]) }, DAY_MS);
    const row = raw.prepare<[string], { value: string }>("SELECT value FROM keyv WHERE key = ?").get("keyv:qr:6");
    expect(JSON.parse(row?.value ?? "null")).toMatchObject({ value: { m: "image/png", b: "BAU=", e: '"n"' } });
    raw.close();
    await adapter.close();
  });
});

describe("CodeStore observe", () => {
  it("reports each operation, and going down and coming back once each, with the cause", async () => {
    const adapter = new MemoryAdapter();
    let broken = false;
    const get = adapter.get.bind(adapter);
    adapter.get = async (key: string) => {
      if (broken)
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:6379"), {
          code: "ECONNREFUSED",
          address: "127.0.0.1",
          port: 6379,
        });
      return get(key);
    };
    const events: string[] = [];
    const store = new CodeStore(adapter, {
      observe: (event) =>
        events.push(
          event.type === "operation"
            ? `${event.operation}:${event.ok}`
            : event.type === "down"
              ? `down:${event.cause}`
              : "up",
        ),
    });
    await store.load("qr", 1);
    broken = true;
    for (let i = 0; i < 3; i++)
      await expect(store.load("qr", 1)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(await store.ping()).toBe(false);
    broken = false;
    await store.load("qr", 1);
    await store.load("qr", 1);
    expect(events).toEqual([
      "load:true",
      "load:false",
      "down:connection refused at 127.0.0.1:6379",
      "load:false",
      "load:false",
      "ping:false",
      "load:true",
      "up",
      "load:true",
    ]);
    // Closing a store that is down does not count as its coming back.
    broken = true;
    events.length = 0;
    await expect(store.load("qr", 1)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    await store.close();
    expect(events.map((e) => e.split(":")[0])).toEqual(["load", "down", "close"]);
  });
});
