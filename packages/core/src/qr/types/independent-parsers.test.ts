import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import ICAL from "ical.js";
import { hasError, parsePix } from "pix-utils";
import { afterAll, describe, expect, it } from "vitest";
import { delimiterText, hostileText } from "../../testing/index.js";
import { buildPayload } from "../payload/build-payload.js";
import { getQrType } from "../registry.js";

// What our payloads say, read by parsers we did not write: ical.js for vCard and iCalendar, pix-utils for Pix,
// swissqrbill's own generator and validator for the Swiss QR-bill. Hostile text goes into every text field; the
// payload is either refused or read by the other parser as exactly the fields given, with nothing added. Most
// values carry every delimiter but no control character, so most payloads are written and read back.

/** A text field's value: mostly delimiters and escapes, sometimes controls too (which are refused). */
const field = (lineBreaks = false) =>
  fc.oneof({ weight: 6, arbitrary: delimiterText(lineBreaks) }, { weight: 1, arbitrary: hostileText });

type Json = Record<string, unknown>;

/** The payload, or `undefined` when the content is refused (with a QrbarError naming a field). */
function tryBuild(type: string, content: Json): string | undefined {
  try {
    return buildPayload(getQrType(type), content);
  } catch (error) {
    expect((error as { details?: unknown[] }).details?.length).toBeGreaterThan(0);
    return undefined;
  }
}

/** A vCard/iCalendar TEXT value as a reader gets it back: line breaks are one LF. */
const asText = (value: string) => value.replace(/\r\n?/g, "\n");

const tally: Record<string, { built: number; refused: number }> = {};
const count = (name: string, built: boolean) => {
  tally[name] ??= { built: 0, refused: 0 };
  tally[name][built ? "built" : "refused"]++;
};

describe("ical.js reads our vCards as exactly the fields given", () => {
  const TEXT_FIELDS = ["first_name", "last_name", "middle_name", "prefix", "suffix", "organization", "title", "note"];
  // ical.js 2.2.1 splits `N:a\\;b` (an escaped backslash, then the separator) as `a\;b`: it takes the second
  // backslash for an escape of the `;`. RFC 6350 3.4 reads `a\` and `b`, as our parser does. Components of N and
  // ADR here do not end with a backslash, to keep ical.js's bug out of the comparison.
  const component = () => field().filter((value) => !value.endsWith("\\"));
  const NAME_PARTS = new Set(["first_name", "last_name", "middle_name", "prefix", "suffix"]);
  it.each(["3.0", "4.0"] as const)("vCard %s, hostile text in every text field and the address", (version) => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(TEXT_FIELDS.map((f) => [f, NAME_PARTS.has(f) ? component() : field(f === "note")])),
        ),
        fc.record({ street: component(), city: component(), postal_code: component() }),
        (texts, address) => {
          const content = {
            version,
            ...texts,
            address,
            url: "https://example.com/a b",
            phones: [{ number: "+1 415 555 0123" }],
          };
          const payload = tryBuild("vcard", content);
          count(`vcard ${version}`, payload !== undefined);
          if (payload === undefined) return;
          const [, properties] = ICAL.parse(payload) as [string, [string, Json, string, ...unknown[]][]];
          expect(properties.map(([name]) => name)).toEqual(
            ["version", "n", "fn", "org", "title", "tel", "adr", "url", "note"].filter(
              (name) => !(name === "org" && !texts.organization) && !(name === "title" && !texts.title),
            ),
          );
          // ical.js's vCard 3.0 design leaves `\;` escaped in single-value text (RFC 2426 5: `ESCAPED-CHAR`), so
          // its reading is taken with that escape undone.
          const raw = (name: string) => properties.find(([n]) => n === name)?.[3];
          const value = (name: string) => {
            const read = raw(name);
            return version === "3.0" && typeof read === "string" ? read.replace(/\\;/g, ";") : read;
          };
          expect(value("n")).toEqual(
            [texts.last_name, texts.first_name, texts.middle_name, texts.prefix, texts.suffix].map((v) =>
              asText(v ?? ""),
            ),
          );
          expect(value("title")).toBe(asText(texts.title as string));
          expect(value("note")).toBe(asText(texts.note as string));
          expect(value("adr")).toEqual(["", "", address.street, address.city, "", address.postal_code, ""].map(asText));
          expect(value("url")).toBe("https://example.com/a%20b");
          expect(properties.filter(([n]) => n === "tel")).toHaveLength(1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("reads the injected URL of the audit as a refusal, never as a card with an extra TEL and NOTE", () => {
    const url = "https://example.com/x\r\nTEL:+19005551234\r\nNOTE:injected";
    expect(tryBuild("vcard", { first_name: "Jane", url })).toBeUndefined();
    expect(tryBuild("vcard", { first_name: "Jane", url: url.replace(/\r/g, ""), version: "4.0" })).toBeUndefined();
  });
});

describe("ical.js reads our events as exactly the fields given", () => {
  it("hostile summary, location and description: one VEVENT with those three properties and the times", () => {
    fc.assert(
      fc.property(field(), field(), field(true), (summary, location, description) => {
        const content = {
          summary,
          location,
          description,
          start: "2025-03-30T09:30:00",
          end: "2025-03-30T10:00:00",
          time_zone: "Europe/Paris",
        };
        const payload = tryBuild("event", content);
        count("event", payload !== undefined);
        if (payload === undefined) return;
        const [name, properties, components] = ICAL.parse(payload) as [string, [string, Json, string, unknown][], []];
        expect(name).toBe("vevent");
        expect(components).toEqual([]);
        expect(properties).toEqual([
          ["summary", {}, "text", asText(summary)],
          ["dtstart", {}, "date-time", "2025-03-30T07:30:00Z"],
          ["dtend", {}, "date-time", "2025-03-30T08:00:00Z"],
          ["location", {}, "text", asText(location)],
          ["description", {}, "text", asText(description)],
        ]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("pix-utils reads our BR Codes as exactly the fields given", () => {
  it("hostile merchant name, city and description: a valid CRC and the same values (accents dropped, EMV ans)", () => {
    const ans = (value: string) => value.normalize("NFD").replace(/\p{Mn}/gu, "");
    fc.assert(
      fc.property(
        hostileText,
        hostileText,
        hostileText,
        fc.option(fc.constantFrom("10.5", "0.01", "1234.56")),
        (name, city, description, amount) => {
          const content = {
            key: "Fulano@Example.com",
            merchant_name: name.slice(0, 25),
            merchant_city: city.slice(0, 15),
            description: description.slice(0, 40),
            ...(amount ? { amount } : {}),
            txid: "PEDIDO42",
          };
          const payload = tryBuild("pix", content);
          count("pix", payload !== undefined);
          if (payload === undefined) return;
          const pix = parsePix(payload);
          expect(hasError(pix), payload).toBe(false);
          expect(pix).toMatchObject({
            type: "STATIC",
            pixKey: "fulano@example.com",
            merchantName: ans(content.merchant_name),
            merchantCity: ans(content.merchant_city),
            infoAdicional: ans(content.description),
            txid: "PEDIDO42",
            transactionAmount: amount ? Number(amount) : 0,
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("writes a dynamic code with the location only: no amount, 62/05 ***", () => {
    const payload = tryBuild("pix", {
      url: "pix.example.com/qr/v2/9d36b84f",
      merchant_name: "Loja",
      merchant_city: "SAO PAULO",
    });
    const pix = parsePix(payload ?? "");
    expect(pix).toMatchObject({ type: "DYNAMIC", url: "pix.example.com/qr/v2/9d36b84f" });
    expect(payload).not.toMatch(/54\d\d/);
    expect(payload).toContain("62070503***");
  });
});

/** swissqrbill's generator and validator, from the package's own files (its exports map leaves them out). */
async function swissQrBill() {
  const shared = join(dirname(createRequire(import.meta.url).resolve("swissqrbill/svg")), "../../esm/shared");
  const load = (file: string) => import(pathToFileURL(join(shared, file)).href);
  const { generateQRData } = (await load("qr-code.js")) as { generateQRData: (data: Json) => string };
  const { validateData } = (await load("validator.js")) as { validateData: (data: Json) => void };
  return { generateQRData, validateData };
}

describe("swissqrbill writes the same bill byte for byte and its validator accepts it", () => {
  it("hostile names, streets, towns and message: refused by us, or the very payload swissqrbill writes", async () => {
    const { generateQRData, validateData } = await swissQrBill();
    const latin = field().map((text) => text.replace(/[^\u0020-\u007e\u00a0-\u017f]/g, "") || "x");
    await fc.assert(
      fc.asyncProperty(latin, latin, latin, latin, async (name, street, town, message) => {
        const creditor = {
          name: name.slice(0, 70),
          street: street.slice(0, 70),
          building_number: "1",
          postal_code: "8000",
          town: town.slice(0, 35),
          country: "CH",
        };
        const content = {
          iban: "CH4431999123000889012",
          creditor,
          amount: "1949.75",
          currency: "CHF",
          reference: "210000000003139471430009017",
          message: message.slice(0, 140),
        };
        const payload = tryBuild("swiss_qr_bill", content);
        count("swiss_qr_bill", payload !== undefined);
        if (payload === undefined) return;
        const data = {
          currency: "CHF",
          amount: 1949.75,
          reference: content.reference,
          message: content.message,
          creditor: {
            account: content.iban,
            name: creditor.name,
            address: creditor.street,
            buildingNumber: creditor.building_number,
            zip: creditor.postal_code,
            city: creditor.town,
            country: "CH",
          },
        };
        expect(() => validateData(data)).not.toThrow();
        expect(payload).toBe(generateQRData(data));
      }),
      { numRuns: 150 },
    );
  });
});

afterAll(() => {
  console.info(
    `independent parsers: ${Object.entries(tally)
      .map(([name, { built, refused }]) => `${name} ${built} read back exactly, ${refused} refused`)
      .join("; ")}`,
  );
});
