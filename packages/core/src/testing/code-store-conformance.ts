import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { CodeStore, CodeStoreOptions, CodeToStore } from "../storage/code-store.js";
import { type Outage, type ProxyTarget, TcpProxy } from "./tcp-proxy.js";

/** Opens a store on a fresh, empty back-end (a new file, key prefix or schema) for one test. */
export type StoreFactory = (options?: CodeStoreOptions) => Promise<CodeStore>;

/** What the conformance suite runs against. */
export interface ConformanceTarget {
  readonly open: StoreFactory;
  /** Puts made by each of the 4 concurrent writers (default 2,500: 10,000 in all). */
  readonly putsPerWriter?: number;
  /** A server back-end: the server, and how to open a fresh store that reaches it through another port. */
  readonly network?: {
    readonly server: ProxyTarget;
    readonly openVia: (port: number, options?: CodeStoreOptions) => Promise<CodeStore>;
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
 * The conformance suite every storage back-end must pass: exact bytes back, the cap on one code's
 * bytes, unique ids from concurrent writers (10,000 puts by default), atomic id claims, retention expiry, and for a server
 * back-end `STORAGE_UNAVAILABLE` within the timeout while the server is gone (stopped, partitioned,
 * or down from the start), then recovery once it is back.
 *
 * @example
 * ```ts
 * describeCodeStoreConformance("memory://", { open: (options) => createStore("memory://", options) });
 * ```
 */
export function describeCodeStoreConformance(name: string, target: ConformanceTarget): void {
  describe(`CodeStore conformance: ${name}`, () => {
    const open: CodeStore[] = [];
    const proxies: TcpProxy[] = [];
    const make = async (options?: CodeStoreOptions) => {
      const store = await target.open(options);
      open.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.allSettled(open.splice(0).map((s) => s.close()));
      await Promise.allSettled(proxies.splice(0).map((p) => p.close()));
    });

    it.each([
      ["a 4 KiB PNG", "image/png", randomBytes(4096)],
      ["a 2 MiB PNG", "image/png", randomBytes(2 * 1024 * 1024)],
      ["an SVG with non-ASCII text", "image/svg+xml", Buffer.from("<svg><text>Grüße ✓ 二维码</text></svg>")],
      ["an empty file", "image/png", Buffer.alloc(0)],
    ])("returns %s exactly as given, with its type, ETag and time", async (_, mimeType, bytes) => {
      const store = await make();
      const { id, createdAt } = await store.save("qr", { mimeType, bytes });
      const code = await store.load("qr", id);
      expect(code?.bytes.equals(bytes)).toBe(true);
      expect(code?.mimeType).toBe(mimeType);
      expect(code?.createdAt).toBe(createdAt);
      expect(code?.etag).toMatch(/^"[\w-]{27}"$/);
    });

    it("refuses a code over maxCodeBytes with PAYLOAD_TOO_LARGE naming the cap, storing nothing; one at the cap is kept", async () => {
      const store = await make({ maxCodeBytes: 4096, nextId: () => 77 });
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
      const store = await make();
      const { id } = await store.save("barcode", { mimeType: "image/svg+xml", bytes: Buffer.from("<svg/>") });
      expect(await store.load("qr", id)).toBeUndefined();
      expect(await store.load("barcode", id + 1)).toBeUndefined();
      expect((await store.load("barcode", id))?.bytes.toString()).toBe("<svg/>");
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

    it("lets exactly one of 8 concurrent saves that all draw the same id have it, and keeps its bytes", async () => {
      const store = await make({ nextId: () => 42 });
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => store.save("qr", png(`writer ${i}`))),
      );
      const winners = results.flatMap((result, i) => (result.status === "fulfilled" ? [i] : []));
      expect(winners).toHaveLength(1);
      for (const result of results) {
        if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "INTERNAL_ERROR" });
      }
      expect((await store.load("qr", 42))?.bytes.toString()).toBe(`writer ${winners[0]}`);
    });

    it("draws another id when the drawn one is taken, leaving the first code as it was", async () => {
      const draws = [7, 7, 8];
      const store = await make({ nextId: () => draws.shift() ?? 9 });
      expect((await store.save("qr", png("first"))).id).toBe(7);
      expect((await store.save("qr", png("second"))).id).toBe(8);
      expect((await store.load("qr", 7))?.bytes.toString()).toBe("first");
      expect((await store.load("qr", 8))?.bytes.toString()).toBe("second");
    });

    it("forgets codes after the retention period", async () => {
      const store = await make({ retentionDays: 0.3 / 86_400 });
      const { id } = await store.save("qr", png("y"));
      expect(await store.load("qr", id)).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await store.load("qr", id)).toBeUndefined();
    });

    it("answers ping while up", async () => {
      expect(await (await make()).ping()).toBe(true);
    });

    const network = target.network;
    describe.runIf(network)("when the server goes away", () => {
      const openVia = async (port: number) => {
        const store = await (network as NonNullable<typeof network>).openVia(port, { timeoutMs: OUTAGE_TIMEOUT_MS });
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
