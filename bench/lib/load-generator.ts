// The load generator of the HTTP benches, run in a process of its own by `runLoad` (load.ts): drives one
// URL with autocannon as argv[2] (JSON `LoadOptions`) says, writes a dot to stderr each second as
// progress, and prints the result (`LoadResult`, JSON) as the last line of stdout.
import autocannon from "autocannon";
import type { LoadOptions, LoadResult } from "./load.js";

const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: options.url,
      method: options.method ?? "GET",
      connections: options.connections,
      duration: options.seconds,
      // A slow baseline (qrcode.toBuffer at 50 connections: seconds per answer) counts as slow, not failed.
      timeout: 30,
      ...(options.body === undefined
        ? {}
        : { body: options.body, idReplacement: true, headers: { "content-type": "application/json" } }),
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on("tick", () => process.stderr.write("."));
});
const statusCodes: Record<string, number> = {};
for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(count);
const ok = result["2xx"];
const summary: LoadResult = {
  requestsPerSecond: ok / result.duration,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  ok,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statusCodes,
  seconds: result.duration,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
