import { createClient } from "@redis/client";
import { afterAll, describe, expect, it } from "vitest";
import { describeCodeStoreConformance } from "../testing/code-store-conformance.js";
import { serverOf, serverReachable, TEST_REDIS_URL, uniqueName, via } from "../testing/test-servers.js";
import { createStore, openStorage } from "./create-store.js";

const up = await serverReachable(TEST_REDIS_URL);
/** Every key of this run starts with it; a fresh store gets `<run>_<n>`. */
const run = uniqueName();
let stores = 0;
const urlFor = (port?: number) => via(TEST_REDIS_URL, port, { prefix: `${run}_${++stores}` });
const png = (text: string) => ({ mimeType: "image/png", bytes: Buffer.from(text) });

describe.runIf(up)("redis://", () => {
  const admin = createClient({ url: TEST_REDIS_URL });
  afterAll(async () => {
    if (!admin.isOpen) await admin.connect();
    const keys: string[] = [];
    for await (const batch of admin.scanIterator({ MATCH: `${run}_*`, COUNT: 1000 })) keys.push(...batch);
    for (let i = 0; i < keys.length; i += 1000) await admin.unlink(keys.slice(i, i + 1000));
    await admin.aclDelUser(`${run}_reader`);
    admin.destroy();
  });

  describeCodeStoreConformance(TEST_REDIS_URL, {
    storage: (options) => openStorage(urlFor(), options),
    network: { server: serverOf(TEST_REDIS_URL), storageVia: (port, options) => openStorage(urlFor(port), options) },
  });

  it("keeps a code under <prefix>::qr:<id>, expiring in Redis itself after the retention period", async () => {
    const url = urlFor();
    const store = await createStore(url, { retentionDays: 2 });
    const { id } = await store.save("qr", png("kept"));
    await store.close();
    if (!admin.isOpen) await admin.connect();
    const key = `${new URL(url).searchParams.get("prefix")}::qr:${id}`;
    expect(await admin.exists(key)).toBe(1);
    const ttl = await admin.pTTL(key);
    expect(ttl).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(2 * 86_400_000);
  });

  it("reads a code the keyv-based release wrote", async () => {
    const url = urlFor();
    if (!admin.isOpen) await admin.connect();
    // A key as keyv 5 over @keyv/redis wrote it: <prefix>::qr:<id>, value {value, expires}.
    const earlier = {
      value: { m: "image/png", b: "AQID", e: '"e"', t: "2026-01-01T00:00:00.000Z" },
      expires: Date.now() + 60_000,
    };
    await admin.set(`${new URL(url).searchParams.get("prefix")}::qr:5`, JSON.stringify(earlier), { PX: 60_000 });
    const store = await createStore(url);
    expect((await store.load("qr", 5))?.bytes).toEqual(Buffer.from([1, 2, 3]));
    await store.close();
  });

  it("reports a write the server refuses as STORAGE_UNAVAILABLE, never as saved", async () => {
    if (!admin.isOpen) await admin.connect();
    const user = `${run}_reader`;
    await admin.aclSetUser(user, ["on", "nopass", `~${run}_*`, "+@read", "+@connection"]);
    const url = new URL(urlFor());
    url.username = user;
    const store = await createStore(url.href);
    await expect(store.save("qr", png("refused"))).rejects.toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(await store.ping()).toBe(true); // reads are allowed: the refusal was the write's own
    await store.close();
  });

  it("lets two stores on one server close independently", async () => {
    const [first, second] = await Promise.all([createStore(urlFor()), createStore(urlFor())]);
    await first.close();
    const { id } = await second.save("qr", png("still here"));
    expect((await second.load("qr", id))?.bytes.toString()).toBe("still here");
    await second.close();
  });
});
