import { CliError, EXIT_OK, usageError } from "../cli-error.js";
import type { Command } from "../command.js";
import { flag, flagOf, parseArgs, single } from "../parse-args.js";

const USAGE = "qrbar serve [--port <n>] [--host <address>] [--storage <url>]";

const HELP = `Usage: ${USAGE}

Starts the qrbar HTTP service (the same server as \`pnpm start\`), with its reference at /api/docs.
Ctrl-C (or SIGTERM) stops it after the requests in flight are answered.
  qrbar serve --port 8080

Options:
  --port <n>          Port to listen on (default $PORT, else 3000; 0 picks a free one).
  --host <address>    Address to bind (default $HOST, else 0.0.0.0: every interface).
  --storage <url>     Where codes are kept (default $STORAGE_URL, else sqlite://.data/qrbar.sqlite):
                      sqlite://<path>, redis://..., postgres://..., memory://.

Every other setting comes from the environment as for the server (RETENTION_DAYS, PUBLIC_BASE_URL,
TRUST_PROXY, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW, LOG_LEVEL: warn here unless set).
`;

/** Options and the environment variables they set. */
const SETTINGS: Record<string, string> = { port: "PORT", host: "HOST", storage: "STORAGE_URL" };

/** Seconds in-flight requests get after a stop signal before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 25_000;

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
      const variable = SETTINGS[name];
      if (!variable) throw usageError(`unknown option ${flagOf(name)}; usage: ${USAGE}`);
      env[variable] = single(args, name);
    }
    const { buildApp, ConfigError, loadConfig } = await import("@qrbar/server");
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
    const app = await buildApp({ config });
    let address: string;
    try {
      address = await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      throw new CliError(
        `cannot listen on ${config.host}:${config.port}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      );
    }
    const shown = address.replace(/\/\/(?:0\.0\.0\.0|\[::\])(?=:)/, "//localhost");
    io.stderr.write(`qrbar: serving ${shown}/api (reference: ${shown}/api/docs); Ctrl-C stops\n`);
    const signal = await new Promise<NodeJS.Signals>((resolve) => {
      process.once("SIGINT", () => resolve("SIGINT"));
      process.once("SIGTERM", () => resolve("SIGTERM"));
    });
    io.stderr.write(`qrbar: ${signal}: stopping after the requests in flight\n`);
    const timer = setTimeout(() => {
      io.stderr.write("qrbar: requests in flight did not finish in 25 s; stopping anyway\n");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    return EXIT_OK;
  },
};
