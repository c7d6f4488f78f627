import { fileURLToPath } from "node:url";

/** The folder holding the font files (`NotoSans-Regular.ttf`, ...) and their licences. */
export const FONT_FOLDER = fileURLToPath(new URL("./fonts/", import.meta.url));
