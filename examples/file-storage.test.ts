// The conformance suite of qrbar's CodeStorage, run against file-storage.ts with node's own test runner.
// Run: pnpm --filter @qrbar/examples test-file-storage
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { testCodeStorage } from "@qrbar/core/store/testing";
import { FileStorage } from "./file-storage.js";

testCodeStorage(
  { describe, it },
  { name: "FileStorage", create: () => new FileStorage(mkdtempSync(join(tmpdir(), "qrbar-files-"))) },
);
