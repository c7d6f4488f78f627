import { describeQrType } from "../../../testing/qr-type-suite.js";
import { getQrType } from "../../registry.js";

describeQrType("upi", {
  payloads: [
    [
      { vpa: "merchant@ybl", name: "Sharma & Sons", amount: 499, reference: "ORD-1001", merchant_code: "5411" },
      "upi://pay?pa=merchant@ybl&pn=Sharma%20%26%20Sons&mc=5411&tr=ORD-1001&am=499.00&cu=INR",
    ],
  ],
  refusals: [
    [{ ...getQrType("upi").example, name: "Chai\nStall" }, "content.name", "must be one line"],
    [{ ...getQrType("upi").example, note: "2 cups\r\nof chai" }, "content.note", "must be one line"],
    [{ vpa: "not-a-vpa", name: "Shop" }, "content.vpa", "must be a UPI ID"],
    [{ vpa: "shop@okaxis", name: " " }, "content.name", "must not be blank"],
    [{ vpa: "shop@okaxis", name: "Shop", note: "broken \ud800 text" }, "content.note", "must be valid Unicode text"],
    [{ vpa: "shop@okaxis", name: "Shop", amount: "1.234" }, "content.amount", "must have at most 2 decimals"],
    [{ vpa: "shop@okaxis", name: "Shop", note: "n".repeat(51) }, "content.note", "must be at most 50 characters"],
  ],
});
