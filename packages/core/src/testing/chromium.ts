import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";

/** Debian's Chromium (`apt-get install chromium`), which the browser tests and benches drive. */
export const CHROMIUM = "/usr/bin/chromium";

/** Whether {@link CHROMIUM} is installed here: the browser tests skip where it is not. */
export const HAS_CHROMIUM: boolean = existsSync(CHROMIUM);

/**
 * The flags every headless run here needs: no sandbox (the tests run as root), no GPU, and none of
 * Chromium's own connections (background networking, component updates, sync), which this machine's
 * closed network refuses, many at a time.
 */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Debian's Chromium, headless, through playwright-core (loaded on the call, so that a test importing
 * `@qrbar/core/testing` for something else does not load it); `extraFlags` after the common ones (e.g. a
 * fake camera).
 *
 * @example
 * ```ts
 * const browser = await launchChromium(["--use-fake-device-for-media-stream"]);
 * ```
 */
export async function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, ...extraFlags] });
}
