import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { describeCodeStoreConformance } from "../testing/code-store-conformance.js";
import { serverOf, serverReachable, TEST_POSTGRES_URL, uniqueName, via } from "../testing/test-servers.js";
import { createStore } from "./create-store.js";
import { PostgresAdapter } from "./postgres-adapter.js";

const up = await serverReachable(TEST_POSTGRES_URL);
/** Every store of this run gets its own schema `<run>_<n>`, dropped at the end. */
const run = uniqueName();
let stores = 0;
const urlFor = (port?: number) => via(TEST_POSTGRES_URL, port, { schema: `${run}_${++stores}` });
const schemaOf = (url: string) => new URL(url).searchParams.get("schema") as string;
const png = (text: string) => ({ mimeType: "image/png", bytes: Buffer.from(text) });

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
    open: (options) => createStore(urlFor(), options),
    network: { server: serverOf(TEST_POSTGRES_URL), openVia: (port, options) => createStore(urlFor(port), options) },
  });

  it("creates its table with an expires column, and sweeps expired rows", async () => {
    const url = urlFor();
    const adapter = new PostgresAdapter({
      url: TEST_POSTGRES_URL,
      schema: schemaOf(url),
      table: "codes",
      timeoutMs: 2000,
    });
    expect(await adapter.set("old", "v", 1)).toBe(true);
    expect(await adapter.set("kept", "v", 60_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await adapter.sweepExpired()).toBe(1);
    const { rows } = await admin.query(`SELECT key, expires FROM "${schemaOf(url)}".codes`);
    expect(rows).toEqual([{ key: "kept", expires: expect.any(String) }]);
    await adapter.disconnect();
  });

  it("overwrites on set when not insert-only, as a keyv store does", async () => {
    const adapter = new PostgresAdapter({ url: TEST_POSTGRES_URL, schema: schemaOf(urlFor()), timeoutMs: 2000 });
    expect(await adapter.set("k", "first")).toBe(true);
    expect(await adapter.set("k", "second")).toBe(true);
    expect(await adapter.get("k")).toBe("second");
    await adapter.disconnect();
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
