import type { StoredRecord } from "./code-storage.js";

/** A record as text: the fields under one-letter names, the bytes in base64. */
interface RecordText {
  readonly value: { readonly m: string; readonly b: string; readonly e: string; readonly t: string };
  readonly expires?: number;
}

/**
 * A record as the text the SQLite, Redis and PostgreSQL adapters keep:
 * `{"value":{"m":<type>,"b":<base64>,"e":<etag>,"t":<time>},"expires":<epoch ms>}`, exactly what the
 * earlier keyv-based adapters wrote, so codes stored before stay readable and instances of either
 * release can share one store during a rolling update.
 *
 * @example
 * ```ts
 * await client.set(key, recordToText(record, Date.now() + ttlMs), { condition: "NX" });
 * ```
 */
export function recordToText(record: StoredRecord, expires: number): string {
  const { mimeType: m, bytes, etag: e, createdAt: t } = record;
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
  return JSON.stringify({ value: { m, b, e, t }, expires } satisfies RecordText);
}

/**
 * The record in text written by {@link recordToText} (or by the keyv-based adapters before it).
 *
 * @example
 * ```ts
 * const record = textToRecord(await client.get(key));
 * ```
 */
export function textToRecord(text: string): StoredRecord {
  const { value } = JSON.parse(text) as RecordText;
  return { mimeType: value.m, bytes: Buffer.from(value.b, "base64"), etag: value.e, createdAt: value.t };
}
