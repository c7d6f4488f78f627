// Every QR type's hand-written example payload and canonical contents, by key, one table per group.
import type fc from "fast-check";
import { APP_CONTENTS, APP_EXAMPLE_PAYLOADS } from "./apps.js";
import { BASIC_CONTENTS, BASIC_EXAMPLE_PAYLOADS } from "./basic.js";
import { COMMUNICATION_CONTENTS, COMMUNICATION_EXAMPLE_PAYLOADS } from "./communication.js";
import { PAYMENT_CONTENTS, PAYMENT_EXAMPLE_PAYLOADS } from "./payments.js";

export { TEAMS_CONTEXT } from "./apps.js";
export {
  BOLT11_COFFEE,
  BOLT11_COFFEE_BEANS,
  LNURL_LUD01,
  SWISS_EXAMPLE_CREDITOR,
  XMR_GENERAL_FUND,
} from "./payments.js";

/** The payload of each type's catalog example, written by hand from its standard, in catalog order. */
export const QR_EXAMPLE_PAYLOADS: Readonly<Record<string, string>> = {
  ...BASIC_EXAMPLE_PAYLOADS,
  ...COMMUNICATION_EXAMPLE_PAYLOADS,
  ...APP_EXAMPLE_PAYLOADS,
  ...PAYMENT_EXAMPLE_PAYLOADS,
};

/** An arbitrary of canonical contents per type: parse(build(content)) deep-equals the content. */
export const QR_CONTENTS: Readonly<Record<string, fc.Arbitrary<Record<string, unknown>>>> = {
  ...BASIC_CONTENTS,
  ...COMMUNICATION_CONTENTS,
  ...APP_CONTENTS,
  ...PAYMENT_CONTENTS,
};
