import type { COMMUNICATION_CONTENT_SCHEMAS } from "@qrbar/contract";
import { everyKey } from "../../../validation/every-key.js";
import type { QrTypeDefinition } from "../../qr-type.js";
import { appleMaps } from "./apple-maps.js";
import { bizcard } from "./bizcard.js";
import { bookmark } from "./bookmark.js";
import { emailMatmsg } from "./email-matmsg.js";
import { event } from "./event.js";
import { facetime, facetimeAudio } from "./facetime.js";
import { geo } from "./geo.js";
import { googleMaps } from "./google-maps.js";
import { gs1DigitalLink } from "./gs1-digital-link.js";
import { json } from "./json.js";
import { mecard } from "./mecard.js";
import { otp } from "./otp.js";
import { phone } from "./phone.js";
import { mms, sms } from "./short-message.js";
import { vcard } from "./vcard.js";
import { waze } from "./waze.js";
import { wifi } from "./wifi.js";

/** The communication group of QR types, in catalog order: exactly the keys of the contract's `COMMUNICATION_CONTENT_SCHEMAS` (a compile error otherwise). */
export const COMMUNICATION_TYPES: readonly QrTypeDefinition[] = everyKey<keyof typeof COMMUNICATION_CONTENT_SCHEMAS>()([
  emailMatmsg,
  phone,
  sms,
  mms,
  facetime,
  facetimeAudio,
  wifi,
  vcard,
  mecard,
  bizcard,
  event,
  geo,
  googleMaps,
  appleMaps,
  waze,
  bookmark,
  otp,
  json,
  gs1DigitalLink,
]);
