import { describe, expect, it } from "vitest";
import type { CodeStorage, StoredRecord } from "./code-storage.js";
import { MemoryAdapter } from "./memory-adapter.js";
import { testCodeStorage } from "./test-code-storage.js";

/** The suite's tests by name, registered through a runner of two plain functions (as node:test's are). */
function suiteTests(create: () => CodeStorage) {
  const tests = new Map<string, () => Promise<void>>();
  const groups: string[] = [];
  const group = (name: string, body: () => void) => {
    groups.push(name);
    body();
  };
  const register = (name: string, body: () => Promise<void>) => tests.set(name, body);
  testCodeStorage({ describe: group, it: register }, { name: "a storage", create, largestBytes: 100_000 });
  return { groups, tests };
}

/** Runs the one test whose name contains `part`. */
function run(tests: Map<string, () => Promise<void>>, part: string): Promise<void> {
  const names = [...tests.keys()].filter((name) => name.includes(part));
  expect(names).toHaveLength(1);
  return (tests.get(names[0] as string) as () => Promise<void>)();
}

/** A storage over a plain Map (no expiry) with the methods given in place of its own: one flaw each. */
function flawed(flaw: (records: Map<string, StoredRecord>) => Partial<CodeStorage>): () => CodeStorage {
  return () => {
    const records = new Map<string, StoredRecord>();
    return {
      insert: async (key, record) => !records.has(key) && Boolean(records.set(key, record)),
      get: async (key) => records.get(key),
      ...flaw(records),
    };
  };
}

describe("testCodeStorage", () => {
  it("registers its tests in one group and passes a storage that keeps the contract", async () => {
    const { groups, tests } = suiteTests(() => new MemoryAdapter());
    expect(groups).toEqual(["CodeStorage contract: a storage"]);
    expect(tests.size).toBe(9);
    for (const test of tests.values()) await test();
  });

  it.each<[string, () => CodeStorage, string, RegExp]>([
    [
      "checks and writes in two awaited steps",
      flawed((records) => ({
        async insert(key, record) {
          if (await Promise.resolve(records.has(key))) return false;
          records.set(key, record);
          return true;
        },
      })),
      "concurrent inserts of one key",
      /^8 of 8 concurrent inserts of one key answered true; expected exactly 1/,
    ],
    [
      "overwrites a live key",
      flawed((records) => ({ insert: async (key, record) => Boolean(records.set(key, record)) })),
      "insert of a live key",
      /^insert of a live key answered true; expected false/,
    ],
    ["ignores the ttl", flawed(() => ({})), "forgets a record", /^get of a record past its ttl answered a record/],
    [
      "answers bytes that are not a Uint8Array",
      flawed((records) => ({
        get: async (key) => {
          const record = records.get(key);
          return record && { ...record, bytes: Array.from(record.bytes) as unknown as Uint8Array };
        },
      })),
      "reads back each record",
      /^qr:1: bytes is not a Uint8Array/,
    ],
    [
      "loses a large record",
      flawed((records) => ({
        get: async (key) => {
          const record = records.get(key);
          return record && record.bytes.length > 50_000 ? undefined : record;
        },
      })),
      "reads back each record",
      /^get of label:4 answered undefined; expected the record inserted/,
    ],
    [
      "hangs after close",
      flawed((records) => {
        let closed = false;
        return {
          get: (key) => (closed ? new Promise(() => {}) : Promise.resolve(records.get(key))),
          close: async () => {
            closed = true;
          },
        };
      }),
      "closes, twice",
      /^get after close did not settle within 2000 ms/,
    ],
  ])("fails a storage that %s", async (_, create, test, message) => {
    await expect(run(suiteTests(create).tests, test)).rejects.toThrow(message);
  });
});
