import { describe, expect, it } from "vitest";
import { importOptional, requireOptional, resolveOptional } from "./optional-dependency.js";
import { QrbarError } from "./qrbar-error.js";

const ABSENT = "qrbar-test-absent-package";
const load = (specifier: string) => () => import(/* @vite-ignore */ specifier);

describe("optional dependencies", () => {
  it("turns a missing package into an INTERNAL_ERROR naming the install command", async () => {
    const error = await importOptional(load(ABSENT), { feature: "scanning", packages: [ABSENT] }).catch((e) => e);
    expect(error).toBeInstanceOf(QrbarError);
    expect(error.code).toBe("INTERNAL_ERROR");
    expect(error.message).toBe(`scanning needs the package ${ABSENT}, which is not installed: npm install ${ABSENT}`);
    expect(error.cause.code).toBe("ERR_MODULE_NOT_FOUND");
  });

  it("names every package of the feature, and matches a subpath import", async () => {
    const error = await importOptional(load(`${ABSENT}/reader`), {
      feature: "a postgres:// store",
      packages: ["pg", ABSENT],
    }).catch((e) => e);
    expect(error.message).toBe(
      `a postgres:// store needs the packages pg ${ABSENT}, which are not installed: npm install pg ${ABSENT}`,
    );
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
    const keyv = await importOptional(() => import("keyv"), { feature: "storage", packages: ["keyv"] });
    expect(typeof keyv.default).toBe("function");
    expect(typeof requireOptional<{ create: unknown }>("fontkit", "labels").create).toBe("function");
    expect(resolveOptional("fontkit", { feature: "labels", packages: ["fontkit"] })).toMatch(
      /node_modules[/\\]fontkit[/\\]/,
    );
  });

  it.each([
    ["require", () => requireOptional(ABSENT, "labels")],
    ["resolve", () => resolveOptional(`${ABSENT}/package.json`, { feature: "labels", packages: [ABSENT] })],
  ])("gives the same error from synchronous %s", (_how, call) => {
    expect(call).toThrow(
      new QrbarError(
        "INTERNAL_ERROR",
        `labels needs the package ${ABSENT}, which is not installed: npm install ${ABSENT}`,
      ),
    );
  });
});
