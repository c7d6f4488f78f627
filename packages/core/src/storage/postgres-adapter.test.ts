import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { describeCodeStoreConformance } from "../testing/code-store-conformance.js";
import { serverOf, serverReachable, TEST_POSTGRES_URL, uniqueName, via } from "../testing/test-servers.js";
import { createStore, openStorage } from "./create-store.js";
import { PostgresAdapter } from "./postgres-adapter.js";

const up = await serverReachable(TEST_POSTGRES_URL);
/** Every store of this run gets its own schema `<run>_<n>`, dropped at the end. */
const run = uniqueName();
let stores = 0;
const urlFor = (port?: number) => via(TEST_POSTGRES_URL, port, { schema: `${run}_${++stores}` });
const schemaOf = (url: string) => new URL(url).searchParams.get("schema") as string;
const png = (text: string) => ({ mimeType: "image/png", bytes: Buffer.from(text) });
const record = (text: string) => ({ ...png(text), etag: `"${text}"`, createdAt: "2026-01-01T00:00:00.000Z" });

describe.runIf(up)("postgres://", () => {
  const admin = new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1 });
  afterAll(async () => {
    const { rows } = await admin.query<{ name: string }>(
      "SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE $1",
      [`${run}\\_%`],
    );
    for (const { name } of rows) await admin.query(`DROP SCHEMA "${name}" CASCADE`);
    await admin.end();
  });

  describeCodeStoreConformance(TEST_POSTGRES_URL, {
    storage: (options) => openStorage(urlFor(), options),
    // One round trip and commit per put (10,000 took 13.8 s): 4 writers at once are as concurrent at 1,000, and
    // memory:// and sqlite:// put the full 10,000 through the same CodeStore, whose ids they check.
    putsPerWriter: 250,
    network: {
      server: serverOf(TEST_POSTGRES_URL),
      storageVia: (port, options) => openStorage(urlFor(port), options),
    },
  });

  it("creates its table with an expires column, and sweeps expired rows", async () => {
    const url = urlFor();
    const adapter = new PostgresAdapter({
      url: TEST_POSTGRES_URL,
      schema: schemaOf(url),
      table: "codes",
      timeoutMs: 2000,
    });
    expect(await adapter.insert("old", record("v"), 1)).toBe(true);
    expect(await adapter.insert("kept", record("v"), 60_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await adapter.sweepExpired()).toBe(1);
    const { rows } = await admin.query(`SELECT key, expires FROM "${schemaOf(url)}".codes`);
    expect(rows).toEqual([{ key: "kept", expires: expect.any(String) }]);
    await adapter.close();
  });

  it("reads a code the keyv-based release wrote into its table", async () => {
    const url = urlFor();
    const store = await createStore(url);
    await store.check(); // the table exists now
    const expires = Date.now() + 60_000;
    // A row as keyv 5 over @keyv/postgres wrote it: no namespace, value {value, expires}.
    const earlier = { value: { m: "image/png", b: "AQID", e: '"e"', t: "2026-01-01T00:00:00.000Z" }, expires };
    await admin.query(`INSERT INTO "${schemaOf(url)}".qrbar_codes (key, value, expires) VALUES ($1, $2, $3)`, [
      "qr:5",
      JSON.stringify(earlier),
      expires,
    ]);
    expect((await store.load("qr", 5))?.bytes).toEqual(Buffer.from([1, 2, 3]));
    await store.close();
  });

  it("reports a write the server refuses as STORAGE_UNAVAILABLE, never as saved", async () => {
    const url = urlFor();
    const store = await createStore(url);
    await store.save("qr", png("first")); // the table exists now
    await admin.query(`REVOKE INSERT, UPDATE ON "${schemaOf(url)}".qrbar_codes FROM PUBLIC`);
    const reader = `${run}_reader`;
    await admin.query(`CREATE ROLE ${reader} LOGIN`);
    await admin.query(`GRANT USAGE ON SCHEMA "${schemaOf(url)}" TO ${reader}`);
    await admin.query(`GRANT SELECT ON "${schemaOf(url)}".qrbar_codes TO ${reader}`);
    const readOnly = new URL(url);
    readOnly.username = reader;
    const refused = await createStore(readOnly.href);
    try {
      await expect(refused.save("qr", png("refused"))).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
      expect(await refused.ping()).toBe(true);
    } finally {
      await refused.close();
      await store.close();
      await admin.query(`DROP OWNED BY ${reader}; DROP ROLE ${reader}`);
    }
  });

  it("lets two stores on one server close independently", async () => {
    const url = urlFor();
    const [first, second] = await Promise.all([createStore(url), createStore(url)]);
    await first.close();
    const { id } = await second.save("qr", png("still here"));
    expect((await second.load("qr", id))?.bytes.toString()).toBe("still here");
    await second.close();
  });
});
