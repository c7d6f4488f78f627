// A storage of your own: each code in a file of its own in one folder (a volume several instances share),
// implementing qrbar's CodeStorage. custom-storage.ts uses it; file-storage.test.ts runs the conformance suite.
import { mkdir, readFile, rename, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CodeStorage, StoredRecord } from "@qrbar/core/store";

/**
 * Keeps each code as `<folder>/<key>.json`: its fields, its bytes in base64 and when it expires. An
 * expired file stays until its key is inserted again; `find <folder> -name '*.json' -mtime +30 -delete`
 * (the retention in days) reclaims the rest.
 */
export class FileStorage implements CodeStorage {
  constructor(private readonly folder: string) {}

  /**
   * Atomic across processes: `mkdir` of `<key>.lock` succeeds for one caller at a time, and another
   * caller inserting the same key meanwhile answers false (the key is being taken). A crash while
   * holding the lock leaves it behind, and that one key stays taken (the store draws another id).
   */
  async insert(key: string, record: StoredRecord, ttlMs: number): Promise<boolean> {
    const file = this.fileOf(key);
    await mkdir(this.folder, { recursive: true });
    if (!(await mkdir(`${file}.lock`).then(() => true, ignore("EEXIST")))) return false;
    try {
      if (await this.get(key)) return false;
      const bytes = Buffer.from(record.bytes).toString("base64");
      // Written aside, then renamed into place: a reader sees the whole file or none.
      await writeFile(`${file}.tmp`, JSON.stringify({ ...record, bytes, expires: Date.now() + ttlMs }));
      await rename(`${file}.tmp`, file);
      return true;
    } finally {
      await rmdir(`${file}.lock`);
    }
  }

  async get(key: string): Promise<StoredRecord | undefined> {
    const text = await readFile(this.fileOf(key), "utf8").catch(ignore("ENOENT"));
    if (!text) return undefined;
    const { bytes, expires, ...record } = JSON.parse(text);
    return expires > Date.now() ? { ...record, bytes: Buffer.from(bytes, "base64") } : undefined;
  }

  private fileOf(key: string): string {
    return join(this.folder, `${encodeURIComponent(key)}.json`);
  }
}

/** A rejection handler that answers `undefined` for the error `code` and throws any other error. */
const ignore = (code: string) => (error: NodeJS.ErrnoException) => {
  if (error.code !== code) throw error;
  return undefined;
};
