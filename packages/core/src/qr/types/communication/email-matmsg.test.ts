import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("email_matmsg", {
  payloads: [
    // DoCoMo MATMSG, MECARD escaping of \ ; , :
    [
      { email: "a.b@example.org", subject: "Re: lunch; today", body: "Hi, Bob \\o/" },
      "MATMSG:TO:a.b@example.org;SUB:Re\\: lunch\\; today;BODY:Hi\\, Bob \\\\o/;;",
    ],
    [{ email: "x@example.net", subject: "" }, "MATMSG:TO:x@example.net;;"],
  ],
  parses: [["MATMSG:TO:x@example.com;SUB:Hi;BODY:There;;", { email: "x@example.com", subject: "Hi", body: "There" }]],
  refusals: [
    [{ email: "nope" }, "content.email", "must be an e-mail address"],
    [{ email: "a@example.com", cc: "b@example.com" }, "content.cc", "is not a known field"],
  ],
});
