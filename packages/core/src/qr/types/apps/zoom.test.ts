import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("zoom", {
  payloads: [
    [{ meeting_id: "123 4567 8901" }, "https://zoom.us/j/12345678901"],
    [{ meeting_id: "987-654-321" }, "https://zoom.us/j/987654321"],
  ],
  parses: [
    ["https://us06web.zoom.us/j/85512345678?pwd=bRxa2Qz5.1#success", { meeting_id: "85512345678", pwd: "bRxa2Qz5.1" }],
  ],
  refusals: [
    [{ meeting_id: "12345678" }, "content.meeting_id", "9 to 11 digits"],
    [{ meeting_id: "123 4567 8901 2" }, "content.meeting_id", "9 to 11 digits"],
    [{ meeting_id: "12345678901", pwd: "a b" }, "content.pwd", "must be the pwd value of a Zoom invite link"],
  ],
});
