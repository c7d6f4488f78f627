import { appTypeTests } from "../../../testing/app-type-tests.js";

appTypeTests(["signal"], {
  payloads: [["signal", { phone: "+49 170 1234567" }, "https://signal.me/#p/+491701234567"]],
  refusals: [["signal", { phone: "4155550123" }, "content.phone", "international form"]],
});
