// Which packages `pnpm start` must build before it serves: those whose dist is missing or older than
// their sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the server runs on, in build order: [package name, folder]. */
export const SERVER_PACKAGES = [
  ["@qrbar/contract", "packages/contract"],
  ["@qrbar/core", "packages/core"],
  ["@qrbar/server", "apps/server"],
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
 * or older than a file of its `src/`, its `playground/` (the server's page), its `package.json` or its
 * `tsup.config.ts`.
 *
 * @example
 * stalePackages("/repo"); // [{ name: "@qrbar/core", reason: "older than its sources" }]
 */
export function stalePackages(root, packages = SERVER_PACKAGES) {
  return packages.flatMap(([name, dir]) => {
    const built = join(root, dir, "dist", "index.js");
    if (!existsSync(built)) return [{ name, reason: "missing" }];
    const sources = Math.max(...SOURCES.map((file) => newest(join(root, dir, file))));
    return statSync(built).mtimeMs >= sources ? [] : [{ name, reason: "older than its sources" }];
  });
}
