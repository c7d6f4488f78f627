#!/usr/bin/env node
// Package hygiene as a new user meets it, after `pnpm build`:
//  1. each published package's `publishConfig.exports` and `publishConfig.imports` are its `exports` and
//     `imports` without the dev-only `source` condition;
//  2. `pnpm pack` each one (workspace ranges and publishConfig applied, as publishing does), and check that no
//     packed package.json has a `source` condition anywhere in `exports` or `imports`;
//  3. lint every tarball with publint (--strict) and @arethetypeswrong/cli (ESM-only profile);
//  4. install the tarballs with npm into an empty project and run each README's example there, the client's
//     against the installed `qrbar serve`;
//  5. check that a program that only generates loads no scanner (sharp, WebAssembly decoders), that the
//     client loads nothing but itself and the contract's route table, and its image URL builder
//     (`@qrbar/client/image-url`) no Node built-in;
//  6. install `@qrbar/core` alone (with `@qrbar/contract`) as a new user would, `--omit=optional --omit=peer`:
//     no native build, no `.node` file, its time, size and package count printed, a QR code and a barcode
//     generated there, and scanning failing with one error naming every package it needs.
// Usage: node .ci/check-packages.mjs [--no-install]
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = [
  "packages/contract",
  "packages/core",
  "packages/label-fonts",
  "packages/client",
  "apps/server",
  "packages/cli",
];
const BIN = join(ROOT, "node_modules", ".bin");
const work = mkdtempSync(join(tmpdir(), "qrbar-packages-"));
const failures = [];

const step = (title) => process.stdout.write(`\n== ${title}\n`);
const fail = (message) => {
  failures.push(message);
  process.stdout.write(`FAIL ${message}\n`);
};
const run = (command, args, options = {}) =>
  execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });
const attempt = (label, fn) => {
  try {
    const output = fn();
    if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
  } catch (error) {
    fail(`${label}: ${error.stdout ?? ""}${error.stderr ?? ""}${error.stdout || error.stderr ? "" : error.message}`);
  }
};

/** `exports` or `imports` as published: the `source` condition (dev: workspace packages resolve to src/) removed. */
function published(map) {
  return Object.fromEntries(
    Object.entries(map).flatMap(([path, target]) => {
      if (typeof target !== "object") return [[path, target]];
      const kept = Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== "source"));
      return Object.keys(kept).length ? [[path, kept]] : [];
    }),
  );
}

/** Whether a conditions map has a `source` condition at any depth (it points at src/, which is not shipped). */
function hasSourceCondition(map) {
  if (typeof map !== "object" || map === null) return false;
  return Object.entries(map).some(([key, target]) => key === "source" || hasSourceCondition(target));
}

step("exports maps");
for (const dir of PACKAGES) {
  const pkg = JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8"));
  const expected = published(pkg.exports);
  if (!isDeepStrictEqual(pkg.publishConfig?.exports, expected)) {
    fail(`${pkg.name}: publishConfig.exports must be ${JSON.stringify(expected)}`);
  }
  if (pkg.imports && !isDeepStrictEqual(pkg.publishConfig?.imports, published(pkg.imports))) {
    fail(`${pkg.name}: publishConfig.imports must be ${JSON.stringify(published(pkg.imports))}`);
  }
  for (const target of Object.values(expected)) {
    if (typeof target === "object" && Object.keys(target)[0] !== "types") fail(`${pkg.name}: put "types" first`);
  }
}
process.stdout.write(`${PACKAGES.length} packages: exports and imports maps agree, types first\n`);

step("pack");
const tarballs = {};
for (const dir of PACKAGES) {
  const name = JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")).name;
  tarballs[name] = run("pnpm", ["pack", "--pack-destination", work], { cwd: join(ROOT, dir) })
    .trim()
    .split("\n")
    .at(-1);
  process.stdout.write(`${name}: ${tarballs[name]}\n`);
  const packed = JSON.parse(run("tar", ["-xzOf", tarballs[name], "package/package.json"]));
  for (const field of ["exports", "imports"]) {
    if (hasSourceCondition(packed[field]))
      fail(`${name}: the packed package.json has a "source" condition in ${field}`);
  }
}

step("publint and arethetypeswrong");
for (const [name, tarball] of Object.entries(tarballs)) {
  attempt(`publint ${name}`, () => run(join(BIN, "publint"), ["run", tarball, "--strict"]));
  attempt(`attw ${name}`, () =>
    run(join(BIN, "attw"), [tarball, "--profile", "esm-only", "--format", "ascii", "--no-color", "--no-emoji"]),
  );
}

if (!process.argv.includes("--no-install")) {
  step("install the tarballs into an empty project");
  const project = join(work, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "new-user", private: true, type: "module" }));
  attempt("npm install", () =>
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...Object.values(tarballs)], {
      cwd: project,
      timeout: 15 * 60_000,
    }),
  );
  const env = { ...process.env, PATH: `${join(project, "node_modules", ".bin")}:${process.env.PATH}` };

  /** The README's example: the first fenced block after its two commands. */
  const example = (dir) => {
    const blocks = [...readFileSync(join(ROOT, dir, "README.md"), "utf8").matchAll(/```(\w+)\n([\s\S]*?)```/g)];
    const [, lang, code] = blocks[1] ?? [];
    return { lang, code };
  };

  const freePort = () =>
    new Promise((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });

  step("each README's example, as written");
  const port = await freePort();
  const serve = spawn("qrbar", ["serve", "--port", String(port), "--host", "127.0.0.1", "--storage", "memory://"], {
    cwd: project,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let serveLog = "";
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 30_000);
    serve.stderr.on("data", (chunk) => {
      serveLog += chunk;
      if (serveLog.includes("serving")) {
        clearTimeout(timer);
        resolve();
      }
    });
    serve.once("exit", resolve);
  });
  if (!serveLog.includes("serving")) fail(`qrbar serve did not start: ${serveLog}`);
  for (const dir of PACKAGES) {
    const { lang, code } = example(dir);
    const name = dir.split("/").at(-1);
    const source = code.replaceAll("http://localhost:3000", `http://127.0.0.1:${port}`);
    attempt(`README example of ${dir}`, () => {
      if (lang === "js") {
        writeFileSync(join(project, `${name}.mjs`), source);
        return `${dir}: ${run("node", [`${name}.mjs`], { cwd: project, env, timeout: 120_000 })}`;
      }
      if (lang === "sh")
        return `${dir}:\n${run("bash", ["-e", "-c", source], { cwd: project, env, timeout: 120_000 })}`;
      throw new Error(`no example after the two commands (found ${lang})`);
    });
  }
  // The page ships inside the server package (dist/playground): the installed server must serve it.
  try {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes("qrbar playground")) throw new Error(`GET / answered ${page.status}`);
    for (const asset of ["/playground/app.js", "/playground/app.css"]) {
      const res = await fetch(`http://127.0.0.1:${port}${asset}`);
      if (res.status !== 200) throw new Error(`GET ${asset} answered ${res.status}`);
    }
    process.stdout.write("the installed server serves the playground: GET / and its assets answer 200\n");
  } catch (error) {
    fail(`the playground page of the installed server: ${error.message}`);
  }
  serve.kill("SIGTERM");

  step("what a program loads");
  const loads = join(work, "loads.txt");
  writeFileSync(
    join(project, "record-loads.mjs"),
    `import { register } from "node:module";
register("data:text/javascript," + encodeURIComponent(\`
import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(loads)}, resolved.url + "\\\\n");
  return resolved;
}\`));
`,
  );
  const loaded = (program) => {
    writeFileSync(loads, "");
    writeFileSync(join(project, "program.mjs"), program);
    run("node", ["--import", "./record-loads.mjs", "program.mjs"], { cwd: project, env });
    return [...new Set(readFileSync(loads, "utf8").split("\n").filter(Boolean))];
  };
  attempt("generating loads no scanner", () => {
    const urls = loaded(`import { generateBarcode, generateQr } from "@qrbar/core";
generateQr({ type: "url", content: { url: "https://example.com" } });
generateBarcode({ type: "ean13", content: "590123412345" });`);
    const heavy = urls.filter((url) =>
      /node_modules\/(?:sharp|@img|zxing-wasm|@undecaf\/zbar-wasm|fast-png|@jsquash)\//.test(url),
    );
    if (heavy.length) throw new Error(`loaded ${heavy.join(", ")}`);
    return `@qrbar/core: generating loaded ${urls.length} modules, no scanner`;
  });
  attempt("the client loads only itself and the contract's route table", () => {
    const urls = loaded(`import { createClient } from "@qrbar/client";
createClient({ baseUrl: "http://localhost:3000/api" });`);
    // `@qrbar/contract/routes` is the endpoints' methods and paths, a module that imports nothing.
    const others = urls.filter(
      (url) =>
        url.includes("/node_modules/") &&
        !url.includes("/node_modules/@qrbar/client/") &&
        !url.endsWith("/node_modules/@qrbar/contract/dist/routes.js"),
    );
    if (others.length) throw new Error(`loaded ${others.join(", ")}`);
    return `@qrbar/client: loaded ${urls.filter((url) => url.includes("/node_modules/")).length} modules, its own and the route table`;
  });
  attempt("the client's image URL builder loads only itself, no Node built-in", () => {
    const urls = loaded(`import { qrImagePath } from "@qrbar/client/image-url";
if (!qrImagePath({ type: "text", content: { text: "x" } }).startsWith("/api/qr/image?")) throw new Error("wrong path");`);
    const others = urls.filter(
      (url) =>
        url.startsWith("node:") || (url.includes("/node_modules/") && !url.includes("/node_modules/@qrbar/client/")),
    );
    if (others.length) throw new Error(`loaded ${others.join(", ")}`);
    return `@qrbar/client/image-url: loaded ${urls.filter((url) => url.includes("/node_modules/")).length} module(s), no node: import`;
  });
}

/** Bytes of every file under `dir` (what `du --apparent-size` counts), and the `.node` files among them. */
function tree(dir) {
  let bytes = 0;
  const native = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    bytes += statSync(path).size;
    if (entry.name.endsWith(".node")) native.push(path);
  }
  return { bytes, native };
}

if (!process.argv.includes("--no-install")) {
  step("the light core: @qrbar/core alone, npm i --omit=optional --omit=peer");
  const light = join(work, "light");
  mkdirSync(light);
  writeFileSync(join(light, "package.json"), JSON.stringify({ name: "light-user", private: true, type: "module" }));
  attempt("light install", () => {
    const started = performance.now();
    const log = run(
      "npm",
      [
        "install",
        "--omit=optional",
        "--omit=peer",
        "--foreground-scripts",
        "--no-audit",
        "--no-fund",
        "--loglevel=info",
        tarballs["@qrbar/contract"],
        tarballs["@qrbar/core"],
      ],
      { cwd: light, timeout: 10 * 60_000 },
    );
    const seconds = (performance.now() - started) / 1000;
    const { bytes, native } = tree(join(light, "node_modules"));
    const packages = run("npm", ["ls", "--all", "--parseable"], { cwd: light }).trim().split("\n").length - 1;
    if (/node-gyp|gyp info/.test(log)) throw new Error(`the install ran node-gyp:\n${log}`);
    if (native.length) throw new Error(`the install holds native modules: ${native.join(", ")}`);
    return `${packages} packages, ${(bytes / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s; no native build, no .node file`;
  });
  attempt("the light core generates", () => {
    writeFileSync(
      join(light, "generate.mjs"),
      `import { generateBarcode, generateQr, scanImage } from "@qrbar/core";
const qr = generateQr({ type: "url", content: { url: "https://example.com" } });
const barcode = generateBarcode({ type: "ean13", content: "590123412345" });
const png = (bytes) => Buffer.from(bytes.subarray(1, 4)).toString() === "PNG";
if (!png(qr.bytes) || !png(barcode.bytes)) throw new Error("not PNG");
const missing = await scanImage(qr.bytes).then(() => "scanned", (error) => error.code + " " + error.message);
const all = "zxing-wasm @undecaf/zbar-wasm sharp fast-png";
if (missing !== \`INTERNAL_ERROR scanning needs the packages \${all}, which are not installed: npm install \${all}\`) throw new Error(missing);
console.log(\`QR \${qr.width} px \${qr.bytes.length} B, EAN-13 \${barcode.bytes.length} B; scanning: \${missing}\`);
`,
    );
    return run("node", ["generate.mjs"], { cwd: light, timeout: 60_000 });
  });
}

appendFileSync(1, "\n");
if (failures.length) {
  process.stdout.write(`package checks: ${failures.length} problem(s)\n`);
  process.exit(1);
}
process.stdout.write("package checks: every package packs, lints clean, installs and runs its README example\n");
