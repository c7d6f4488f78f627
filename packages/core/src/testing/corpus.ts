import { fileURLToPath } from "node:url";

/**
 * The folder of test images (read in place, never copied into the repository): `QRBAR_CORPUS` when set,
 * else `shared/corpus` beside the repository's folder. Ends with a path separator.
 *
 * @example
 * ```ts
 * const bytes = readFileSync(join(CORPUS_DIR, "qr/photo-01.jpg"));
 * ```
 */
export const CORPUS_DIR: string = process.env.QRBAR_CORPUS
  ? `${process.env.QRBAR_CORPUS.replace(/\/+$/, "")}/`
  : fileURLToPath(new URL("../../../../../shared/corpus/", import.meta.url));
