import { BOLT11_COFFEE, LNURL_LUD01 } from "../../../testing/qr-type-cases/index.js";
import { describeQrType } from "../../../testing/qr-type-suite.js";

describeQrType("lightning", {
  payloads: [
    [{ lnurl: LNURL_LUD01.toUpperCase() }, `LIGHTNING:${LNURL_LUD01.toUpperCase()}`],
    [
      { lnurl: "https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df" },
      `LIGHTNING:${LNURL_LUD01.toUpperCase()}`,
    ],
  ],
  parses: [
    [
      "lightning:lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp",
      { invoice: BOLT11_COFFEE },
    ],
  ],
  refusals: [
    [{ invoice: `${BOLT11_COFFEE.slice(0, -1)}q` }, "content.invoice", "fails the bech32 check"],
    [{ invoice: BOLT11_COFFEE, lnurl: LNURL_LUD01 }, "content.invoice", "or content.lnurl must be given, not both"],
    [{ lnurl: "http://service.com/pay" }, "content.lnurl", "must encode an https:// address"],
    [{ lnurl: BOLT11_COFFEE }, "content.lnurl", "must be an LNURL"],
  ],
});
