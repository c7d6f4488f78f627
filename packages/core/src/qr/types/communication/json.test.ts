import { communicationTypeTests } from "../../../testing/communication-type-tests.js";

communicationTypeTests(["json"], {
  payloads: [
    // RFC 8259, compact
    ["json", { json: [1, "two", null, true, { "k y": 2.5 }] }, '[1,"two",null,true,{"k y":2.5}]'],
    ["json", { json: "just text" }, '"just text"'],
  ],
  parses: [[' \n{"a": [1, 2]}', "json", { json: { a: [1, 2] } }]],
  refusals: [["json", {}, "content.json", "is required"]],
});
