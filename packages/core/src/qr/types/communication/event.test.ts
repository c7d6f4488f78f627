import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("event", {
  payloads: [
    // RFC 5545: a zone's local time in UTC (no TZID without a VTIMEZONE, 3.2.19), all-day VALUE=DATE with an
    // exclusive DTEND, offsets to UTC. 30 March 2025 is the day Paris moves to summer time (+02:00).
    [
      { summary: "Standup", start: "2025-03-30T09:30:00", end: "2025-03-30T09:45", time_zone: "europe/paris" },
      "BEGIN:VEVENT\r\nSUMMARY:Standup\r\nDTSTART:20250330T073000Z\r\nDTEND:20250330T074500Z\r\nEND:VEVENT\r\n",
    ],
    [
      { summary: "Summer Vacation!", start: "2018-06-01", end: "2018-08-31" },
      "BEGIN:VEVENT\r\nSUMMARY:Summer Vacation!\r\nDTSTART;VALUE=DATE:20180601\r\nDTEND;VALUE=DATE:20180901\r\nEND:VEVENT\r\n",
    ],
    [
      { summary: "New Year's Eve", start: "2024-12-31", end: "2024-12-31" },
      "BEGIN:VEVENT\r\nSUMMARY:New Year's Eve\r\nDTSTART;VALUE=DATE:20241231\r\nDTEND;VALUE=DATE:20250101\r\nEND:VEVENT\r\n",
    ],
    [
      { summary: "Call", start: "2025-01-01T00:30:00+02:00", time_zone: "" },
      "BEGIN:VEVENT\r\nSUMMARY:Call\r\nDTSTART:20241231T223000Z\r\nEND:VEVENT\r\n",
    ],
    [
      { summary: "Lunch", start: "2025-05-05T12:00:00", description: "Bring: salad; dessert, drinks\nThanks" },
      "BEGIN:VEVENT\r\nSUMMARY:Lunch\r\nDTSTART:20250505T120000\r\nDESCRIPTION:Bring: salad\\; dessert\\, drinks\\nThanks\r\nEND:VEVENT\r\n",
    ],
    [
      { summary: "Diwali", start: "2025-10-20T18:00:00", time_zone: "Asia/Kolkata" },
      "BEGIN:VEVENT\r\nSUMMARY:Diwali\r\nDTSTART:20251020T123000Z\r\nEND:VEVENT\r\n",
    ],
  ],
  parses: [
    [
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1@example.com\r\nSUMMARY:Offsite\r\n" +
        "DTSTART;VALUE=DATE:20250101\r\nDTEND;VALUE=DATE:20250103\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
      { summary: "Offsite", start: "2025-01-01", end: "2025-01-02" },
    ],
    [
      "BEGIN:VEVENT\nSUMMARY:Summer+Vacation!\nDTSTART:20180601T070000Z\nDTEND:20180831T070000Z\nEND:VEVENT",
      { summary: "Summer+Vacation!", start: "2018-06-01T07:00:00Z", end: "2018-08-31T07:00:00Z" },
    ],
  ],
  refusals: [
    [
      { summary: "x", start: "2025-06-01T10:00:00Z", end: "2025-06-01T09:00:00Z" },
      "content.end",
      "must be after start",
    ],
    [
      { summary: "x", start: "2025-06-01T10:00:00Z", end: "2025-06-01T10:00:00Z" },
      "content.end",
      "must be after start",
    ],
    [{ summary: "x", start: "2025-06-02", end: "2025-06-01" }, "content.end", "must not be before start"],
    [
      { summary: "x", start: "2025-06-01T10:00:00Z", end: "2025-06-02" },
      "content.end",
      "must be a UTC date-time, like start",
    ],
    [
      { summary: "x", start: "2025-06-01T10:00:00", time_zone: "Mars/Olympus" },
      "content.time_zone",
      "must be an IANA time zone",
    ],
    [
      { summary: "x", start: "2025-06-01T10:00:00", time_zone: "+02:00" },
      "content.time_zone",
      "must be an IANA time zone",
    ],
    [
      { summary: "x", start: "2025-06-01T10:00:00Z", time_zone: "Europe/Paris" },
      "content.time_zone",
      "applies only to local times",
    ],
    [
      { summary: "x", start: "2025-06-01", time_zone: "Europe/Paris" },
      "content.time_zone",
      "applies only to local times",
    ],
    [{ summary: "x", start: "2025-13-01" }, "content.start", "is not a day of the calendar"],
    [{ summary: "x", start: "2025-06-01T25:00" }, "content.start", "is not a time of day"],
    [{ summary: "x", start: "June 1st" }, "content.start", "must be a date YYYY-MM-DD or a date-time"],
    [{ summary: "", start: "2025-06-01" }, "content.summary", "must not be empty"],
  ],
});
