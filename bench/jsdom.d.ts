// jsdom ships no types; @types/jsdom brings DOM typings that clash with Node's Blob in the other
// benches. The styled bench only hands the class to qr-code-styling.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
  }
}
