import type { CodeStorage, StoredRecord } from "./code-storage.js";
import { DEFAULT_MAX_CODE_BYTES } from "./code-store.js";

/**
 * The two functions of a test runner the suite registers its tests with. vitest, jest, mocha and
 * `node:test` all have them under these names, so the suite depends on none of them.
 */
export interface TestFunctions {
  /** Groups tests under a name, e.g. `describe` from `vitest`, `node:test` or jest's global. */
  describe(name: string, body: () => void): unknown;
  /** Registers one test; its body resolves when it passes and rejects (throws) when it fails. */
  it(name: string, body: () => Promise<void>): unknown;
}

/** What {@link testCodeStorage} tests. */
export interface CodeStorageSuiteOptions {
  /** Names the group of tests, e.g. `"my storage"`. */
  readonly name: string;
  /**
   * A fresh, empty storage for one test; the suite closes it at the end of the test. Give each one its
   * own table, key prefix, folder or instance, so tests do not see each other's keys.
   */
  readonly create: () => CodeStorage | Promise<CodeStorage>;
  /**
   * Bytes of the largest record the storage must keep (default `DEFAULT_MAX_CODE_BYTES`, 12 MB, the
   * `maxCodeBytes` a `CodeStore` allows by default). Lower it only with the store's `maxCodeBytes`.
   */
  readonly largestBytes?: number;
  /**
   * Time to live, in milliseconds, of the record the expiry test writes and waits out (default 200);
   * raise it for a back-end that expires at a coarser grain (Redis `EX` counts in seconds).
   */
  readonly expiryTtlMs?: number;
}

/** Thirty days, the default retention: the ttl of every record but the expiring one. */
const LONG_TTL_MS = 30 * 86_400_000;
/** Inserts of one key that race in the atomicity test. */
const RACERS = 8;
/** Keys inserted at once in the concurrency test. */
const CONCURRENT_KEYS = 200;
/** How long an operation on a closed storage may take to settle. */
const SETTLE_MS = 2000;

/** A reproducible image of `size` bytes that is not all one value (an xorshift stream). */
function sampleBytes(size: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** A record with `bytes`, told apart from others by `label`. */
function sampleRecord(label: string, bytes: Uint8Array = new TextEncoder().encode(label)): StoredRecord {
  return {
    mimeType: "image/png",
    bytes,
    etag: `"${label.replace(/\W/g, "_").padEnd(27, "x").slice(0, 27)}"`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, bytes.length % 60)).toISOString(),
  };
}

/** Throws `message` unless `condition` holds. */
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Throws unless `actual` is `expected`: the same fields, the same bytes. */
function checkSame(actual: StoredRecord | undefined, expected: StoredRecord, what: string): void {
  check(actual !== undefined, `get of ${what} answered undefined; expected the record inserted`);
  for (const field of ["mimeType", "etag", "createdAt"] as const) {
    check(actual[field] === expected[field], `${what}: ${field} is ${actual[field]}; expected ${expected[field]}`);
  }
  check(actual.bytes instanceof Uint8Array, `${what}: bytes is not a Uint8Array (a Buffer is one)`);
  check(
    actual.bytes.length === expected.bytes.length,
    `${what}: ${actual.bytes.length} bytes came back; expected ${expected.bytes.length}`,
  );
  const at = actual.bytes.findIndex((byte, i) => byte !== expected.bytes[i]);
  check(at === -1, `${what}: byte ${at} differs from the one inserted`);
}

/** Resolves after `ms`. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the conformance tests of a {@link CodeStorage} with your test runner: run it against
 * your own adapter, as qrbar runs it against each built-in one. It checks the contract written on
 * the interface: `get` of a key never written; a record read back exactly as inserted, an empty and
 * a 12 MB one included; an insert of a live key answers `false` and leaves the record alone; of 8
 * concurrent inserts of one key exactly one wins and its record is kept; 200 concurrent inserts of
 * distinct keys each keep their own record; a record is gone after its ttl and its key can be
 * inserted again; `ping` answers; `close` resolves, twice, and afterwards an operation settles
 * rather than hangs.
 *
 * It takes `describe` and `it` rather than importing a test runner, so that it runs under vitest,
 * jest, mocha or `node:test` alike, and checks with its own assertions, whose messages say what was
 * expected.
 *
 * @example
 * ```ts
 * // my-storage.test.ts (vitest; with node:test, import describe and it from "node:test")
 * import { testCodeStorage } from "@qrbar/core/store/testing";
 * import { describe, it } from "vitest";
 * import { MyStorage } from "./my-storage.js";
 *
 * testCodeStorage({ describe, it }, { name: "MyStorage", create: () => new MyStorage() });
 * ```
 */
export function testCodeStorage(test: TestFunctions, options: CodeStorageSuiteOptions): void {
  const largestBytes = options.largestBytes ?? DEFAULT_MAX_CODE_BYTES;
  const expiryTtlMs = options.expiryTtlMs ?? 200;
  /** Runs `body` on a fresh storage and closes it afterwards, whatever happened. */
  const withStorage = async (body: (storage: CodeStorage) => Promise<void>) => {
    const storage = await options.create();
    try {
      await body(storage);
    } finally {
      await storage.close?.();
    }
  };

  test.describe(`CodeStorage contract: ${options.name}`, () => {
    test.it("answers undefined for a key never written", () =>
      withStorage(async (storage) => {
        const answer = await storage.get("qr:1");
        check(answer === undefined, `get of a key never written answered ${typeof answer}; expected undefined`);
      }),
    );

    test.it(`reads back each record exactly as inserted: a small one, an empty one, ${largestBytes} bytes`, () =>
      withStorage(async (storage) => {
        const svg: StoredRecord = {
          ...sampleRecord(
            "an SVG with non-ASCII text",
            new TextEncoder().encode("<svg><text>Grüße ✓ 二维码</text></svg>"),
          ),
          mimeType: "image/svg+xml",
        };
        const records: Array<[string, StoredRecord]> = [
          ["qr:1", sampleRecord("a 4 KiB image", sampleBytes(4096))],
          ["qr:2", sampleRecord("an empty image", new Uint8Array(0))],
          ["barcode:3", svg],
          ["label:4", sampleRecord("the largest image", sampleBytes(largestBytes, 7))],
        ];
        for (const [key, record] of records) {
          const written = await storage.insert(key, record, LONG_TTL_MS);
          check(written === true, `insert of the absent key ${key} answered ${written}; expected true`);
        }
        for (const [key, record] of records) checkSame(await storage.get(key), record, key);
      }),
    );

    test.it("keeps keys that share a beginning apart (qr:1, qr:10, barcode:1)", () =>
      withStorage(async (storage) => {
        const keys = ["qr:1", "qr:10", "barcode:1"];
        for (const key of keys) await storage.insert(key, sampleRecord(key), LONG_TTL_MS);
        for (const key of keys) checkSame(await storage.get(key), sampleRecord(key), key);
        const other = await storage.get("label:1");
        check(other === undefined, "get of label:1, never written, found a record; expected undefined");
      }),
    );

    test.it("answers false to an insert of a live key and keeps the first record", () =>
      withStorage(async (storage) => {
        const first = sampleRecord("first");
        await storage.insert("qr:7", first, LONG_TTL_MS);
        const written = await storage.insert("qr:7", sampleRecord("second"), LONG_TTL_MS);
        check(written === false, `insert of a live key answered ${written}; expected false (never overwrite)`);
        checkSame(await storage.get("qr:7"), first, "qr:7 after a refused insert");
      }),
    );

    test.it(`lets exactly one of ${RACERS} concurrent inserts of one key win, and keeps its record`, () =>
      withStorage(async (storage) => {
        const racers = Array.from({ length: RACERS }, (_, i) => sampleRecord(`racer ${i}`));
        const answers = await Promise.all(racers.map((record) => storage.insert("qr:42", record, LONG_TTL_MS)));
        const winners = answers.flatMap((answer, i) => (answer ? [i] : []));
        check(
          winners.length === 1,
          `${winners.length} of ${RACERS} concurrent inserts of one key answered true; expected exactly 1 (the check and the write must be one atomic step)`,
        );
        checkSame(await storage.get("qr:42"), racers[winners[0] as number] as StoredRecord, "the winner's key");
      }),
    );

    test.it(`inserts ${CONCURRENT_KEYS} distinct keys at once, each keeping its own record`, () =>
      withStorage(async (storage) => {
        const keys = Array.from({ length: CONCURRENT_KEYS }, (_, i) => `qr:${1000 + i}`);
        const answers = await Promise.all(keys.map((key) => storage.insert(key, sampleRecord(key), LONG_TTL_MS)));
        const refused = answers.filter((answer) => answer !== true).length;
        check(refused === 0, `${refused} of ${CONCURRENT_KEYS} inserts of distinct absent keys did not answer true`);
        const read = await Promise.all(keys.map((key) => storage.get(key)));
        for (const [i, key] of keys.entries()) checkSame(read[i], sampleRecord(key), key);
      }),
    );

    test.it(`forgets a record ${expiryTtlMs} ms after its insert and lets its key be inserted again`, () =>
      withStorage(async (storage) => {
        const kept = sampleRecord("kept");
        await storage.insert("qr:8", sampleRecord("expiring"), expiryTtlMs);
        await storage.insert("qr:9", kept, LONG_TTL_MS);
        check((await storage.get("qr:8")) !== undefined, "a record was gone at once; expected it until its ttl");
        await pause(expiryTtlMs * 1.5 + 50);
        const gone = await storage.get("qr:8");
        check(gone === undefined, `get of a record past its ttl answered a record; expected undefined`);
        checkSame(await storage.get("qr:9"), kept, "a record inserted with a 30-day ttl");
        const again = sampleRecord("again");
        const written = await storage.insert("qr:8", again, LONG_TTL_MS);
        check(written === true, `insert of an expired key answered ${written}; expected true`);
        checkSame(await storage.get("qr:8"), again, "an expired key inserted again");
      }),
    );

    test.it("answers ping while up (when it has ping)", () => withStorage(async (storage) => storage.ping?.()));

    test.it("closes, twice without harm; afterwards an operation settles rather than hangs", async () => {
      const storage = await options.create();
      await storage.insert("qr:5", sampleRecord("before close"), LONG_TTL_MS);
      await storage.close?.();
      await storage.close?.();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const hang = new Promise<"hung">((resolve) => {
        timer = setTimeout(() => resolve("hung"), SETTLE_MS);
      });
      const outcome = await Promise.race([
        storage.get("qr:5").then(
          () => "settled",
          () => "settled",
        ),
        hang,
      ]);
      clearTimeout(timer);
      check(outcome === "settled", `get after close did not settle within ${SETTLE_MS} ms`);
    });
  });
}
