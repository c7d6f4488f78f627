import { communicationTypeTests } from "../../../testing/communication-type-tests.js";

communicationTypeTests({
  json: {
    payloads: [
      // RFC 8259, compact
      [{ json: [1, "two", null, true, { "k y": 2.5 }] }, '[1,"two",null,true,{"k y":2.5}]'],
      [{ json: "just text" }, '"just text"'],
    ],
    parses: [[' \n{"a": [1, 2]}', { json: { a: [1, 2] } }]],
    refusals: [[{}, "content.json", "is required"]],
  },
});
