import { communicationTypeTests } from "../../../testing/communication-type-tests.js";

communicationTypeTests(["bizcard"], {
  payloads: [
    // ZXing BizcardParsedResultTestCase record, with the closing ";;"
    [
      "bizcard",
      {
        first_name: "Sean",
        last_name: "Owen",
        company: "Google",
        address: "123 Main St",
        mobile: "+12125551212",
        email: "srowen@example.org",
      },
      "BIZCARD:N:Sean;X:Owen;C:Google;A:123 Main St;M:+12125551212;E:srowen@example.org;;",
    ],
  ],
  parses: [
    [
      "BIZCARD:N:Sean;X:Owen;C:Google;A:123 Main St;M:+12125551212;E:srowen@example.org;",
      "bizcard",
      {
        first_name: "Sean",
        last_name: "Owen",
        company: "Google",
        address: "123 Main St",
        mobile: "+12125551212",
        email: "srowen@example.org",
      },
    ],
  ],
  refusals: [
    ["bizcard", { title: "CEO" }, "content.last_name", "or content.first_name or content.company is required"],
    ["bizcard", { company: "X", fax: "0800" }, "content.fax", "must be a phone number"],
  ],
});
