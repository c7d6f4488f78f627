#!/usr/bin/env node
import { run } from "./run.js";

// The exit status is set, not forced: output still being written to a pipe is flushed first.
process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
});
