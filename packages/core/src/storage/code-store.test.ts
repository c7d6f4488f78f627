import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Keyv from "keyv";
import { describe, expect, it } from "vitest";
import { CodeStore } from "./code-store.js";
import { describeCodeStoreConformance } from "./code-store-conformance.js";
import { createStore } from "./create-store.js";
import { SqliteAdapter } from "./sqlite-adapter.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "qrbar-store-"));

describeCodeStoreConformance("memory://", (options) => createStore("memory://", options));
describeCodeStoreConformance("sqlite://", (options) =>
  createStore(`sqlite://${join(tempDir(), "codes.sqlite")}`, options),
);
describeCodeStoreConformance("sqlite://?sync=full", (options) =>
  createStore(`sqlite://${join(tempDir(), "codes.sqlite")}?sync=full`, options),
);

describe("createStore", () => {
  it("keeps sqlite codes across a close and reopen of the same file", async () => {
    const url = `sqlite://${join(tempDir(), "nested", "dir", "codes.sqlite")}`;
    const first = createStore(url);
    const { id } = await first.save("qr", { mimeType: "image/png", bytes: Buffer.from("durable") });
    await first.close();
    const second = createStore(url);
    expect((await second.load("qr", id))?.bytes.toString()).toBe("durable");
    await second.close();
  });

  it.each([
    ["not a url", "is not a URL"],
    ["ftp://example.com", "scheme 'ftp:' is not supported; use one of memory://, sqlite://"],
  ])("refuses STORAGE_URL %j", (url, message) => {
    expect(() => createStore(url)).toThrow(message);
  });
});

describe("CodeStore failures", () => {
  it("is STORAGE_UNAVAILABLE, not a crash, when the back-end is closed", async () => {
    const store = createStore(`sqlite://${join(tempDir(), "gone.sqlite")}`);
    await store.close();
    await expect(store.save("qr", { mimeType: "image/png", bytes: Buffer.from("z") })).rejects.toMatchObject({
      code: "STORAGE_UNAVAILABLE",
    });
    await expect(store.load("qr", 1)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(await store.ping()).toBe(false);
  });

  it("is STORAGE_UNAVAILABLE within the timeout when the back-end hangs", async () => {
    const hanging = new Map();
    hanging.get = () => new Promise(() => {});
    const store = new CodeStore(new Keyv({ store: hanging }), { timeoutMs: 50 });
    const started = Date.now();
    await expect(store.load("qr", 1)).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("SqliteAdapter", () => {
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
