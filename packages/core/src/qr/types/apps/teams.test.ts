import { TEAMS_CONTEXT } from "../../../testing/qr-type-cases/index.js";
import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("teams", {
  payloads: [
    [
      { url: "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ" },
      "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ",
    ],
    [{ url: "https://teams.live.com/meet/9876543210123" }, "https://teams.live.com/meet/9876543210123"],
  ],
  parses: [
    [
      "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ",
      { url: "https://teams.microsoft.com/meet/2345678901234?p=Ab3dEf9GhJ" },
    ],
  ],
  refusals: [
    [{ url: "https://example.com/l/meetup-join/x/0" }, "content.url", "https link on teams.microsoft.com"],
    [{ url: "http://teams.microsoft.com/meet/2345678901234" }, "content.url", "must be a Teams meeting join link"],
    [{ url: "https://teams.microsoft.com/l/chat/0/0" }, "content.url", "must be a Teams meeting join link"],
    [
      { url: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZmQ3%40thread.v2/0` },
      "content.url",
      "context parameter with the tenant ID",
    ],
    [
      { url: `https://teams.microsoft.com/l/meetup-join/20%3ameeting_ZmQ3%40thread.v2/0?context=${TEAMS_CONTEXT}` },
      "content.url",
      "19:…@thread.v2",
    ],
  ],
});
