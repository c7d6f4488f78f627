import { WIFI_EAP_METHODS, type WIFI_ENCRYPTIONS, WIFI_PHASE2_METHODS, WifiContentSchema } from "@qrbar/contract";
import { utf8Length } from "#platform";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { definedFields } from "../../fields/defined-fields.js";
import { MECARD_SPECIALS, unescapeMecard } from "../../fields/mecard-escape.js";
import { buildMecardRecord, parseMecardRecord } from "../../fields/mecard-record.js";
import { defineQrType } from "../../qr-type.js";

/** `WIFI:` escapes the double quote as well as the MECARD set (ZXing Barcode-Contents wiki). */
const WIFI_SPECIALS = `${MECARD_SPECIALS}"`;

/** Every `T:` value seen in the wild, upper-cased, and what it means. */
const ENCRYPTION_ALIASES: Record<string, (typeof WIFI_ENCRYPTIONS)[number]> = {
  WPA: "WPA",
  WPA2: "WPA",
  "WPA/WPA2": "WPA",
  SAE: "SAE",
  WPA3: "SAE",
  WEP: "WEP",
  NOPASS: "nopass",
  "": "nopass",
  "WPA2-EAP": "WPA2-EAP",
};

const EAP_FIELDS = ["eap_method", "phase2", "anonymous_identity", "identity"] as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const HEX = /^[0-9A-Fa-f]*$/;

/** Checks a key against its encryption's rule (IEEE 802.11 Annex J.4.1 for WPA passphrases). */
function checkPassword(encryption: (typeof WIFI_ENCRYPTIONS)[number], password: string | undefined): void {
  if (encryption === "nopass") {
    if (password) throw QrbarError.field("content.password", "must be absent when encryption is nopass");
    return;
  }
  if (encryption === "WPA2-EAP") return;
  if (!password) throw QrbarError.field("content.password", `is required for encryption ${encryption}`);
  const hexLengths = encryption === "WEP" ? [10, 26] : [64];
  const asciiFits =
    PRINTABLE_ASCII.test(password) &&
    (encryption === "WEP" ? [5, 13].includes(password.length) : password.length >= 8 && password.length <= 63);
  if (asciiFits || (HEX.test(password) && hexLengths.includes(password.length))) return;
  throw QrbarError.field(
    "content.password",
    encryption === "WEP"
      ? "must be a WEP key: 5 or 13 ASCII characters, or 10 or 26 hex digits"
      : `must be 8 to 63 printable ASCII characters or 64 hex digits for encryption ${encryption}`,
  );
}

/** A `WIFI:` value without ZXing's optional hex-protecting quotes (`S:"CAFE";`), unescaped. */
function unquote(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') && !/(^|[^\\])(\\\\)*\\"$/.test(raw);
  return unescapeMecard(quoted ? raw.slice(1, -1) : raw);
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((v) => v === value?.toUpperCase());

/**
 * A Wi-Fi network to join, in the ZXing `WIFI:` form Android (10+) and iOS (11+) cameras read:
 * `WIFI:T:<WPA|WEP|SAE|nopass|WPA2-EAP>;S:<ssid>;P:<password>;H:true;E:..;A:..;I:..;PH2:..;;`
 * with `\ ; , : "` escaped by a backslash.
 *
 * @example
 * ```ts
 * wifi.build({ ssid: "Cafe;Bar", encryption: "WPA", password: "s3cret!!" }); // "WIFI:T:WPA;S:Cafe\\;Bar;P:s3cret!!;;"
 * ```
 */
export const wifi = defineQrType({
  key: "wifi",
  label: "Wi-Fi network",
  schema: WifiContentSchema,
  example: { ssid: "Example Guest", encryption: "WPA", password: "correct horse battery" },
  build: (c) => {
    const bytes = utf8Length(c.ssid);
    if (bytes > 32) throw QrbarError.field("content.ssid", `must be at most 32 bytes in UTF-8; got ${bytes}`);
    checkPassword(c.encryption, c.password);
    const enterprise = c.encryption === "WPA2-EAP";
    for (const field of EAP_FIELDS) {
      if (!enterprise && c[field]) throw QrbarError.field(`content.${field}`, "is only for encryption WPA2-EAP");
    }
    if (enterprise && !c.eap_method)
      throw QrbarError.field("content.eap_method", "is required for encryption WPA2-EAP");
    return buildMecardRecord(
      "WIFI",
      [
        ["T", c.encryption],
        ["S", c.ssid],
        ["P", c.password || undefined],
        ["H", c.hidden ? "true" : undefined],
        ["E", c.eap_method],
        ["A", c.anonymous_identity || undefined],
        ["I", c.identity || undefined],
        ["PH2", c.phase2],
      ],
      WIFI_SPECIALS,
    );
  },
  parse: (payload) => {
    const record = parseMecardRecord("WIFI", payload);
    const ssid = unquote(record?.raw("S"));
    const encryption = ENCRYPTION_ALIASES[(record?.first("T") ?? "").toUpperCase()];
    if (!record || !ssid || !encryption) return undefined;
    const enterprise = encryption === "WPA2-EAP";
    const hiddenValue = record.first("H");
    const hiddenIsBoolean = /^(true|false)$/i.test(hiddenValue ?? "");
    // ZXing up to 4.7.8 wrote the phase 2 method in H:; a non-boolean H: still means that.
    const phase2 = record.first("PH2") ?? (hiddenIsBoolean ? undefined : hiddenValue);
    return definedFields({
      ssid,
      encryption,
      password: encryption === "nopass" ? undefined : unquote(record.raw("P")) || undefined,
      hidden: hiddenValue?.toLowerCase() === "true" ? true : undefined,
      eap_method: enterprise ? oneOf(WIFI_EAP_METHODS, record.first("E")) : undefined,
      phase2: enterprise ? oneOf(WIFI_PHASE2_METHODS, phase2) : undefined,
      anonymous_identity: (enterprise && record.first("A")) || undefined,
      identity: (enterprise && record.first("I")) || undefined,
    });
  },
});
