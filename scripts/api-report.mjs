#!/usr/bin/env node
// The public surface of every published package, one API report per entry point (`@microsoft/api-extractor`
// over the built `.d.ts`), checked in at `<package>/etc/<entry>.api.md` so that a change of the surface is
// seen in review. The entries are read from each package's `exports` map: a new subpath gets its report
// without editing this file.
//
//   node scripts/api-report.mjs          check: exit 1 and print the diff when a report is out of date
//   node scripts/api-report.mjs --update write the reports anew (a surface changed on purpose)
//   ... packages/core                    only the packages named
//
// Needs `pnpm build` first: the reports are of what ships, the `.d.ts` in each dist/.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { PUBLISHED_PACKAGES } from "./published-packages.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const update = process.argv.includes("--update");
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const PACKAGES = named.length ? PUBLISHED_PACKAGES.filter((folder) => named.includes(folder)) : PUBLISHED_PACKAGES;

/** Each `exports` subpath with types: its report name (`index` for ".", else the subpath) and its `.d.ts`. */
function entries(folder) {
  const pkg = JSON.parse(readFileSync(join(ROOT, folder, "package.json"), "utf8"));
  return Object.entries(pkg.publishConfig?.exports ?? pkg.exports)
    .filter(([, target]) => typeof target === "object" && target.types)
    .map(([subpath, target]) => ({
      name: subpath === "." ? "index" : subpath.slice(2).replaceAll("/", "-"),
      types: join(ROOT, folder, target.types),
    }));
}

/** api-extractor's settings for one entry: the report alone (no rollup, no doc model), its messages in the report. */
function configFor(folder, entry) {
  return {
    projectFolder: join(ROOT, folder),
    mainEntryPointFilePath: entry.types,
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          lib: ["ES2023", "DOM"],
          strict: true,
          skipLibCheck: true,
          types: ["node"],
        },
        files: [entry.types],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: `${entry.name}.api.md`,
      reportFolder: join(ROOT, folder, "etc"),
      reportTempFolder: join(ROOT, "node_modules", ".cache", "api-report", folder),
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: "lf",
    messages: {
      compilerMessageReporting: { default: { logLevel: "warning" } },
      // What the report should show a reviewer (a type used but not exported) goes into the report itself;
      // release tags (@public, @beta) are not used here, and TSDoc style is biome's and the reviewer's.
      extractorMessageReporting: {
        default: { logLevel: "warning", addToApiReportFile: true },
        "ae-missing-release-tag": { logLevel: "none" },
        "ae-undocumented": { logLevel: "none" },
      },
      tsdocMessageReporting: { default: { logLevel: "none" } },
    },
  };
}

let stale = 0;
let reports = 0;
for (const folder of PACKAGES) {
  for (const entry of entries(folder)) {
    if (!existsSync(entry.types)) {
      process.stdout.write(`${relative(ROOT, entry.types)} is missing: run pnpm build first\n`);
      process.exit(1);
    }
    mkdirSync(join(ROOT, folder, "etc"), { recursive: true });
    const config = ExtractorConfig.prepare({
      configObject: configFor(folder, entry),
      configObjectFullPath: undefined,
      packageJsonFullPath: join(ROOT, folder, "package.json"),
    });
    const result = Extractor.invoke(config, { localBuild: update, messageCallback: quiet });
    reports++;
    const report = join(folder, "etc", `${entry.name}.api.md`);
    // A changed report is one warning of api-extractor's own ("created", "updated" or "differs", printed
    // past the callback); any other is a problem of the types themselves.
    const warnings = result.warningCount - (result.apiReportChanged ? 1 : 0);
    if (result.errorCount > 0 || warnings > 0) {
      process.stdout.write(`${report}: ${result.errorCount} error(s), ${warnings} warning(s)\n`);
      stale++;
    } else if (result.apiReportChanged && !update) {
      const fresh = join(config.reportTempFolder, `${entry.name}.api.md`);
      const checkedIn = existsSync(join(ROOT, report)) ? join(ROOT, report) : "/dev/null";
      process.stdout.write(`${report} is out of date: the public surface changed\n${diff(checkedIn, fresh)}\n`);
      stale++;
    } else if (result.apiReportChanged) {
      process.stdout.write(`${report} written\n`);
    }
  }
}

/** Lets api-extractor's progress lines pass silently; warnings and errors are printed as they come. */
function quiet(message) {
  if (message.logLevel === "info" || message.logLevel === "verbose") message.handled = true;
}

/** The unified diff of the checked-in report against the fresh one (`git diff --no-index` exits 1 on a difference). */
function diff(expected, actual) {
  try {
    return execFileSync("git", ["diff", "--no-index", "--no-color", expected, actual], { encoding: "utf8" });
  } catch (error) {
    return error.stdout;
  }
}

if (stale) {
  process.stdout.write(
    `\napi report: ${stale} of ${reports} out of date; if the change is meant, run pnpm api:update\n`,
  );
  process.exit(1);
}
process.stdout.write(`api report: ${reports} reports ${update ? "written" : "match the built packages"}\n`);
