import { afterEach, describe, expect, it } from "vitest";
import { isQrbarError } from "../errors/qrbar-error.js";
import { createTestTaskPool } from "../testing/test-task-pool.js";
import type { TestAnswer, TestTask } from "../testing/test-task-worker.js";
import { type PoolEvent, poolSize, type TaskPool } from "./task-pool.js";

const pools: TaskPool<TestTask, TestAnswer>[] = [];
const testPool = (size: Parameters<typeof createTestTaskPool>[0]) => {
  const pool = createTestTaskPool(size);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === "fulfilled" ? "ok" : isQrbarError(outcome.reason) ? outcome.reason.code : outcome.reason;

describe("poolSize", () => {
  it.each([
    [{ threads: 1 }, 2, { threads: 1, maxQueue: 2, maxPerClient: 1 }],
    [{ threads: 2 }, 16, { threads: 2, maxQueue: 32, maxPerClient: 17 }],
    [{ threads: 1, maxQueue: 0 }, 8, { threads: 1, maxQueue: 0, maxPerClient: 1 }],
    [{ threads: 4, maxQueue: 4, maxPerClient: 8 }, 4, { threads: 4, maxQueue: 4, maxPerClient: 8 }],
  ])(
    "%j with %i waiting per thread: %j (one client never holds the whole pool by default)",
    (size, perThread, sized) => {
      expect(poolSize(size, perThread)).toEqual(sized);
    },
  );
});

describe("createTaskPool's share per client", () => {
  it("refuses a client over its default share with RATE_LIMITED while another client is admitted", async () => {
    const pool = testPool({ threads: 1, maxQueue: 3 }); // a share of 2
    const refused: string[] = [];
    const call = (client: string) => ({ client, onRefused: (reason: string) => refused.push(reason) });
    const settled = await Promise.allSettled(
      ["a", "a", "a", "b"].map((client) => pool.run({ echo: client, sleepMs: 50 }, call(client))),
    );
    expect(settled.map(codeOf)).toEqual(["ok", "ok", "RATE_LIMITED", "ok"]);
    expect(refused).toEqual(["client_share"]);
  });

  it("lets a waitForShare task wait for its client's slot, in order, never holding more than the share", async () => {
    const events: PoolEvent[] = [];
    const pool = testPool({ threads: 2, maxQueue: 4, maxPerClient: 1, observe: (event) => events.push(event) });
    const done: string[] = [];
    const items = ["a0", "a1", "a2", "a3"].map((echo) =>
      pool.run({ echo, sleepMs: 50 }, { client: "a", waitForShare: true }).then((answer) => done.push(answer.echo)),
    );
    await Promise.all(items);
    expect(done).toEqual(["a0", "a1", "a2", "a3"]);
    // Two threads, yet never more than a's one task in the pool at once.
    const inPool = events.flatMap((e) =>
      e.type === "started" || e.type === "finished" ? [e.running + e.waiting] : [],
    );
    expect(Math.max(...inPool)).toBe(1);
  });

  it("serves another client while one client's tasks wait for its share", async () => {
    const pool = testPool({ threads: 2, maxQueue: 4, maxPerClient: 1 });
    const done: string[] = [];
    const items = ["a0", "a1", "a2"].map((echo) =>
      pool.run({ echo, sleepMs: 200 }, { client: "a", waitForShare: true }).then(() => done.push(echo)),
    );
    await pool.run({ echo: "b" }, { client: "b" });
    expect(done).toEqual([]);
    await Promise.all(items);
  });
});

describe("createTaskPool's deadline", () => {
  it("stops a task that never ends at its deadline, replaces its thread and runs the next task", async () => {
    const events: PoolEvent[] = [];
    const pool = testPool({ threads: 1, deadlineMs: 4000, observe: (event) => events.push(event) });
    const first = await pool.run({ echo: "warm" });
    const spinning = pool.run({ spin: true });
    const next = pool.run({ echo: "next" });
    const error = await spinning.catch((e: unknown) => e);
    expect(isQrbarError(error) && [error.code, error.message]).toEqual([
      "PAYLOAD_TOO_LARGE",
      "the test pool stopped this test task after 4 s, its time limit; give it less to do",
    ]);
    const answer = await next;
    expect(answer.echo).toBe("next");
    expect(answer.threadId).not.toBe(first.threadId);
    const stops = events.flatMap((e) => (e.type === "finished" ? [e.stopped ?? "ended"] : []));
    expect(stops).toEqual(["ended", "deadline", "ended"]);
  });
});

describe("createTaskPool's abandoned tasks", () => {
  it("withdraws a waiting task and stops a running one when their caller gives up, then serves the next", async () => {
    const events: PoolEvent[] = [];
    const pool = testPool({ threads: 1, maxPerClient: 2, observe: (event) => events.push(event) });
    const first = await pool.run({ echo: "warm" });
    const [running, waiting] = [new AbortController(), new AbortController()];
    const spinning = pool.run({ spin: true }, { client: "gone", signal: running.signal });
    const queued = pool.run({ echo: "never" }, { client: "gone", signal: waiting.signal });
    expect(pool.waiting).toBe(1);
    waiting.abort(new Error("closed the connection"));
    await expect(queued).rejects.toThrow("closed the connection");
    expect(pool.waiting).toBe(0);
    running.abort(new Error("closed it too"));
    await expect(spinning).rejects.toThrow("closed it too");
    const answer = await pool.run({ echo: "next" }, { client: "gone" });
    expect(answer.threadId).not.toBe(first.threadId);
    expect(events.filter((e) => e.type === "withdrawn")).toHaveLength(1);
    const stops = events.flatMap((e) => (e.type === "finished" ? [e.stopped ?? "ended"] : []));
    expect(stops).toEqual(["ended", "abandoned", "ended"]);
  });

  it("withdraws a task waiting for its client's share, and the client's later ones still run", async () => {
    const pool = testPool({ threads: 1, maxPerClient: 1 });
    const gone = new AbortController();
    const holding = pool.run({ echo: "holding", sleepMs: 100 }, { client: "a" });
    const abandoned = pool.run({ echo: "abandoned" }, { client: "a", waitForShare: true, signal: gone.signal });
    const later = pool.run({ echo: "later" }, { client: "a", waitForShare: true });
    gone.abort(new Error("gone"));
    const settled = await Promise.allSettled([holding, abandoned, later]);
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value.echo : (s.reason as Error).message))).toEqual([
      "holding",
      "gone",
      "later",
    ]);
  });

  it("refuses at once a task whose signal is already aborted", async () => {
    const pool = testPool({ threads: 1 });
    await expect(pool.run({ echo: "x" }, { signal: AbortSignal.abort(new Error("already")) })).rejects.toThrow(
      "already",
    );
    expect(pool.pending).toBe(0);
  });
});
