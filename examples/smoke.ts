// Runs every example the way its header says, against a real server and Redis, and checks what each
// prints: the examples are documentation, so CI keeps them working.
// Run: pnpm --filter @qrbar/examples smoke
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { acceptsConnection } from "@qrbar/core/testing";
import { buildApp, loadConfig } from "@qrbar/server";

const HERE = import.meta.dirname;
const out = mkdtempSync(join(tmpdir(), "qrbar-examples-"));

/**
 * Runs `<example>.ts` with tsx from the sources, in the scratch folder, `node` taking `nodeArgs` (such
 * as `--test`); resolves to what it printed.
 */
async function example(name: string, args: string[], nodeArgs: string[] = []): Promise<string> {
  const tsx = import.meta.resolve("tsx");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", tsx, "--conditions=source", ...nodeArgs, join(HERE, `${name}.ts`), ...args],
    { cwd: out, timeout: 120_000 },
  );
  return stdout;
}

const app = await buildApp({ config: loadConfig({ STORAGE_URL: "memory://" }), logger: false });
const api = `${await app.listen({ port: 0, host: "127.0.0.1" })}/api`;

const checks: Array<[string, () => Promise<string>, RegExp]> = [
  [
    "generate-qr-file",
    () => example("generate-qr-file", [join(out, "qr.png")]),
    /512x512 PNG, \d+ bytes, encodes https:\/\/example\.com/,
  ],
  [
    "scan-file",
    () => example("scan-file", [join(out, "qr.png")]),
    /png 512x512, 1 code\(s\)\nqr_code \(url, confidence [\d.]+\): https:\/\/example\.com/,
  ],
  [
    "print-label",
    () => example("print-label", [out]),
    /label\.pdf: PDF 812x1218 dots \(4 x 6 in at 203 dpi\), \d+ bytes, SSCC 340123450000000000\n.*label\.png: PNG 812x1218 dots/,
  ],
  [
    "scan-file (the label)",
    () => example("scan-file", [join(out, "label.png")]),
    /png 812x1218, 2 code\(s\)\ncode128 \(text, [^)]*\): 1Z999AA10123456784\ngs1_128 \(text, [^)]*\): 00340123450000000000/,
  ],
  [
    "call-server",
    () => example("call-server", [api]),
    /saved as .*\/examples\/output\/qr_\d+\.png\na bad request answers 400 VALIDATION_ERROR: .*content\.url/,
  ],
  [
    "scan-file (the shipped sample)",
    () => example("scan-file", []),
    /sample-qr\.png: png \d+x\d+, 1 code\(s\)\nqr_code \(url, confidence [\d.]+\): https:\/\/example\.com/,
  ],
  [
    "scan-file (a missing file: one sentence, exit 1)",
    () =>
      example("scan-file", ["missing.jpg"]).then(
        (printed) => `exited 0 and printed ${printed}`,
        (error: { code?: number; stderr?: string }) => `exit ${error.code}: ${error.stderr}`,
      ),
    /^exit 1: cannot read .*missing\.jpg: no such file; give the path of an image, such as .*sample-qr\.png\n$/,
  ],
  [
    "custom-storage",
    () => example("custom-storage", [join(out, "codes")]),
    /^stored qr \d+ in .*codes; read back \d+ bytes of image\/png\n$/,
  ],
  [
    "file-storage.test (the storage conformance suite under node:test)",
    () => example("file-storage.test", [], ["--test", "--test-reporter=spec"]),
    /CodeStorage contract: FileStorage[\s\S]*\bpass 9\n[\s\S]*\bfail 0\n/,
  ],
];
if (await acceptsConnection("redis://127.0.0.1:6379"))
  checks.push([
    "store-in-redis",
    () => example("store-in-redis", []),
    /^stored qr \d+ at .*; read back \d+ bytes of image\/png/,
  ]);
else console.log("store-in-redis: skipped, no Redis on 127.0.0.1:6379 (start redis-server to run it)");

let failed = 0;
for (const [name, run, expected] of checks) {
  try {
    const printed = await run();
    if (!expected.test(printed)) throw new Error(`printed:\n${printed}`);
    console.log(`${name}: ok\n  ${printed.trimEnd().replaceAll("\n", "\n  ")}`);
  } catch (error) {
    failed++;
    console.log(`${name}: FAILED ${(error as Error).message}`);
  }
}
await app.close();
rmSync(out, { recursive: true, force: true });
console.log(
  failed
    ? `examples: ${failed} of ${checks.length} did not run as documented`
    : `examples: all ${checks.length} ran as documented`,
);
process.exitCode = failed ? 1 : 0;
