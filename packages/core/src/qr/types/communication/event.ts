import { EventContentSchema } from "@qrbar/contract";
import { QrbarError } from "../../../errors/qrbar-error.js";
import { escapeText, joinContentLines, parseContentLines, unescapeText } from "../../fields/content-line.js";
import { definedFields } from "../../fields/defined-fields.js";
import { type EventTime, fromIcal, readEventTime, shiftIcalDate, zonedToUtc } from "../../fields/event-time.js";
import { defineQrType } from "../../qr-type.js";

/**
 * A time zone name the IANA database knows, with its case fixed (`europe/paris` → `Europe/Paris`),
 * or `undefined`. Links keep the caller's name: ICU would turn `Asia/Kolkata` into the deprecated
 * `Asia/Calcutta`.
 */
function ianaTimeZone(name: string): string | undefined {
  if (!/^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(name)) return undefined; // no bare offsets such as +02:00
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}

/**
 * `DTSTART`/`DTEND` with the parameter its kind needs. A local time in a zone is written in UTC: a `TZID=` needs a
 * VTIMEZONE in the same object (RFC 5545 §3.2.19), which a bare VEVENT cannot carry, and readers without it
 * (ZXing's) would take the phone's own zone.
 */
function timeLine(name: string, time: EventTime, timeZone: string | undefined): string {
  if (time.kind === "date") return `${name};VALUE=DATE:${time.ical}`;
  return `${name}:${timeZone ? zonedToUtc(time.ical, timeZone) : time.ical}`;
}

const KIND_WORDS = { date: "a date", utc: "a UTC date-time", local: "a local date-time" } as const;

/**
 * A calendar event as an iCalendar (RFC 5545) `VEVENT`, the bare form ZXing and phone cameras read:
 * `BEGIN:VEVENT`, `SUMMARY`, `DTSTART`, `DTEND`, `LOCATION`, `DESCRIPTION`, `END:VEVENT`, CRLF lines.
 * Times are UTC (`Z`), floating (local wherever the reader is), or all-day dates (`VALUE=DATE`); a local time
 * with a `time_zone` is converted to UTC (RFC 5545 §3.3.5 form #2) rather than written with a `TZID=` that would
 * need a VTIMEZONE (§3.2.19). Lines are folded at 75 octets.
 *
 * @example
 * ```ts
 * event.build({ summary: "Launch", start: "2025-06-01" });
 * // "BEGIN:VEVENT\r\nSUMMARY:Launch\r\nDTSTART;VALUE=DATE:20250601\r\nEND:VEVENT\r\n"
 * ```
 */
export const event = defineQrType({
  key: "event",
  label: "Calendar event",
  schema: EventContentSchema,
  example: {
    summary: "Product launch",
    start: "2025-06-01T16:00:00Z",
    end: "2025-06-01T18:00:00Z",
    location: "Main hall, 1 Example Street",
  },
  multiLine: ["description"],
  build: (c) => {
    const start = readEventTime(c.start, "content.start");
    const end = c.end === undefined ? undefined : readEventTime(c.end, "content.end");
    if (end && end.kind !== start.kind)
      throw QrbarError.field("content.end", `must be ${KIND_WORDS[start.kind]}, like start`);
    if (end && (start.kind === "date" ? end.ical < start.ical : end.ical <= start.ical)) {
      throw QrbarError.field("content.end", start.kind === "date" ? "must not be before start" : "must be after start");
    }
    let timeZone: string | undefined;
    if (c.time_zone) {
      if (start.kind !== "local") {
        throw QrbarError.field("content.time_zone", "applies only to local times (start without Z or an offset)");
      }
      timeZone = ianaTimeZone(c.time_zone);
      if (!timeZone) throw QrbarError.field("content.time_zone", "must be an IANA time zone such as Europe/Paris");
    }
    const endLine =
      end && timeLine("DTEND", end.kind === "date" ? { ...end, ical: shiftIcalDate(end.ical, 1) } : end, timeZone);
    return joinContentLines(
      [
        "BEGIN:VEVENT",
        `SUMMARY:${escapeText(c.summary)}`,
        timeLine("DTSTART", start, timeZone),
        endLine,
        c.location ? `LOCATION:${escapeText(c.location)}` : undefined,
        c.description ? `DESCRIPTION:${escapeText(c.description)}` : undefined,
        "END:VEVENT",
      ].filter((line): line is string => line !== undefined),
    );
  },
  parse: (payload) => {
    if (!/^BEGIN:(VEVENT|VCALENDAR)\r?\n/i.test(payload)) return undefined;
    const lines = parseContentLines(payload);
    const begin = lines.findIndex((l) => l.name === "BEGIN" && l.value.toUpperCase() === "VEVENT");
    const stop = lines.findIndex((l, i) => i > begin && l.name === "END" && l.value.toUpperCase() === "VEVENT");
    if (begin < 0 || stop < 0) return undefined;
    const props = lines.slice(begin + 1, stop);
    const prop = (name: string) => props.find((l) => l.name === name);
    const summary = prop("SUMMARY");
    const dtstart = prop("DTSTART");
    const start = dtstart && fromIcal(dtstart.value);
    if (!summary || !dtstart || !start) return undefined;
    const timeZone = dtstart.params.get("TZID")?.[0];
    const dtend = prop("DTEND");
    const endTime = dtend && fromIcal(dtend.value);
    // DTEND is kept when it has DTSTART's form and zone; an all-day DTEND is exclusive (RFC 5545 §3.6.1).
    let end: string | undefined;
    if (endTime && endTime.kind === start.kind && dtend.params.get("TZID")?.[0] === timeZone) {
      const allDay = endTime.kind === "date";
      if (!allDay || dtend.value > dtstart.value)
        end = allDay ? fromIcal(shiftIcalDate(dtend.value, -1))?.text : endTime.text;
    }
    const text = (name: string) => {
      const line = prop(name);
      return line && line.value !== "" ? unescapeText(line.value) : undefined;
    };
    return definedFields({
      summary: unescapeText(summary.value),
      start: start.text,
      end,
      time_zone: start.kind === "local" ? timeZone : undefined,
      location: text("LOCATION"),
      description: text("DESCRIPTION"),
    });
  },
});
