/**
 * The folder holding the font files (`NotoSans-Regular.ttf`, `NotoSans-Bold.ttf`, `NotoSansJP-Regular.ttf`,
 * `NotoSansJP-Bold.ttf`) and their licences.
 *
 * @example
 * ```ts
 * readFileSync(join(FONT_FOLDER, "NotoSans-Regular.ttf"));
 * ```
 */
export declare const FONT_FOLDER: string;
