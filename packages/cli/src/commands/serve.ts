import { isQrbarError } from "@qrbar/core";
import { importOptional } from "@qrbar/core/service";
import { CliError, EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { flag, flagOf, parseArgs, single } from "../parse-args.js";

const USAGE = "qrbar serve [--port <n>] [--host <address>] [--storage <url>] [--workers <n|auto>]";

const HELP = `Usage: ${USAGE}

Starts the qrbar HTTP service (the same server as \`npm start\`), with its reference at /api/docs.
Ctrl-C (or SIGTERM) stops it after the requests in flight are answered.
  qrbar serve --port 8080

Options:
  --port <n>          Port to listen on (default $PORT, else 3000; 0 picks a free one).
  --host <address>    Address to bind (default $HOST, else 0.0.0.0: every interface).
  --storage <url>     Where codes are kept (default $STORAGE_URL, else sqlite://.data/qrbar.sqlite):
                      sqlite://<path>, redis://..., postgres://..., memory://.
  --workers <n|auto>  Server processes sharing the port (default $WORKERS, else 1; auto: one per core).

Every other setting comes from the environment as for the server (RETENTION_DAYS, PUBLIC_BASE_URL,
TRUST_PROXY, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW, LOG_LEVEL: warn here unless set).
`;

/** Options and the environment variables they set. */
const SETTINGS: Record<string, string> = { port: "PORT", host: "HOST", storage: "STORAGE_URL", workers: "WORKERS" };

/** `qrbar serve`: the HTTP service in the foreground until Ctrl-C. */
export const serveCommand: Command = {
  name: "serve",
  summary: "Start the HTTP service (reference at /api/docs)",
  async run(argv, io) {
    const args = parseArgs(argv, { flags: new Set(["help"]), short: { h: "help", p: "port" } });
    if (flag(args, "help")) {
      io.stdout.write(HELP);
      return EXIT_OK;
    }
    if (args.positionals.length) throw usageError(`unexpected argument '${args.positionals[0]}'; usage: ${USAGE}`);
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: "warn", ...io.env };
    for (const [name] of args.options) {
      const variable = Object.hasOwn(SETTINGS, name) ? SETTINGS[name] : undefined;
      if (!variable) throw usageError(`unknown option ${flagOf(name)}; usage: ${USAGE}`);
      env[variable] = single(args, name);
    }
    // The server is an optional peer dependency: only this command needs it.
    const { ConfigError, loadConfig, runServer } = await importOptional(() => import("@qrbar/server"), {
      feature: "qrbar serve",
      packages: ["@qrbar/server"],
    }).catch((error: unknown) => {
      throw isQrbarError(error) ? new CliError(error.message) : error;
    });
    let config: ReturnType<typeof loadConfig>;
    try {
      config = loadConfig(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // Name the option the person typed, not only the variable it sets.
      const option = Object.entries(SETTINGS).find(
        ([name, variable]) => args.options.has(name) && error.message.startsWith(variable),
      );
      throw usageError(option ? `${flagOf(option[0])}: ${error.message}` : error.message);
    }
    try {
      // With --workers n the workers re-run this command (cluster), and runServer serves in them.
      return await runServer(config, {
        onListening: (address) => {
          const shown = address.replace(/\/\/(?:0\.0\.0\.0|\[::\])(?=:)/, "//localhost");
          const workers = config.workers > 1 ? ` with ${config.workers} workers` : "";
          io.stderr.write(`qrbar: serving ${shown}/api${workers} (reference: ${shown}/api/docs); Ctrl-C stops\n`);
        },
        onStopping: (signal) => io.stderr.write(`qrbar: ${signal}: stopping after the requests in flight\n`),
      });
    } catch (error) {
      // A store that cannot be used: the sentence names STORAGE_URL and the cause.
      if (isQrbarError(error) && error.code === "STORAGE_UNAVAILABLE") throw new CliError(error.message);
      const failure = error as NodeJS.ErrnoException;
      if (failure.syscall !== "listen") throw error;
      throw new CliError(`cannot listen on ${config.host}:${config.port}: ${failure.code ?? failure.message}`);
    }
  },
};
