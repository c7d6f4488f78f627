// Which packages `pnpm start` must build before it serves: those whose dist is missing or older than
// their sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * What the server runs on, in build order: [package name, folder, source folders of other packages its
 * build reads]. The server's build bundles the playground page from the workspace packages' sources
 * (their `source` export condition): those of the client, the core and the contract.
 */
export const SERVER_PACKAGES = [
  ["@qrbar/contract", "packages/contract"],
  ["@qrbar/core", "packages/core"],
  ["@qrbar/server", "apps/server", ["packages/client/src", "packages/core/src", "packages/contract/src"]],
];

/** What a package's build reads, below its folder: the server's also bundles the playground page. */
const SOURCES = ["src", "playground", "package.json", "tsup.config.ts"];

/** The newest modification time of a file or of any file below a folder (0 when absent). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * The packages of `packages` (below `root`) to build, each with why: its `dist/index.js` is missing,
 * or older than a file of its `src/`, its `playground/` (the server's page), its `package.json`, its
 * `tsup.config.ts` or the other packages' source folders its build bundles.
 *
 * @example
 * stalePackages("/repo"); // [{ name: "@qrbar/core", reason: "older than its sources" }]
 */
export function stalePackages(root, packages = SERVER_PACKAGES) {
  return packages.flatMap(([name, dir, bundled = []]) => {
    const built = join(root, dir, "dist", "index.js");
    if (!existsSync(built)) return [{ name, reason: "missing" }];
    const watched = [...SOURCES.map((file) => join(dir, file)), ...bundled];
    const sources = Math.max(...watched.map((path) => newest(join(root, path))));
    return statSync(built).mtimeMs >= sources ? [] : [{ name, reason: "older than its sources" }];
  });
}
