import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createStore } from "./create-store.js";

const CREATE_STORE = new URL("./create-store.ts", import.meta.url).href;
const CLIENTS = /\/node_modules\/(@redis\/client|pg)\//;
// A module hook (off-thread, so it writes straight to stderr) that names every client library loaded.
const HOOK = `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const name = ${CLIENTS}.exec(resolved.url)?.[1];
  if (name) process.stderr.write("loaded " + name + "\\n");
  return resolved;
}`;
const REGISTER = `import { register } from "node:module"; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOK)}`)});`;

/** The client libraries a fresh process loads to build (not use) a store for `url`. */
function clientsLoadedFor(url: string): string[] {
  const script = `const { createStore } = await import(${JSON.stringify(CREATE_STORE)});
const store = await createStore(${JSON.stringify(url)});
await store.close().catch(() => {});`;
  const child = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      `data:text/javascript,${encodeURIComponent(REGISTER)}`,
      "--input-type=module",
      "-e",
      script,
    ],
    { cwd: fileURLToPath(new URL("../..", import.meta.url)), encoding: "utf8", timeout: 20_000 },
  );
  if (child.status !== 0) throw new Error(`the probe failed:\n${child.stderr}`);
  return [...new Set(child.stderr.match(/(?<=^loaded ).+$/gm))].sort();
}

describe("createStore", () => {
  it.each([
    ["not a url", "STORAGE_URL is not a URL; use e.g. sqlite://.data/qrbar.sqlite"],
    [
      "ftp://example.com",
      "STORAGE_URL scheme 'ftp:' is not supported; use one of memory://, sqlite://, redis://, rediss://, postgres://, postgresql://",
    ],
    ["redis://127.0.0.1:6379/zero", "STORAGE_URL path must be a Redis database number such as /0"],
    ["redis://127.0.0.1:6379/0?prefix=a b", "STORAGE_URL prefix must be 1 to 64 letters, digits, '_', '.' or '-'"],
    ["redis://127.0.0.1:6379?db=2", "STORAGE_URL parameter 'db' is not known for Redis; use prefix or cluster"],
    ["redis://127.0.0.1:6379?cluster=yes", "STORAGE_URL cluster must be true or false"],
    ["redis://127.0.0.1:6379/2?cluster=true", "STORAGE_URL a Redis Cluster has only database 0"],
    [
      "postgres://127.0.0.1/qrbar?schema=Public",
      "STORAGE_URL schema must be lower-case letters, digits and '_' (at most 63), starting with a letter or '_'",
    ],
    [
      "postgresql://127.0.0.1/qrbar?table=codes;drop",
      "STORAGE_URL table must be lower-case letters, digits and '_' (at most 63), starting with a letter or '_'",
    ],
  ])("refuses STORAGE_URL %j with VALIDATION_ERROR", async (url, message) => {
    await expect(createStore(url)).rejects.toMatchObject({ code: "VALIDATION_ERROR", message });
  });

  it("does not repeat a URL it cannot parse, which may hold a password", async () => {
    await expect(createStore("redis://user:s3cret@[bad")).rejects.not.toThrow(/s3cret/);
  });

  it.each([
    ["memory://", []],
    [`sqlite://${join(mkdtempSync(join(tmpdir(), "qrbar-store-")), "codes.sqlite")}`, []],
    ["redis://127.0.0.1:1/0", ["@redis/client"]],
    ["postgres://127.0.0.1:1/qrbar", ["pg"]],
  ])("for %s loads only the client libraries its back-end needs", (url, clients) => {
    expect(clientsLoadedFor(url)).toEqual(clients);
  });
});
