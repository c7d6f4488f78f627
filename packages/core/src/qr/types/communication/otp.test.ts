import { describeQrType } from "../../../testing/qr-type-suite.js";

const otp = { type: "totp", account: "a", secret: "JBSWY3DPEHPK3PXP" };

describeQrType("otp", {
  payloads: [
    // Google Authenticator Key URI format wiki, its full example
    [
      {
        type: "totp",
        issuer: "ACME Co",
        account: "john.doe@email.com",
        secret: "HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ",
        algorithm: "SHA1",
        digits: 6,
        period: 30,
      },
      "otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30",
    ],
    [
      { type: "hotp", account: "bob", secret: "jbsw y3dp ehpk 3pxp====", counter: 0, digits: 8, algorithm: "SHA512" },
      "otpauth://hotp/bob?secret=JBSWY3DPEHPK3PXP&algorithm=SHA512&digits=8&counter=0",
    ],
  ],
  parses: [
    [
      "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
      { type: "totp", issuer: "Example", account: "alice@google.com", secret: "JBSWY3DPEHPK3PXP" },
    ],
    [
      "otpauth://totp/ACME%20Co:%20john?secret=jbswy3dpehpk3pxp",
      { type: "totp", issuer: "ACME Co", account: "john", secret: "JBSWY3DPEHPK3PXP" },
    ],
  ],
  refusals: [
    [{ ...otp, secret: "JBSWY3DPEHPK3PX1" }, "content.secret", "must be Base32"],
    [{ ...otp, secret: "JBSWY3DPEHPK3PXPA" }, "content.secret", "must be Base32"],
    [{ ...otp, secret: "JBSWY3DP" }, "content.secret", "must be at least 16 Base32 characters (80 bits); got 8"],
    [{ ...otp, digits: 7 }, "content.digits", "must be 6 or 8"],
    [{ ...otp, algorithm: "MD5" }, "content.algorithm", "must be one of SHA1, SHA256, SHA512"],
    [{ ...otp, type: "motp" }, "content.type", "must be one of totp, hotp"],
    [{ ...otp, account: "a:b" }, "content.account", "must not contain a colon"],
    [{ ...otp, issuer: " Acme" }, "content.issuer", "nor start or end with a space"],
    [{ ...otp, type: "hotp" }, "content.counter", "is required for type hotp"],
    [{ ...otp, counter: 1 }, "content.counter", "is only for type hotp"],
    [{ ...otp, type: "hotp", counter: 1, period: 30 }, "content.period", "is only for type totp"],
    [{ ...otp, period: 0 }, "content.period", "must be at least 1"],
  ],
});
