import { createHash } from "node:crypto";
import { describeBytes } from "../errors/describe-bytes.js";
import { errorSentence } from "../errors/error-sentence.js";
import { QrbarError } from "../errors/qrbar-error.js";
import type { CodeStorage, StoredRecord } from "./code-storage.js";
import { randomId } from "./random-id.js";
import { withStorageDeadline } from "./storage-deadline.js";
import { describeStorageFault } from "./storage-fault.js";

/** What a store keeps: QR codes, barcodes and shipping labels live in separate id spaces. */
export type CodeKind = "qr" | "barcode" | "label";

/** An image to keep. */
export interface CodeToStore {
  /** Media type of the image, e.g. `image/png`; its download answers with it. */
  readonly mimeType: string;
  /** The file, as `generateQr` and the other generators return it. */
  readonly bytes: Uint8Array;
}

/** An image read back from the store: its {@link StoredRecord}, the bytes as a `Buffer`. */
export interface StoredCode extends StoredRecord, CodeToStore {
  /** The image, as a `Buffer` over the storage's bytes (no copy). */
  readonly bytes: Buffer;
}

/** Milliseconds a storage operation may take, connecting included, before it is `STORAGE_UNAVAILABLE`. */
export const DEFAULT_STORAGE_TIMEOUT_MS = 2000;

/**
 * Most bytes one stored code may have by default (12 MB): above the largest code qrbar makes, a 4096 px
 * styled PNG with a gradient, a transparent background and a 0.4-wide logo of RGBA noise (at most
 * 10.5 MB over about 120 such designs; a JPEG logo of noise 9.2 MB, a typical styled one 4 to 5 MB),
 * with a seventh to spare. Every other kind is far below: a version-40 SVG of dots 2 MB, a 4096 px
 * barcode 152 KB (PDF417 as SVG), a label 27 KB (PDF).
 */
export const DEFAULT_MAX_CODE_BYTES = 12_000_000;

/** Options of a {@link CodeStore}. */
export interface CodeStoreOptions {
  /** Days a code is kept, a positive number; after that it is gone (default 30). */
  readonly retentionDays?: number;
  /** Milliseconds an operation may take before it is `STORAGE_UNAVAILABLE` (default 2000). */
  readonly timeoutMs?: number;
  /** Draws a candidate id (default `randomId`, 53 random bits); tests pass a source that collides on purpose. */
  readonly nextId?: () => number;
  /** Told of every operation and of the store going down or coming back (logs, metrics); must not throw. */
  readonly observe?: (event: StoreEvent) => void;
  /** Most bytes one code may have; a larger one is refused by `save` with `PAYLOAD_TOO_LARGE` (default {@link DEFAULT_MAX_CODE_BYTES}). */
  readonly maxCodeBytes?: number;
}

/** What a store's operations name themselves in a {@link StoreEvent}. */
export type StoreOperation = "save" | "load" | "ping" | "close";

/**
 * What happens in a {@link CodeStore}: each operation with its time and outcome, and the transitions
 * between answering and not (`down` once with its cause when operations start failing, `up` once when
 * one succeeds again), so that a fault is reported once, not per request.
 */
export type StoreEvent =
  | { readonly type: "operation"; readonly operation: StoreOperation; readonly ms: number; readonly ok: boolean }
  | { readonly type: "down"; readonly cause: string }
  | { readonly type: "up" };

/** The key no code ever has, read by {@link CodeStore.check} on a storage without `ping`. */
const HEALTH_KEY = "health:ping";

const MAX_ID_ATTEMPTS = 5;

/**
 * Keeps generated codes under random, unguessable ids in a {@link CodeStorage}: one of the built-in
 * back-ends (`createStore` builds them from a URL) or your own. A code over `maxCodeBytes` is refused
 * before anything is written (`PAYLOAD_TOO_LARGE`). An id is claimed with one atomic `insert`, and a
 * taken one is drawn again, never overwritten. Every failure of the storage, including one that hangs
 * past `timeoutMs` (connecting included), is a `STORAGE_UNAVAILABLE` error whose `cause` says why.
 *
 * @example
 * ```ts
 * const store = new CodeStore(myStorage, { retentionDays: 30 });
 * const { id } = await store.save("qr", { mimeType: "image/png", bytes });
 * const code = await store.load("qr", id);
 * ```
 */
export class CodeStore {
  private readonly ttlMs: number;
  private readonly timeoutMs: number;
  private readonly nextId: () => number;
  private readonly observe: (event: StoreEvent) => void;
  /** Most bytes one code may have (see {@link CodeStoreOptions.maxCodeBytes}). */
  readonly maxCodeBytes: number;
  private down = false;

  constructor(
    private readonly storage: CodeStorage,
    options: CodeStoreOptions = {},
  ) {
    const retentionDays = options.retentionDays ?? 30;
    this.ttlMs = Math.round(retentionDays * 86_400_000);
    if (!(this.ttlMs > 0)) {
      throw QrbarError.field("retentionDays", `must be a positive number of days, such as 30; got ${retentionDays}`);
    }
    this.timeoutMs = options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS;
    this.nextId = options.nextId ?? randomId;
    this.observe = options.observe ?? (() => {});
    this.maxCodeBytes = options.maxCodeBytes ?? DEFAULT_MAX_CODE_BYTES;
  }

  /**
   * Throws `PAYLOAD_TOO_LARGE`, naming the cap and what to ask for instead, when `code` is over
   * `maxCodeBytes`; `save` checks it first, and a caller that counts bytes before saving (a budget)
   * checks it before counting.
   */
  checkSize(kind: CodeKind, code: CodeToStore): void {
    const bytes = code.bytes.length;
    if (bytes <= this.maxCodeBytes) return;
    const instead =
      kind === "label"
        ? errorSentence`a smaller one (203 dpi, or ZPL)`
        : errorSentence`a smaller one (a lower size, SVG instead of PNG, a simpler design) or for ${{ unstored: ["qr", "barcode"], count: "one" }}`;
    throw new QrbarError(
      "PAYLOAD_TOO_LARGE",
      errorSentence`the ${kind === "label" ? "label" : "image"} is ${describeBytes(bytes)} (${bytes} bytes), over the ${describeBytes(this.maxCodeBytes)} (${this.maxCodeBytes} bytes) a stored code may have (${{ setting: "maxCodeBytes" }}); ask for ${instead}`,
    );
  }

  /**
   * Stores a code under a fresh id and returns the id and the time stored. A code over
   * `maxCodeBytes` is refused (see {@link CodeStore.checkSize}). A drawn id that is taken is never
   * overwritten: another is drawn, up to five times.
   */
  async save(kind: CodeKind, code: CodeToStore): Promise<{ id: number; createdAt: string }> {
    this.checkSize(kind, code);
    const createdAt = new Date().toISOString();
    const record: StoredRecord = {
      mimeType: code.mimeType,
      bytes: code.bytes,
      etag: `"${createHash("sha256").update(code.bytes).digest("base64url").slice(0, 27)}"`,
      createdAt,
    };
    for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt++) {
      const id = this.nextId();
      if (await this.run("save", () => this.storage.insert(`${kind}:${id}`, record, this.ttlMs))) {
        return { id, createdAt };
      }
    }
    throw new QrbarError("INTERNAL_ERROR", "could not find a free id for the code; please retry");
  }

  /** Reads a code back, or `undefined` when the id is unknown or past retention. */
  async load(kind: CodeKind, id: number): Promise<StoredCode | undefined> {
    const record = await this.run("load", () => this.storage.get(`${kind}:${id}`));
    if (!record) return undefined;
    const { bytes } = record;
    return {
      mimeType: record.mimeType,
      bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      etag: record.etag,
      createdAt: record.createdAt,
    };
  }

  /** Whether the back-end answers. */
  async ping(): Promise<boolean> {
    try {
      await this.check();
      return true;
    } catch {
      return false;
    }
  }

  /** One read that proves the back-end answers; `STORAGE_UNAVAILABLE` (its `cause` says why) if not. */
  async check(): Promise<void> {
    await this.run("ping", async () => {
      if (this.storage.ping) await this.storage.ping();
      else await this.storage.get(HEALTH_KEY);
    });
  }

  /** Closes the back-end's connections; `STORAGE_UNAVAILABLE` if that takes longer than the timeout. */
  async close(): Promise<void> {
    await this.run("close", async () => this.storage.close?.());
  }

  /** One operation under the deadline, observed; the first failure after a success reports `down`. */
  private async run<T>(name: StoreOperation, operation: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const value = await withStorageDeadline(operation, this.timeoutMs);
      this.observe({ type: "operation", operation: name, ms: performance.now() - started, ok: true });
      if (this.down && name !== "close") {
        this.down = false;
        this.observe({ type: "up" });
      }
      return value;
    } catch (error) {
      this.observe({ type: "operation", operation: name, ms: performance.now() - started, ok: false });
      if (!this.down && name !== "close") {
        this.down = true;
        this.observe({ type: "down", cause: describeStorageFault(error) });
      }
      throw error;
    }
  }
}
