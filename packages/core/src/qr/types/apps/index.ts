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

/** The apps group of QR types, in catalog order. */
export const APP_TYPES: readonly QrTypeDefinition[] = [
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
];
