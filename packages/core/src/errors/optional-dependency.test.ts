import { describe, expect, it } from "vitest";
import { importOptional, requireInstalled, requireOptional, resolveOptional } from "./optional-dependency.js";
import { QrbarError } from "./qrbar-error.js";

const ABSENT = "qrbar-test-absent-package";
const ALSO_ABSENT = "@qrbar-test/absent-too";
const LABELS = { feature: "labels", packages: [ABSENT] };
const load = (specifier: string) => () => import(/* @vite-ignore */ specifier);

describe("optional dependencies", () => {
  it("turns a missing package into an INTERNAL_ERROR naming the install command", async () => {
    const error = await importOptional(load(ABSENT), { feature: "scanning", packages: [ABSENT] }).catch((e) => e);
    expect(error).toBeInstanceOf(QrbarError);
    expect(error.code).toBe("INTERNAL_ERROR");
    expect(error.message).toBe(`scanning needs the package ${ABSENT}, which is not installed: npm install ${ABSENT}`);
    expect(error.cause.code).toBe("ERR_MODULE_NOT_FOUND");
  });

  it("matches a subpath import, and leaves out the feature's installed packages", async () => {
    const error = await importOptional(load(`${ABSENT}/reader`), {
      feature: "storage on PostgreSQL",
      packages: ["pg", ABSENT],
    }).catch((e) => e);
    expect(error.message).toBe(
      `storage on PostgreSQL needs the package ${ABSENT}, which is not installed: npm install ${ABSENT}`,
    );
  });

  it("names every missing package of the feature at once, not only the one that failed, and none installed", async () => {
    const needs = { feature: "a PDF label", packages: [ABSENT, "fflate", ALSO_ABSENT] };
    const message = `a PDF label needs the packages ${ABSENT} ${ALSO_ABSENT}, which are not installed: npm install ${ABSENT} ${ALSO_ABSENT}`;
    expect((await importOptional(load(ALSO_ABSENT), needs).catch((e) => e)).message).toBe(message);
    expect(() => requireInstalled(needs)).toThrow(new QrbarError("INTERNAL_ERROR", message));
  });

  it("passes a feature whose packages are all installed, ESM-only ones included", () => {
    expect(() =>
      requireInstalled({ feature: "scanning", packages: ["fflate", "zxing-wasm", "fast-png"] }),
    ).not.toThrow();
  });

  it("lets a missing package the feature does not name, and any other failure, pass unchanged", async () => {
    const other = await importOptional(load(ABSENT), { feature: "scanning", packages: ["sharp"] }).catch((e) => e);
    expect(other).not.toBeInstanceOf(QrbarError);
    expect(other.code).toBe("ERR_MODULE_NOT_FOUND");
    const broken = new TypeError("broken inside");
    await expect(
      importOptional(() => Promise.reject(broken), { feature: "scanning", packages: ["sharp"] }),
    ).rejects.toBe(broken);
  });

  it("loads what is installed, by import, require and resolve", async () => {
    const fflate = await importOptional(() => import("fflate"), { feature: "compression", packages: ["fflate"] });
    expect(typeof fflate.gzipSync).toBe("function");
    expect(
      typeof requireOptional<{ create: unknown }>("fontkit", { feature: "labels", packages: ["fontkit"] }).create,
    ).toBe("function");
    expect(resolveOptional("fontkit", { feature: "labels", packages: ["fontkit"] })).toMatch(
      /node_modules[/\\]fontkit[/\\]/,
    );
  });

  it.each([
    ["require", () => requireOptional(ABSENT, LABELS)],
    ["resolve", () => resolveOptional(`${ABSENT}/package.json`, LABELS)],
  ])("gives the same error from synchronous %s", (_how, call) => {
    expect(call).toThrow(
      new QrbarError(
        "INTERNAL_ERROR",
        `labels needs the package ${ABSENT}, which is not installed: npm install ${ABSENT}`,
      ),
    );
  });
});
