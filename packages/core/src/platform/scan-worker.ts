/// <reference lib="dom" />
// The module Worker behind `scanImage(input, { worker: true })` in a browser: each message is one scan,
// answered with its outcome or its failure (see `scanOffThread` in scan-browser.ts).
import { scanImage } from "../scan/scan-image.js";
import { failureOf, type WorkerReply, type WorkerRequest } from "./scan-browser.js";

/** The parts of a dedicated worker's global scope used here. */
interface WorkerScope {
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(reply: WorkerReply): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener("message", async ({ data: { id, input, options } }) => {
  try {
    scope.postMessage({ id, outcome: await scanImage(input, options) });
  } catch (error) {
    scope.postMessage({ id, failure: failureOf(error) });
  }
});
