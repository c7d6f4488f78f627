import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  dependenciesStale,
  INSTALLED_LOCK,
  nodeGypEnv,
  pinnedPnpm,
  pnpmPlan,
  SYSTEM_NODE_HEADERS,
  // @ts-expect-error: a plain script of the repository, without types.
} from "../../../scripts/bootstrap.mjs";
// @ts-expect-error: a plain script of the repository, without types.
import { stalePackages } from "../../../scripts/stale-packages.mjs";

const PINNED = "10.34.9";

describe("npm start's and npm test's set-up (scripts/bootstrap.mjs)", () => {
  it("reads the pinned pnpm from packageManager, and refuses a manifest that pins none", () => {
    expect(pinnedPnpm({ packageManager: "pnpm@10.34.9+sha512.abc" })).toBe("10.34.9");
    expect(() => pinnedPnpm({ packageManager: "yarn@4.1.0" })).toThrow(
      /must pin pnpm \(pnpm@x\.y\.z\); got 'yarn@4\.1\.0'/,
    );
    expect(() => pinnedPnpm({})).toThrow(/must pin pnpm/);
  });

  it.each([
    ["pnpm 10 on the PATH: that one", { pathVersion: "10.2.0", localInstalled: false }, { use: "path" }],
    [
      "pnpm 10 on the PATH and a local copy: the PATH's",
      { pathVersion: "10.34.9", localInstalled: true },
      { use: "path" },
    ],
    ["no pnpm, a local copy: the local copy", { pathVersion: undefined, localInstalled: true }, { use: "local" }],
    [
      "pnpm 9 on the PATH, a local copy: the local copy",
      { pathVersion: "9.15.0", localInstalled: true },
      { use: "local" },
    ],
    [
      "no pnpm anywhere: the pinned version installed into the clone (no root needed)",
      { pathVersion: undefined, localInstalled: false },
      { use: "local", install: `pnpm@${PINNED}` },
    ],
    [
      "pnpm 11 on the PATH, no local copy: the pinned version installed",
      { pathVersion: "11.0.0", localInstalled: false },
      { use: "local", install: `pnpm@${PINNED}` },
    ],
  ])("pnpm: %s", (_, state, plan) => {
    expect(pnpmPlan({ ...state, pinned: PINNED })).toEqual(plan);
  });

  it("installs the dependencies when missing or installed from another lockfile, not when they match it", () => {
    const root = mkdtempSync(join(tmpdir(), "qrbar-bootstrap-"));
    writeFileSync(join(root, "pnpm-lock.yaml"), "lockfileVersion: '9.0'\n");
    expect(dependenciesStale(root)).toBe("missing");

    // Installed by hand (pnpm install): no record of the lockfile, so one install makes the record.
    mkdirSync(join(root, "node_modules"));
    writeFileSync(join(root, "node_modules", ".modules.yaml"), "");
    expect(dependenciesStale(root)).toBe("installed from another pnpm-lock.yaml");

    // The record bootstrap writes after installing: the SHA-256 of the lockfile installed from.
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    writeFileSync(join(root, INSTALLED_LOCK), `${sha256("lockfileVersion: '6.0'\n")}\n`);
    expect(dependenciesStale(root)).toBe("installed from another pnpm-lock.yaml");
    writeFileSync(join(root, INSTALLED_LOCK), `${sha256("lockfileVersion: '9.0'\n")}\n`);
    expect(dependenciesStale(root)).toBeUndefined();

    // A pull that changes the lockfile makes them stale again.
    writeFileSync(join(root, "pnpm-lock.yaml"), "lockfileVersion: '9.0'\nimporters: {}\n");
    expect(dependenciesStale(root)).toBe("installed from another pnpm-lock.yaml");
  });

  it("builds a package whose dist is missing (a fresh clone)", () => {
    const root = mkdtempSync(join(tmpdir(), "qrbar-bootstrap-"));
    mkdirSync(join(root, "core", "src"), { recursive: true });
    writeFileSync(join(root, "core", "src", "index.ts"), "");
    expect(stalePackages(root, [["@x/core", "core"]])).toEqual([{ name: "@x/core", reason: "missing" }]);
  });

  it("sets npm_config_nodedir for node-gyp only when unset and the system has Node.js headers", () => {
    const has = (path: string) => path === SYSTEM_NODE_HEADERS;
    expect(nodeGypEnv({ PATH: "/bin" }, has)).toEqual({ PATH: "/bin", npm_config_nodedir: "/usr" });
    expect(nodeGypEnv({ npm_config_nodedir: "/opt/node" }, has)).toEqual({ npm_config_nodedir: "/opt/node" });
    expect(nodeGypEnv({ PATH: "/bin" }, () => false)).toEqual({ PATH: "/bin" });
  });
});
