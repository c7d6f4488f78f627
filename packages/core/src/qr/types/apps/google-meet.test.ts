import { appTypeTests } from "../../../testing/app-type-tests.js";

appTypeTests(["google_meet"], {
  payloads: [["google_meet", { code: "ABCMNOPXYZ" }, "https://meet.google.com/abc-mnop-xyz"]],
  parses: [["https://meet.google.com/abc-mnop-xyz?authuser=0", "google_meet", { code: "abc-mnop-xyz" }]],
  refusals: [["google_meet", { code: "abc-mnop-xy" }, "content.code", "10 letters as xxx-yyyy-zzz"]],
});
