import { createRequire } from "node:module";
import { QrbarError } from "./qrbar-error.js";

/**
 * What needs an optional package: the feature, for the message, and the packages to install (the
 * optional peer dependencies of `@qrbar/core` that feature loads).
 */
export interface OptionalFeature {
  /** What the caller was doing, e.g. "scanning" or "a sqlite:// store". */
  readonly feature: string;
  /** The npm packages the feature loads, e.g. `["pg", "@keyv/postgres"]`. */
  readonly packages: readonly string[];
}

const NOT_FOUND = new Set(["ERR_MODULE_NOT_FOUND", "MODULE_NOT_FOUND"]);

/** Whether `error` is Node's "cannot find package" for one of `packages` (not a broken import inside one). */
function isMissing(error: unknown, packages: readonly string[]): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== "string" || !NOT_FOUND.has(code) || typeof message !== "string") return false;
  return packages.some((name) => message.includes(`'${name}'`) || message.includes(`'${name}/`));
}

/**
 * The error for a feature whose optional package is not installed: an `INTERNAL_ERROR` (the
 * installation is incomplete, not the input wrong) whose message names the command that fixes it.
 *
 * @example
 * ```ts
 * missingDependency({ feature: "scanning", packages: ["sharp"] }).message;
 * // "scanning needs the package sharp, which is not installed: npm install sharp"
 * ```
 */
export function missingDependency({ feature, packages }: OptionalFeature, cause?: unknown): QrbarError {
  const names = packages.join(" ");
  const noun = packages.length === 1 ? `the package ${names}, which is` : `the packages ${names}, which are`;
  return new QrbarError("INTERNAL_ERROR", `${feature} needs ${noun} not installed: npm install ${names}`, { cause });
}

/**
 * Runs `load` (a dynamic `import()` of an optional peer dependency, or of a module that imports one)
 * and turns "package not found" into {@link missingDependency}; every other failure passes unchanged.
 *
 * @example
 * ```ts
 * const { default: sharp } = await importOptional(() => import("sharp"), { feature: "scanning", packages: ["sharp"] });
 * ```
 */
export async function importOptional<T>(load: () => Promise<T>, needs: OptionalFeature): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw isMissing(error, needs.packages) ? missingDependency(needs, error) : error;
  }
}

/** Runs `load` synchronously, with the error of {@link importOptional} when one of `needs.packages` is missing. */
function loadOptional<T>(load: () => T, needs: OptionalFeature): T {
  try {
    return load();
  } catch (error) {
    throw isMissing(error, needs.packages) ? missingDependency(needs, error) : error;
  }
}

/**
 * `require` of an optional CommonJS peer dependency from synchronous code, with the same error as
 * {@link importOptional} when it is not installed.
 *
 * @example
 * ```ts
 * const Database = requireOptional<typeof import("better-sqlite3")>("better-sqlite3", "a sqlite:// store");
 * ```
 */
export function requireOptional<T>(name: string, feature: string): T {
  return loadOptional(() => createRequire(import.meta.url)(name) as T, { feature, packages: [name] });
}

/**
 * The file path of `specifier` inside an optional package (a data file, not code), with the same error as
 * {@link importOptional} when the package is not installed.
 *
 * @example
 * ```ts
 * resolveOptional("@qrbar/label-fonts/package.json", { feature: "labels", packages: ["@qrbar/label-fonts"] });
 * ```
 */
export function resolveOptional(specifier: string, needs: OptionalFeature): string {
  return loadOptional(() => createRequire(import.meta.url).resolve(specifier), needs);
}
