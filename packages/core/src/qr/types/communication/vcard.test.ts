import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("vcard", {
  payloads: [
    // RFC 6350 (vCard 4.0): TEL as a tel: URI, basic-format BDAY, escaped TEXT, N without FN parts
    [
      {
        version: "4.0",
        first_name: "Jane",
        last_name: "Doe",
        prefix: "Dr.",
        organization: "Acme, Inc.",
        phones: [
          { number: "+14155550123", type: "cell" },
          { number: "+1 415 555 0124", type: "work" },
        ],
        emails: [{ email: "jane@example.com" }],
        address: {
          street: "1 Main St; Suite 2",
          city: "Springfield",
          region: "IL",
          postal_code: "62701",
          country: "USA",
          type: "work",
        },
        birthday: "1990-04-15",
        note: "Line 1\nLine 2",
      },
      "BEGIN:VCARD\r\nVERSION:4.0\r\nN:Doe;Jane;;Dr.;\r\nFN:Dr. Jane Doe\r\nORG:Acme\\, Inc.\r\n" +
        "TEL;VALUE=uri;TYPE=cell:tel:+14155550123\r\nTEL;VALUE=uri;TYPE=work:tel:+14155550124\r\n" +
        "EMAIL:jane@example.com\r\nADR;TYPE=work:;;1 Main St\\; Suite 2;Springfield;IL;62701;USA\r\n" +
        "BDAY:19900415\r\nNOTE:Line 1\\nLine 2\r\nEND:VCARD\r\n",
    ],
    // RFC 2426 (vCard 3.0): N is required even for a company; ISO 8601 extended BDAY
    [
      { organization: "Example Corp", birthday: "2001-02-03", address: { city: "Paris", type: "home" } },
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Example Corp\r\nORG:Example Corp\r\n" +
        "ADR;TYPE=HOME:;;;Paris;;;\r\nBDAY:2001-02-03\r\nEND:VCARD\r\n",
    ],
    [
      { version: "4.0", organization: "Example Corp" },
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Example Corp\r\nORG:Example Corp\r\nEND:VCARD\r\n",
    ],
  ],
  parses: [
    [
      "BEGIN:VCARD\nVERSION:2.1\nN:Doe;John\nTEL;CELL;VOICE:+1 415 555 0123\nEMAIL;INTERNET:j@example.com\nEND:VCARD",
      {
        first_name: "John",
        last_name: "Doe",
        phones: [{ number: "+14155550123", type: "cell" }],
        emails: [{ email: "j@example.com" }],
      },
    ],
    [
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Smith;Jhon;;;\r\nFN:Jhon Smith\r\nEMAIL;TYPE=INTERNET;TYPE=HOME:s@example.com\r\n" +
        "TEL;TYPE=CELL:+44 20 1234 5678\r\nitem1.URL:http\\://jhonsmith.com\r\nNOTE:a long\r\n  note\r\nEND:VCARD\r\n",
      {
        first_name: "Jhon",
        last_name: "Smith",
        emails: [{ email: "s@example.com", type: "home" }],
        phones: [{ number: "+442012345678", type: "cell" }],
        url: "http://jhonsmith.com",
        note: "a long note",
      },
    ],
    ["BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Prince\r\nEND:VCARD\r\n", { version: "4.0", first_name: "Prince" }],
  ],
  refusals: [
    [{ title: "CEO" }, "content.last_name", "or content.first_name or content.organization is required"],
    [
      { first_name: "A", phones: [{ number: "+14155550123" }, { number: "555" }] },
      "content.phones.1.number",
      "must be a phone number",
    ],
    [
      { first_name: "A", phones: [{ number: "+14155550123", type: "mobile" }] },
      "content.phones.0.type",
      "must be one of cell, work",
    ],
    [{ first_name: "A", emails: [{ email: "a@" }] }, "content.emails.0.email", "must be an e-mail address"],
    [{ first_name: "A", birthday: "2023-02-29" }, "content.birthday", "is not a day of the calendar"],
    [{ first_name: "A", birthday: "29/02/2024" }, "content.birthday", "must be a date written YYYY-MM-DD"],
    [{ first_name: "A", version: "2.1" }, "content.version", "must be one of 3.0, 4.0"],
    [{ first_name: "A", url: "ftp://example.com" }, "content.url", "must be a web address"],
    [
      { first_name: "A", phones: Array(6).fill({ number: "+14155550123" }) },
      "content.phones",
      "must have at most 5 items",
    ],
  ],
});
