import { appTypeTests } from "../../../testing/app-type-tests.js";

appTypeTests({
  google_review: {
    refusals: [[{ place_id: "has spaces in it" }, "content.place_id", "a Google place ID"]],
  },
});
