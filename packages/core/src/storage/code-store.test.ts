import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import Keyv from "keyv";
import { describe, expect, it } from "vitest";
import { describeCodeStoreConformance } from "../testing/code-store-conformance.js";
import { CodeStore } from "./code-store.js";
import { createStore } from "./create-store.js";
import { MemoryAdapter } from "./memory-adapter.js";
import { SqliteAdapter } from "./sqlite-adapter.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "qrbar-store-"));
const png = (text: string) => ({ mimeType: "image/png", bytes: Buffer.from(text) });

describeCodeStoreConformance("memory://", { open: (options) => createStore("memory://", options) });
describeCodeStoreConformance("sqlite://", {
  open: (options) => createStore(`sqlite://${join(tempDir(), "codes.sqlite")}`, options),
});
describeCodeStoreConformance("sqlite://?sync=full", {
  open: (options) => createStore(`sqlite://${join(tempDir(), "codes.sqlite")}?sync=full`, options),
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
});

describe("CodeStore over a keyv store that is not insert-only", () => {
  it("checks has() before set(), so a taken id is drawn again rather than overwritten", async () => {
    const draws = [5, 5, 6];
    const store = new CodeStore(new Keyv(), { nextId: () => draws.shift() ?? 7 });
    expect((await store.save("qr", png("first"))).id).toBe(5);
    expect((await store.save("qr", png("second"))).id).toBe(6);
    expect((await store.load("qr", 5))?.bytes.toString()).toBe("first");
  });

  it("gives up with INTERNAL_ERROR after five taken draws", async () => {
    const store = new CodeStore(new Keyv(), { nextId: () => 1 });
    await store.save("qr", png("only"));
    await expect(store.save("qr", png("again"))).rejects.toMatchObject({ code: "INTERNAL_ERROR" });
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
    const hanging = Object.assign(new MemoryAdapter({ insertOnly: true }), {
      get: never,
      set: never,
      disconnect: never,
    });
    const store = new CodeStore(new Keyv({ store: hanging }), { timeoutMs: 50 });
    const started = Date.now();
    await expect(operation(store)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe.each([
  ["MemoryAdapter", () => new MemoryAdapter({ insertOnly: true })],
  ["SqliteAdapter", () => new SqliteAdapter({ path: ":memory:", insertOnly: true })],
])("%s in insert-only mode", (_, build) => {
  it("writes an absent key, leaves a live one alone and replaces an expired one", async () => {
    const adapter = build();
    expect(await adapter.set("k", "first", 50)).toBe(true);
    expect(await adapter.set("k", "second", 50)).toBe(false);
    expect(await adapter.get("k")).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await adapter.set("k", "third")).toBe(true);
    expect(await adapter.get("k")).toBe("third");
    await adapter.disconnect();
  });

  it("reclaims expired entries when swept", async () => {
    const adapter = build();
    await adapter.set("old", "v", 1);
    await adapter.set("kept", "v");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(adapter.sweepExpired()).toBe(1);
    expect(await adapter.get("kept")).toBe("v");
    await adapter.disconnect();
  });
});

describe("SqliteAdapter", () => {
  it("overwrites on set when not insert-only, as a keyv store does", async () => {
    const adapter = new SqliteAdapter({ path: ":memory:" });
    expect(await adapter.set("k", "first")).toBe(true);
    expect(await adapter.set("k", "second")).toBe(true);
    expect(await adapter.get("k")).toBe("second");
    await adapter.disconnect();
  });

  it("commits the writes of one turn together, in order, and lets a read see them before the commit is due", async () => {
    const adapter = new SqliteAdapter({ path: ":memory:", insertOnly: true });
    const writes = [adapter.set("a", "1"), adapter.set("a", "2"), adapter.set("b", "3")];
    expect(await adapter.get("a")).toBe("1");
    expect(await Promise.all(writes)).toEqual([true, false, true]);
    const later = adapter.set("c", "4");
    expect(await adapter.delete("c")).toBe(true); // the queued write lands before the delete
    expect(await later).toBe(true);
    expect(await adapter.has("c")).toBe(false);
    await adapter.disconnect();
  });

  it("fails every write of a commit that fails, and keeps working for the next", async () => {
    const path = join(tempDir(), "fail.sqlite");
    const adapter = new SqliteAdapter({ path, insertOnly: true });
    const raw = new Database(path);
    raw.exec("CREATE TRIGGER no_x BEFORE INSERT ON keyv WHEN NEW.key = 'x' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    const writes = [adapter.set("ok", "1"), adapter.set("x", "2")];
    const settled = await Promise.allSettled(writes);
    expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
    expect(await adapter.get("ok")).toBeUndefined(); // the whole transaction rolled back
    expect(await adapter.set("ok", "3")).toBe(true);
    expect(await adapter.get("ok")).toBe("3");
    raw.close();
    await adapter.disconnect();
  });

  it("reclaims expired rows at open", async () => {
    const path = join(tempDir(), "sweep.sqlite");
    const first = new SqliteAdapter({ path });
    await first.set("old", "v", 1);
    await first.set("kept", "v");
    await new Promise((resolve) => setTimeout(resolve, 10));
    await first.disconnect();
    const second = new SqliteAdapter({ path });
    expect(second.sweepExpired()).toBe(0); // the open already swept "old"
    expect(await second.get("kept")).toBe("v");
    expect(await second.get("old")).toBeUndefined();
    await second.disconnect();
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
    const store = new CodeStore(new Keyv({ store: adapter }), {
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
