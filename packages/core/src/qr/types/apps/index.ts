import type { APP_CONTENT_SCHEMAS } from "@qrbar/contract";
import { everyKey } from "../../../validation/every-key.js";
import type { QrTypeDefinition } from "../../qr-type.js";
import { appStoreIos } from "./app-store-ios.js";
import { googleMeet } from "./google-meet.js";
import { googleReview } from "./google-review.js";
import { playStore } from "./play-store.js";
import { signal } from "./signal.js";
import { skype } from "./skype.js";
import { SOCIAL_PROFILE_TYPES } from "./social-profiles.js";
import { spotify } from "./spotify.js";
import { teams } from "./teams.js";
import { telegram } from "./telegram.js";
import { whatsapp } from "./whatsapp.js";
import { zoom } from "./zoom.js";

/** The apps group of QR types, in catalog order: exactly the keys of the contract's `APP_CONTENT_SCHEMAS` (a compile error otherwise). */
export const APP_TYPES: readonly QrTypeDefinition[] = everyKey<keyof typeof APP_CONTENT_SCHEMAS>()([
  appStoreIos,
  playStore,
  whatsapp,
  telegram,
  signal,
  skype,
  zoom,
  teams,
  googleMeet,
  ...SOCIAL_PROFILE_TYPES,
  spotify,
  googleReview,
]);
