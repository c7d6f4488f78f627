import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("mecard", {
  payloads: [
    // DoCoMo MECARD: N:last,first, repeated TEL, ADR with 7 comma-separated parts, BDAY YYYYMMDD
    [
      {
        first_name: "John",
        last_name: "Doe",
        phones: ["+14155550123", "+14155550124"],
        address: { street: "1 Main St", city: "Springfield", region: "IL", postal_code: "62701", country: "USA" },
        birthday: "1970-03-10",
        note: "Call me, maybe",
        nickname: "JD",
      },
      "MECARD:N:Doe,John;TEL:+14155550123;TEL:+14155550124;NOTE:Call me\\, maybe;BDAY:19700310;" +
        "ADR:,,1 Main St,Springfield,IL,62701,USA;NICKNAME:JD;;",
    ],
    [{ last_name: "Madonna" }, "MECARD:N:Madonna;;"],
  ],
  parses: [
    [
      "MECARD:N:Owen,Sean;ADR:76 9th Avenue, 4th Floor, New York, NY 10011;TEL:+12125551212;EMAIL:srowen@example.org;;",
      {
        first_name: "Sean",
        last_name: "Owen",
        address: { street: "76 9th Avenue, 4th Floor, New York, NY 10011" },
        phones: ["+12125551212"],
        emails: ["srowen@example.org"],
      },
    ],
  ],
  refusals: [
    [{ nickname: "JD" }, "content.last_name", "or content.first_name is required"],
    [{ last_name: "D", phones: ["12345"] }, "content.phones.0", "must be a phone number"],
  ],
});
