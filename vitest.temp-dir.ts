import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Gives the whole test run one temporary folder: `TMPDIR` points into it, so that every temporary
 * file a test, a library or a spawned process makes (`os.tmpdir()`, `mkdtemp`) lands there, and the
 * folder is removed when the run ends, whether the tests cleaned up after themselves or not.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), "qrbar-test-run-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}
