import * as nodeTest from "node:test";
import * as vitest from "vitest";
import { describe, expectTypeOf, it } from "vitest";
import type { CodeStorage, StoredRecord } from "./code-storage.js";
import { CodeStore } from "./code-store.js";
import { testCodeStorage } from "./test-code-storage.js";

const record: StoredRecord = { mimeType: "image/png", bytes: new Uint8Array(), etag: '"e"', createdAt: "" };

describe("CodeStorage", () => {
  it("takes an object with insert and get, ping and close being optional", () => {
    const storage: CodeStorage = { insert: async () => true, get: async () => record };
    expectTypeOf(new CodeStore(storage)).toEqualTypeOf<CodeStore>();
  });

  it("refuses what a keyv store offers in their place", () => {
    // keyv's set answers whether it ran, not whether the key was free; its get answers any value.
    // @ts-expect-error insert must answer a boolean: written, or taken
    const voidInsert: CodeStorage = { insert: async () => {}, get: async () => record };
    // @ts-expect-error get must answer a StoredRecord, not the serialized text
    const textGet: CodeStorage = { insert: async () => true, get: async () => "{}" };
    // @ts-expect-error a storage without insert (has then set) is not one
    const noInsert: CodeStorage = { get: async () => record };
    expectTypeOf([voidInsert, textGet, noInsert]).toBeArray();
  });

  it("holds bytes as a Uint8Array, which a Buffer is", () => {
    expectTypeOf<StoredRecord["bytes"]>().toEqualTypeOf<Uint8Array>();
    expectTypeOf(Buffer.from("x")).toMatchTypeOf<StoredRecord["bytes"]>();
  });
});

describe("testCodeStorage", () => {
  it("takes describe and it from vitest and from node:test alike", () => {
    const create = () => ({ insert: async () => true, get: async () => undefined });
    expectTypeOf(testCodeStorage).toBeCallableWith({ describe: vitest.describe, it: vitest.it }, { name: "v", create });
    expectTypeOf(testCodeStorage).toBeCallableWith(
      { describe: nodeTest.describe, it: nodeTest.it },
      { name: "n", create },
    );
  });
});
