#!/usr/bin/env node
// The `qrbar-server` command: a file of the source tree (so that installing the workspace before a
// build links it without a warning) that runs the built server.
import "../dist/main.js";
