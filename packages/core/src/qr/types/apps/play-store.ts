import { Type } from "@sinclair/typebox";
import { defineQrType } from "../../qr-type.js";
import { queryParam, readWebLink } from "./web-link.js";

/**
 * An Android application ID as aapt2's `IsAndroidPackageName` accepts it: at least two dot-separated
 * segments, each an ASCII letter then letters, digits or underscores; at most 223 characters.
 */
const PACKAGE_NAME = /^(?=.{3,223}$)[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
const PACKAGE_RULE =
  "must be an Android package name such as com.example.app: at least two dot-separated segments, each starting with a letter and holding only letters, digits or underscores; at most 223 characters";

/** The package name in a Play Store link (`https://play.google.com/store/apps/details?id=`, `market://details?id=`). */
function packageInLink(payload: string): string | undefined {
  const market = /^market:\/\/details\?/i.test(payload) ? new URL(payload) : undefined;
  if (market) return queryParam(market, "id");
  const url = readWebLink(payload, /^play\.google\.com$/);
  return url?.pathname === "/store/apps/details" ? queryParam(url, "id") : undefined;
}

/**
 * An app on Google Play: `https://play.google.com/store/apps/details?id=<package name>`.
 *
 * @example
 * ```ts
 * playStore.parse?.("market://details?id=com.whatsapp"); // { package_name: "com.whatsapp" }
 * ```
 */
export const playStore = defineQrType({
  key: "play_store",
  label: "Google Play app",
  schema: Type.Object(
    {
      package_name: Type.String({
        minLength: 3,
        maxLength: 223,
        pattern: PACKAGE_NAME.source,
        errorMessage: PACKAGE_RULE,
        description: "The app's package name (application ID), e.g. com.whatsapp.",
      }),
    },
    { additionalProperties: false },
  ),
  example: { package_name: "com.whatsapp" },
  build: ({ package_name }) => `https://play.google.com/store/apps/details?id=${package_name}`,
  parse: (payload) => {
    const packageName = packageInLink(payload);
    return packageName !== undefined && PACKAGE_NAME.test(packageName) ? { package_name: packageName } : undefined;
  },
});
