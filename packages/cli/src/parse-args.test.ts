import { describe, expect, it } from "vitest";
import { flag, parseArgs, single } from "./parse-args.js";

const spec = { flags: new Set(["json", "show_text"]), short: { o: "output", h: "help" } };
const parsed = (argv: string[]) => {
  const { positionals, options } = parseArgs(argv, spec);
  return { positionals, options: Object.fromEntries(options) };
};

describe("parseArgs", () => {
  it.each([
    [["wifi", "--ssid", "Home"], ["wifi"], { ssid: ["Home"] }],
    [["--ssid=a=b", "x"], ["x"], { ssid: ["a=b"] }],
    [["--fill-color", "#000", "--fill_color", "#111"], [], { fill_color: ["#000", "#111"] }],
    [["-o", "out.png", "text"], ["text"], { output: ["out.png"] }],
    [["--latitude", "-33.8", "--longitude", "151"], [], { latitude: ["-33.8"], longitude: ["151"] }],
    [["--hidden", "--ssid", "x"], [], { hidden: [true], ssid: ["x"] }],
    [["--hidden"], [], { hidden: [true] }],
    [["--json", "a.png"], ["a.png"], { json: [true] }],
    [["--show-text", "false", "code"], ["code"], { show_text: ["false"] }],
    [["-o", "-"], [], { output: ["-"] }],
    [["--", "--not-an-option", "-o"], ["--not-an-option", "-o"], {}],
    [["--address.city", "Oslo"], [], { "address.city": ["Oslo"] }],
  ])("%j", (argv, positionals, options) => {
    expect(parsed(argv)).toEqual({ positionals, options });
  });

  it("reads a long alias as the option it stands for", () => {
    const { options } = parseArgs(["--out", "a.pdf", "--output=b.pdf"], { aliases: { out: "output" } });
    expect(Object.fromEntries(options)).toEqual({ output: ["a.pdf", "b.pdf"] });
  });

  it("refuses an unknown short option", () => {
    expect(() => parseArgs(["-x"], spec)).toThrow("unknown option -x");
  });

  it.each([
    [["--size", "1", "--size", "2"], "--size is given 2 times; give it once"],
    [["--size"], "--size needs a value"],
  ])("single(%j) refuses: %s", (argv, message) => {
    expect(() => single(parseArgs(argv, spec), "size")).toThrow(message);
  });

  it.each([
    [["--json"], true],
    [["--json=true"], true],
    [["--json=false"], false],
    [[], false],
  ])("flag(%j) is %s", (argv, expected) => {
    expect(flag(parseArgs(argv, spec), "json")).toBe(expected);
  });
});
