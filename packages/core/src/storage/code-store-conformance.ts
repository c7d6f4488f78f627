import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { CodeStore, CodeStoreOptions } from "./code-store.js";

/** Builds a fresh, empty store for one test. */
export type StoreFactory = (options: CodeStoreOptions) => Promise<CodeStore> | CodeStore;

/**
 * The conformance suite every storage back-end must pass: exact bytes back, unique ids under
 * concurrency, retention expiry, and `STORAGE_UNAVAILABLE` once the back-end is gone.
 *
 * @example
 * ```ts
 * describeCodeStoreConformance("memory", (options) => createStore("memory://", options));
 * ```
 */
export function describeCodeStoreConformance(name: string, factory: StoreFactory): void {
  describe(`CodeStore conformance: ${name}`, () => {
    const open: CodeStore[] = [];
    const make = async (options: CodeStoreOptions = {}) => {
      const store = await factory(options);
      open.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.allSettled(open.splice(0).map((s) => s.close()));
    });

    it("returns exactly the bytes it was given, with type, ETag and time", async () => {
      const store = await make();
      const bytes = randomBytes(4096);
      const { id, createdAt } = await store.save("qr", { mimeType: "image/png", bytes });
      const code = await store.load("qr", id);
      expect(code?.bytes.equals(bytes)).toBe(true);
      expect(code?.mimeType).toBe("image/png");
      expect(code?.createdAt).toBe(createdAt);
      expect(code?.etag).toMatch(/^"[\w-]{27}"$/);
    });

    it("keeps QR codes and barcodes in separate id spaces and answers undefined for unknown ids", async () => {
      const store = await make();
      const { id } = await store.save("barcode", { mimeType: "image/svg+xml", bytes: Buffer.from("<svg/>") });
      expect(await store.load("qr", id)).toBeUndefined();
      expect(await store.load("barcode", id + 1)).toBeUndefined();
      expect((await store.load("barcode", id))?.bytes.toString()).toBe("<svg/>");
    });

    it("hands out unique ids to concurrent writers", async () => {
      const store = await make();
      const bytes = Buffer.from("x");
      const writers = Array.from({ length: 4 }, () =>
        Promise.all(Array.from({ length: 250 }, () => store.save("qr", { mimeType: "image/png", bytes }))),
      );
      const ids = (await Promise.all(writers)).flat().map((r) => r.id);
      expect(new Set(ids).size).toBe(1000);
    });

    it("forgets codes after the retention period", async () => {
      const store = await make({ retentionDays: 0.3 / 86_400 });
      const { id } = await store.save("qr", { mimeType: "image/png", bytes: Buffer.from("y") });
      expect(await store.load("qr", id)).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await store.load("qr", id)).toBeUndefined();
    });

    it("answers ping while up", async () => {
      expect(await (await make()).ping()).toBe(true);
    });
  });
}
