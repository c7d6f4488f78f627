import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { CodeStorage } from "../storage/code-storage.js";
import { CodeStore, type CodeStoreOptions, type CodeToStore } from "../storage/code-store.js";
import { testCodeStorage } from "../storage/test-code-storage.js";
import { type Outage, type ProxyTarget, TcpProxy } from "./tcp-proxy.js";

/** Opens a fresh, empty storage (a new file, key prefix or schema) for one test. */
export type StorageFactory = (options?: CodeStoreOptions) => Promise<CodeStorage>;

/** What the conformance suite runs against. */
export interface ConformanceTarget {
  readonly storage: StorageFactory;
  /** Puts made by each of the 4 concurrent writers (default 2,500: 10,000 in all). */
  readonly putsPerWriter?: number;
  /** A server back-end: the server, and how to open a fresh storage that reaches it through another port. */
  readonly network?: {
    readonly server: ProxyTarget;
    readonly storageVia: (port: number, options?: CodeStoreOptions) => Promise<CodeStorage>;
  };
}

const WRITERS = 4;
/** Timeout of the stores in the outage tests, and what a timed-out call may take beyond it. */
const OUTAGE_TIMEOUT_MS = 500;
const OUTAGE_SLACK_MS = 700;
const RECOVERY_DEADLINE_MS = 10_000;

const png = (text: string): CodeToStore => ({ mimeType: "image/png", bytes: Buffer.from(text) });

/** Calls `operation` until it resolves or `deadlineMs` passes. */
async function eventually<T>(operation: () => Promise<T>, deadlineMs: number): Promise<T> {
  const started = performance.now();
  for (;;) {
    try {
      return await operation();
    } catch (error) {
      if (performance.now() - started > deadlineMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The conformance suite every built-in back-end passes: the {@link testCodeStorage} contract any
 * storage must meet, then, through a {@link CodeStore}, exact bytes back with an ETag, unique ids
 * from concurrent writers (10,000 puts by default), and for a server back-end `STORAGE_UNAVAILABLE`
 * within the timeout while the server is gone (stopped, partitioned, or down from the start), then
 * recovery once it is back.
 *
 * @example
 * ```ts
 * describeCodeStoreConformance("memory://", { storage: (options) => openStorage("memory://", options) });
 * ```
 */
export function describeCodeStoreConformance(name: string, target: ConformanceTarget): void {
  testCodeStorage({ describe, it }, { name, create: () => target.storage() });

  describe(`CodeStore over ${name}`, () => {
    const open: CodeStore[] = [];
    const proxies: TcpProxy[] = [];
    const make = async (options?: CodeStoreOptions) => {
      const store = new CodeStore(await target.storage(options), options);
      open.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.allSettled(open.splice(0).map((s) => s.close()));
      await Promise.allSettled(proxies.splice(0).map((p) => p.close()));
    });

    it("returns a code exactly as given, as a Buffer, with its type, ETag and time", async () => {
      const store = await make();
      const bytes = randomBytes(4096);
      const { id, createdAt } = await store.save("qr", { mimeType: "image/png", bytes });
      const code = await store.load("qr", id);
      expect(Buffer.isBuffer(code?.bytes)).toBe(true);
      expect(code?.bytes.equals(bytes)).toBe(true);
      expect(code?.mimeType).toBe("image/png");
      expect(code?.createdAt).toBe(createdAt);
      expect(code?.etag).toMatch(/^"[\w-]{27}"$/);
    });

    const puts = target.putsPerWriter ?? 2500;
    it(`gives ${WRITERS * puts} puts from ${WRITERS} concurrent writers distinct ids, each holding its own bytes`, async () => {
      const store = await make();
      const writer = async (w: number) => {
        const saved: Array<[number, string]> = [];
        for (let i = 0; i < puts; i++) saved.push([(await store.save("qr", png(`${w}/${i}`))).id, `${w}/${i}`]);
        return saved;
      };
      const saved = (await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))).flat();
      expect(new Set(saved.map(([id]) => id)).size).toBe(WRITERS * puts);
      for (let start = 0; start < saved.length; start += 500) {
        const batch = saved.slice(start, start + 500);
        const loaded = await Promise.all(batch.map(([id]) => store.load("qr", id)));
        expect(loaded.map((code) => code?.bytes.toString())).toEqual(batch.map(([, text]) => text));
      }
    }, 120_000);

    const network = target.network;
    describe.runIf(network)("when the server goes away", () => {
      const openVia = async (port: number) => {
        const options = { timeoutMs: OUTAGE_TIMEOUT_MS };
        const store = new CodeStore(await (network as NonNullable<typeof network>).storageVia(port, options), options);
        open.push(store);
        return store;
      };
      const startProxy = async () => {
        const proxy = await TcpProxy.start((network as NonNullable<typeof network>).server);
        proxies.push(proxy);
        return proxy;
      };
      const expectFastFailure = async (operation: () => Promise<unknown>) => {
        const started = performance.now();
        await expect(operation()).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
        expect(performance.now() - started).toBeLessThan(OUTAGE_TIMEOUT_MS + OUTAGE_SLACK_MS);
      };

      it.each<[string, Outage]>([
        ["stops (connections reset, then refused)", "refuse"],
        ["stalls (a network partition: no byte moves)", "stall"],
      ])(
        "is STORAGE_UNAVAILABLE within the timeout while it %s, then recovers",
        async (_, outage) => {
          const proxy = await startProxy();
          const store = await openVia(proxy.port);
          const before = await store.save("qr", png("before"));
          await proxy.cut(outage);
          await expectFastFailure(() => store.save("qr", png("during")));
          await expectFastFailure(() => store.load("qr", before.id));
          expect(await store.ping()).toBe(false);
          await proxy.restore();
          const after = await eventually(() => store.save("qr", png("after")), RECOVERY_DEADLINE_MS);
          expect((await store.load("qr", before.id))?.bytes.toString()).toBe("before");
          expect((await store.load("qr", after.id))?.bytes.toString()).toBe("after");
          expect(await store.ping()).toBe(true);
        },
        30_000,
      );

      it("is STORAGE_UNAVAILABLE within the timeout when down from the start, then works once it is up", async () => {
        const proxy = await startProxy();
        await proxy.cut("refuse");
        const store = await openVia(proxy.port);
        await expectFastFailure(() => store.save("qr", png("too early")));
        await expectFastFailure(() => store.load("qr", 1));
        await proxy.restore();
        const saved = await eventually(() => store.save("qr", png("late")), RECOVERY_DEADLINE_MS);
        expect((await store.load("qr", saved.id))?.bytes.toString()).toBe("late");
      }, 30_000);
    });
  });
}
