import { usageError } from "./cli-error.js";

/** A command line split into positionals and options (`--name value`, `--name=value`, `-o value`). */
export interface ParsedArgs {
  readonly positionals: string[];
  /** Option name (dashes as underscores, `--fill-color` → `fill_color`) → every value given, in order. */
  readonly options: Map<string, Array<string | true>>;
}

/** How to read options whose shape the parser cannot guess. */
export interface ArgsSpec {
  /** Options that take no value (`--json`); `--name=false` still sets one. */
  readonly flags?: ReadonlySet<string>;
  /** One-letter aliases: `o` → `output`. */
  readonly short?: Readonly<Record<string, string>>;
  /** Other long names of an option: `out` → `output` (both then count as one option). */
  readonly aliases?: Readonly<Record<string, string>>;
}

const isOptionToken = (token: string) => token.startsWith("--") || /^-[A-Za-z]$/.test(token);

/** `--fill-color` and `--fill_color` are one option, `fill_color`. */
export const optionName = (raw: string) => raw.replaceAll("-", "_");

/** How an option is written on the command line: `fill_color` → `--fill-color`. */
export const flagOf = (name: string) => `--${name.replaceAll("_", "-")}`;

/**
 * Splits `argv` into positionals and options. An option's value is the next token unless that is
 * itself an option (`-33.8` is a value; `--x` and `-o` are options) or the option is a flag; an
 * option without a value is `true`. A flag takes the next token only when it is `true` or `false`.
 * `--` ends the options.
 *
 * @example
 * ```ts
 * parseArgs(["wifi", "--ssid", "Home", "--hidden", "-o", "w.png"], { flags: new Set(["hidden"]), short: { o: "output" } });
 * // { positionals: ["wifi"], options: Map { ssid → ["Home"], hidden → [true], output → ["w.png"] } }
 * ```
 */
export function parseArgs(argv: readonly string[], spec: ArgsSpec = {}): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, Array<string | true>>();
  const add = (name: string, value: string | true) => options.set(name, [...(options.get(name) ?? []), value]);
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (token === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!isOptionToken(token) || token === "-") {
      positionals.push(token);
      continue;
    }
    const [rawName, inline] = token.startsWith("--")
      ? [
          token.slice(2).split("=", 1)[0] as string,
          token.includes("=") ? token.slice(token.indexOf("=") + 1) : undefined,
        ]
      : [spec.short?.[token.slice(1)], undefined];
    if (!rawName) throw usageError(`unknown option ${token}`);
    const name = spec.aliases?.[optionName(rawName)] ?? optionName(rawName);
    if (inline !== undefined) add(name, inline);
    else if (spec.flags?.has(name)) {
      // A flag takes no value, but `--show-text false` reads as one would expect.
      const next = argv[i + 1];
      if (next === "true" || next === "false") {
        add(name, next);
        i++;
      } else add(name, true);
    } else {
      const next = argv[i + 1];
      if (next === undefined || (isOptionToken(next) && next !== "-")) add(name, true);
      else {
        add(name, next);
        i++;
      }
    }
  }
  return { positionals, options };
}

/**
 * The one value of a string option, or `undefined`; a usage error when it is given twice or bare.
 *
 * @example
 * ```ts
 * const output = single(args, "output"); // "out.png"
 * ```
 */
export function single(args: ParsedArgs, name: string): string | undefined {
  const values = args.options.get(name);
  if (!values) return undefined;
  const [value] = values;
  if (values.length > 1) throw usageError(`${flagOf(name)} is given ${values.length} times; give it once`);
  if (value === true) throw usageError(`${flagOf(name)} needs a value`);
  return value;
}

/**
 * Whether a flag is set (`--json`, `--json=true`); `--json=false` and absence are false.
 *
 * @example
 * ```ts
 * if (flag(args, "json")) io.stdout.write(JSON.stringify(result));
 * ```
 */
export function flag(args: ParsedArgs, name: string): boolean {
  const value = args.options.get(name)?.at(-1);
  return value === true || value === "true";
}
