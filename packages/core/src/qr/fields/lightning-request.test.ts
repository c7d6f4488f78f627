import { describe, expect, it } from "vitest";
import { bech32Encode, convertBits } from "./bech32.js";
import { checkLightningRequest } from "./lightning-request.js";

// BOLT 11 "Examples" (all signed with the specification's test key).
const DONATION =
  "lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq8rkx3yf5tcsyz3d73gafnh3cax9rn449d9p5uxz9ezhhypd0elx87sjle52x86fux2ypatgddc6k63n7erqz25le42c4u4ecky03ylcqca784w";
const COFFEE =
  "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp";
const NONSENSE =
  "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny";
const HASHED =
  "lnbc20m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqscc6gd6ql3jrc5yzme8v4ntcewwz5cnw92tz0pc8qcuufvq7khhr8wpald05e92xw006sq94mg8v2ndf4sefvf9sygkshp5zfem29trqq2yxxz7";
const PICO =
  "lnbc9678785340p1pwmna7lpp5gc3xfm08u9qy06djf8dfflhugl6p7lgza6dsjxq454gxhj9t7a0sd8dgfkx7cmtwd68yetpd5s9xar0wfjn5gpc8qhrsdfq24f5ggrxdaezqsnvda3kkum5wfjkzmfqf3jkgem9wgsyuctwdus9xgrcyqcjcgpzgfskx6eqf9hzqnteypzxz7fzypfhg6trddjhygrcyqezcgpzfysywmm5ypxxjemgw3hxjmn8yptk7untd9hxwg3q2d6xjcmtv4ezq7pqxgsxzmnyyqcjqmt0wfjjq6t5v4khxxqyjw5qcqp2rzjq0gxwkzc8w6323m55m4jyxcjwmy7stt9hwkwe2qxmy8zpsgg7jcuwz87fcqqeuqqqyqqqqlgqqqqn3qq9qn07ytgrxxzad9hc4xt3mawjjt8znfv8xzscs7007v9gh9j569lencxa8xeujzkxs0uamak9aln6ez02uunw6rd2ht2sqe4hz8thcdagpleym0j";
const FEATURES_UPPER =
  "LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQPQSQ67GYE39HFG3ZD8RGC80K32TVY9XK2XUNWM5LZEXNVPX6FD77EN8QAQ424DXGT56CAG2DPT359K3SSYHETKTKPQH24JQNJYW6UQD08SGPTQ44QU";
// LUD-01's example, encoding https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df
const LNURL =
  "LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS";

const lnurlOf = (url: string) =>
  bech32Encode("lnurl", convertBits(new TextEncoder().encode(url), 8, 5, true) as number[], "bech32");

describe("checkLightningRequest", () => {
  it.each([DONATION, COFFEE, NONSENSE, HASHED, PICO, FEATURES_UPPER])("accepts the BOLT 11 example %s", (invoice) => {
    expect(checkLightningRequest(invoice, "content.invoice", "invoice")).toBe(invoice.toLowerCase());
  });

  it.each([
    [`${NONSENSE.slice(0, -1)}t`, "fails the bech32 check"], // BOLT 11: "Bech32 checksum is invalid"
    [NONSENSE.slice(NONSENSE.indexOf("1") + 1), "fails the bech32 check"], // "Malformed bech32 string (no 1)"
    [`LNBC2500u${NONSENSE.slice(9)}`, "fails the bech32 check"], // "Malformed bech32 string (mixed case)"
    [
      "lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6na6hlh",
      "is too short to hold a BOLT 11 timestamp and signature",
    ],
    [
      "lnbc2500x1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpujr6jxr9gq9pv6g46y7d20jfkegkg4gljz2ea2a3m9lmvvr95tq2s0kvu70u3axgelz3kyvtp2ywwt0y8hkx2869zq5dll9nelr83zzqqpgl2zg",
      "must be a Bitcoin mainnet Lightning invoice (lnbc...) with a valid amount",
    ],
    [
      "lnbc2500000001p1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu7hqtk93pkf7sw55rdv4k9z2vj050rxdr6za9ekfs3nlt5lr89jqpdmxsmlj9urqumg0h9wzpqecw7th56tdms40p2ny9q4ddvjsedzcplva53s",
      "has a pico-bitcoin amount that is not a whole number of millisatoshis",
    ],
    [
      "lntb20m1pvjluezhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un98kmzzhznpurw9sgl2v0nklu2g4d0keph5t7tj9tcqd8rexnd07ux4uv2cjvcqwaxgj7v4uwn5wmypjd5n69z2xm3xgksg28nwht7f6zspwp3f9t",
      "must be a Bitcoin mainnet Lightning invoice",
    ],
    [
      bech32Encode("lnbc", new Array(7 + 104).fill(0), "bech32"),
      "lacks the payment hash (tagged field p) BOLT 11 requires",
    ],
    [
      bech32Encode("lnbc", [...new Array(7).fill(0), 1, 1, 31, ...new Array(104).fill(0)], "bech32"),
      "has tagged fields that run past its signature",
    ],
    [LNURL, "must be a Bitcoin mainnet Lightning invoice"],
  ])("refuses %s: %s", (invoice, message) => {
    expect(() => checkLightningRequest(invoice, "content.invoice", "invoice")).toThrow(`content.invoice ${message}`);
  });

  it("accepts LUD-01's LNURL when LNURLs are allowed, in lower case", () => {
    expect(checkLightningRequest(LNURL, "content.lnurl", "any")).toBe(LNURL.toLowerCase());
    expect(checkLightningRequest(lnurlOf("http://abcdefghij234567.onion/pay"), "content.lnurl", "any")).toMatch(
      /^lnurl1/,
    );
  });

  it.each(["http://service.com/api", "ftp://service.com", "https://"])("refuses an LNURL of %s", (url) => {
    expect(() => checkLightningRequest(lnurlOf(url), "content.lnurl", "any")).toThrow(
      "content.lnurl must encode an https:// address (or http:// on a .onion host), as LUD-01 requires",
    );
  });
});
