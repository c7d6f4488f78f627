// The set-up `npm start` and `npm test` do themselves on a machine with only Node.js and npm: pnpm (the
// version package.json pins), the dependencies when missing or installed from another lockfile, and the
// variable node-gyp needs to compile better-sqlite3 against the system's Node.js headers. The decisions
// are pure functions (tested in apps/server/test/bootstrap.test.ts); `bootstrap` carries them out.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Where pnpm is installed when the PATH has none of the pinned major version: inside the clone, no root needed. */
export const LOCAL_PNPM_DIR = join(".cache", "pnpm");

/** The record, inside node_modules, of the lockfile the dependencies were installed from (its SHA-256). */
export const INSTALLED_LOCK = join("node_modules", ".qrbar-installed-lock");

/** The headers node-gyp compiles native modules against when no prebuilt binary can be fetched. */
export const SYSTEM_NODE_HEADERS = "/usr/include/node";

/**
 * The pnpm version package.json's `packageManager` pins (`pnpm@10.34.9` gives `10.34.9`).
 *
 * @example
 * pinnedPnpm({ packageManager: "pnpm@10.34.9" }); // "10.34.9"
 */
export function pinnedPnpm(manifest) {
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(manifest.packageManager ?? "");
  if (!match)
    throw new Error(`package.json's packageManager must pin pnpm (pnpm@x.y.z); got '${manifest.packageManager}'`);
  return match[1];
}

/**
 * How to get pnpm: the one on the PATH when its major version is the pinned one; else the copy below
 * {@link LOCAL_PNPM_DIR}; else that copy after installing it with `npm install --prefix`, which, unlike
 * `npm i -g`, needs no write access outside the clone (a non-root user, a read-only global prefix).
 *
 * @example
 * pnpmPlan({ pathVersion: "10.2.0", localInstalled: false, pinned: "10.34.9" }); // { use: "path" }
 * pnpmPlan({ pathVersion: undefined, localInstalled: false, pinned: "10.34.9" }); // { use: "local", install: "pnpm@10.34.9" }
 */
export function pnpmPlan({ pathVersion, localInstalled, pinned }) {
  const major = (version) => version.split(".")[0];
  if (pathVersion !== undefined && major(pathVersion) === major(pinned)) return { use: "path" };
  if (localInstalled) return { use: "local" };
  return { use: "local", install: `pnpm@${pinned}` };
}

/** The SHA-256 of a file's bytes, in hex. */
const sha256 = (path) => createHash("sha256").update(readFileSync(path)).digest("hex");

/**
 * Why `pnpm install` must run below `root`, or `undefined` when the installed dependencies are those of
 * the lockfile: none installed, or installed from another `pnpm-lock.yaml` (after a pull or a branch
 * switch), as {@link INSTALLED_LOCK} records. Compares contents, not times: a checkout sets times freely.
 *
 * @example
 * dependenciesStale("/repo"); // "missing"
 */
export function dependenciesStale(root) {
  if (!existsSync(join(root, "node_modules", ".modules.yaml"))) return "missing";
  const record = join(root, INSTALLED_LOCK);
  const installed = existsSync(record) ? readFileSync(record, "utf8").trim() : "";
  return installed === sha256(join(root, "pnpm-lock.yaml")) ? undefined : "installed from another pnpm-lock.yaml";
}

/**
 * `env` with `npm_config_nodedir` set to /usr when it is unset and the system has Node.js headers
 * there: node-gyp then compiles better-sqlite3 without downloading headers (which this machine cannot).
 *
 * @example
 * nodeGypEnv({}, () => true); // { npm_config_nodedir: "/usr" }
 */
export function nodeGypEnv(env, exists = existsSync) {
  if (env.npm_config_nodedir || !exists(SYSTEM_NODE_HEADERS)) return env;
  return { ...env, npm_config_nodedir: "/usr" };
}

/** Runs a command with the terminal's output; exits with its status when it fails. */
function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    process.stderr.write(`qrbar: \`${[command, ...args].join(" ")}\` failed\n`);
    process.exit(result.status ?? 1);
  }
}

/** The version of the pnpm on the PATH, or `undefined` when there is none. */
function pathPnpmVersion(env) {
  const result = spawnSync("pnpm", ["--version"], { encoding: "utf8", env });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Sets up the clone at `root` for the scripts: `npm_config_nodedir` (see {@link nodeGypEnv}), pnpm
 * (see {@link pnpmPlan}; a local copy's folder goes first on `process.env.PATH`, so that every `pnpm`
 * the scripts and tests start is that one), then `pnpm install --frozen-lockfile` when
 * {@link dependenciesStale} says so. Each step it takes is one line on stderr.
 *
 * @example
 * bootstrap(ROOT); // then spawn("pnpm", ["build"]) finds pnpm and the dependencies
 */
export function bootstrap(root) {
  Object.assign(process.env, nodeGypEnv(process.env));
  const pinned = pinnedPnpm(JSON.parse(readFileSync(join(root, "package.json"), "utf8")));
  const localBin = join(root, LOCAL_PNPM_DIR, "node_modules", ".bin");
  const plan = pnpmPlan({
    pathVersion: pathPnpmVersion(process.env),
    localInstalled: existsSync(join(localBin, "pnpm")),
    pinned,
  });
  if (plan.install) {
    process.stderr.write(
      `qrbar: installing ${plan.install} into ${LOCAL_PNPM_DIR} (no pnpm ${pinned.split(".")[0]} on the PATH)\n`,
    );
    run(
      "npm",
      ["install", "--prefix", join(root, LOCAL_PNPM_DIR), "--no-save", "--no-audit", "--no-fund", plan.install],
      {
        cwd: root,
      },
    );
  }
  if (plan.use === "local") process.env.PATH = `${localBin}${delimiter}${process.env.PATH ?? ""}`;

  const stale = dependenciesStale(root);
  if (stale) {
    process.stderr.write(`qrbar: installing the dependencies (${stale})\n`);
    run("pnpm", ["install", "--frozen-lockfile"], { cwd: root });
    writeFileSync(join(root, INSTALLED_LOCK), `${sha256(join(root, "pnpm-lock.yaml"))}\n`);
  }
}
