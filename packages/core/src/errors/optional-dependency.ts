import { createRequire } from "node:module";
import { QrbarError } from "./qrbar-error.js";

/**
 * What needs an optional package: the feature, for the message, and the packages to install (the
 * optional peer dependencies of `@qrbar/core` that feature loads).
 */
export interface OptionalFeature {
  /** What the caller was doing, e.g. "scanning" or "storage on SQLite". */
  readonly feature: string;
  /** The npm packages the feature loads, e.g. `["sharp", "@qrbar/label-fonts"]`. */
  readonly packages: readonly string[];
}

const NOT_FOUND = new Set(["ERR_MODULE_NOT_FOUND", "MODULE_NOT_FOUND"]);

/** The one of `packages` that `error` is Node's "cannot find package" for (not a broken import inside one). */
function missingOf(error: unknown, packages: readonly string[]): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== "string" || !NOT_FOUND.has(code) || typeof message !== "string") return undefined;
  return packages.find((name) => message.includes(`'${name}'`) || message.includes(`'${name}/`));
}

/**
 * Whether `name` is installed where `@qrbar/core` loads it from. A package found but not loadable by
 * `require` (ESM only, no `.` export) is installed: only "cannot find" means absent.
 */
function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch (error) {
    return missingOf(error, [name]) === undefined;
  }
}

/**
 * The error for a feature whose optional packages are not all installed: an `INTERNAL_ERROR` (the
 * installation is incomplete, not the input wrong) under the feature's name, naming every package of it
 * that is missing and the one command that installs them.
 *
 * @example
 * ```ts
 * missingDependency({ feature: "scanning", packages: ["sharp", "fast-png"] }).message;
 * // "scanning needs the packages sharp fast-png, which are not installed: npm install sharp fast-png"
 * ```
 */
export function missingDependency({ feature, packages }: OptionalFeature, cause?: unknown): QrbarError {
  const names = packages.join(" ");
  const noun = packages.length === 1 ? `the package ${names}, which is` : `the packages ${names}, which are`;
  return new QrbarError("INTERNAL_ERROR", `${feature} needs ${noun} not installed: npm install ${names}`, { cause });
}

/** {@link missingDependency} for every package of `needs` not installed, besides `failed`, which is known absent. */
function missingFrom(needs: OptionalFeature, failed: string | undefined, cause?: unknown): QrbarError | undefined {
  const missing = needs.packages.filter((name) => name === failed || !isInstalled(name));
  return missing.length ? missingDependency({ feature: needs.feature, packages: missing }, cause) : undefined;
}

/**
 * Checks that every package of a feature is installed, before the feature starts: for a feature whose
 * packages load deep inside code other features share (the scanner's engines prove styled codes too),
 * so that the error names the feature the caller used and every package it lacks, not the first one hit.
 *
 * @example
 * ```ts
 * requireInstalled(OPTIONAL_FEATURES.scanning);
 * // throws "scanning needs the packages zxing-wasm sharp, which are not installed: npm install zxing-wasm sharp"
 * ```
 */
export function requireInstalled(needs: OptionalFeature): void {
  const error = missingFrom(needs, undefined);
  if (error) throw error;
}

/** A load's failure as thrown: {@link missingDependency} when it is "cannot find" one of `needs.packages`. */
function explain(error: unknown, needs: OptionalFeature): unknown {
  const failed = missingOf(error, needs.packages);
  return (failed && missingFrom(needs, failed, error)) ?? error;
}

/** Runs `load` synchronously, with the error of {@link importOptional} when one of `needs.packages` is missing. */
function loadOptional<T>(load: () => T, needs: OptionalFeature): T {
  try {
    return load();
  } catch (error) {
    throw explain(error, needs);
  }
}

/**
 * Runs `load` (a dynamic `import()` of an optional peer dependency, or of a module that imports one) and
 * turns "package not found" for one of `needs.packages` into {@link missingDependency}, naming every
 * package of the feature that is missing; every other failure passes unchanged.
 *
 * @example
 * ```ts
 * const { default: PDFDocument } = await importOptional(() => import("pdfkit"), OPTIONAL_FEATURES.pdfLabel);
 * ```
 */
export async function importOptional<T>(load: () => Promise<T>, needs: OptionalFeature): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw explain(error, needs);
  }
}

/**
 * `require` of an optional CommonJS peer dependency from synchronous code, with the error of
 * {@link importOptional} when it is not installed.
 *
 * @example
 * ```ts
 * const Database = requireOptional<typeof import("better-sqlite3")>("better-sqlite3", OPTIONAL_FEATURES.sqliteStore);
 * ```
 */
export function requireOptional<T>(name: string, needs: OptionalFeature): T {
  return loadOptional(() => createRequire(import.meta.url)(name) as T, needs);
}

/**
 * The file path of `specifier` inside an optional package (a data file, not code), with the error of
 * {@link importOptional} when the package is not installed.
 *
 * @example
 * ```ts
 * resolveOptional("@qrbar/label-fonts/package.json", OPTIONAL_FEATURES.label);
 * ```
 */
export function resolveOptional(specifier: string, needs: OptionalFeature): string {
  return loadOptional(() => createRequire(import.meta.url).resolve(specifier), needs);
}
