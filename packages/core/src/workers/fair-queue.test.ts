import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FairQueue } from "./fair-queue.js";

/** Takes every item, releasing each as it is taken, and returns them in the order served. */
function drain<T>(queue: FairQueue<T>, owner: (item: T) => string): T[] {
  const served: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    served.push(item);
    queue.release(owner(item));
  }
  return served;
}

describe("FairQueue", () => {
  it("serves a newcomer's cheap item before a busy client's queued expensive ones", () => {
    const queue = new FairQueue<string>(Number.POSITIVE_INFINITY);
    for (let i = 0; i < 4; i++) queue.push(`a${i}`, "a", 100);
    expect(queue.shift()).toBe("a0"); // running
    queue.push("b0", "b", 1);
    expect(queue.shift()).toBe("b0");
  });

  it("keeps each client's own items first come, first served", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("a", "b", "c"), fc.integer({ min: 1, max: 1000 })), { maxLength: 40 }),
        (arrivals) => {
          const queue = new FairQueue<{ client: string; n: number }>(Number.POSITIVE_INFINITY);
          for (const [n, [client, cost]] of arrivals.entries()) queue.push({ client, n }, client, cost);
          const served = drain(queue, (item) => item.client);
          expect(served).toHaveLength(arrivals.length);
          for (const client of ["a", "b", "c"]) {
            const own = served.filter((item) => item.client === client).map((item) => item.n);
            expect(own).toEqual([...own].sort((x, y) => x - y));
          }
        },
      ),
    );
  });

  it("shares by cost: two backlogged clients get equal work, not equal counts", () => {
    const queue = new FairQueue<string>(Number.POSITIVE_INFINITY);
    for (let i = 0; i < 10; i++) queue.push("big", "a", 10);
    for (let i = 0; i < 100; i++) queue.push("small", "b", 1);
    const firstFifty = drain(queue, (item) => (item === "big" ? "a" : "b")).slice(0, 55);
    // 5 big items cost 50, as do 50 small ones.
    expect(firstFifty.filter((item) => item === "big")).toHaveLength(5);
  });

  it("lets a client hold at most its share, and frees a slot on release", () => {
    const queue = new FairQueue<number>(2);
    queue.push(1, "a", 1);
    queue.push(2, "a", 1);
    expect([queue.admits("a"), queue.admits("b"), queue.heldBy("a")]).toEqual([false, true, 2]);
    queue.shift();
    expect(queue.admits("a")).toBe(false);
    queue.release("a");
    expect([queue.admits("a"), queue.heldBy("a")]).toEqual([true, 1]);
  });

  it("withdraws a waiting item: it is never served and its client's slot is free again", () => {
    const queue = new FairQueue<string>(2);
    queue.push("a1", "a", 1);
    queue.push("a2", "a", 1);
    queue.push("b1", "b", 1);
    expect(queue.admits("a")).toBe(false);
    expect(queue.remove("a2")).toBe(true);
    expect([queue.admits("a"), queue.heldBy("a"), queue.length]).toEqual([true, 1, 2]);
    expect(drain(queue, (item) => item[0] as string)).toEqual(["a1", "b1"]);
    // Taken already, or never added: nothing to withdraw.
    expect(queue.remove("a1")).toBe(false);
    expect(queue.remove("zz")).toBe(false);
  });

  it("forgets every client's debt once idle", () => {
    const queue = new FairQueue<string>(Number.POSITIVE_INFINITY);
    queue.push("a", "a", 1_000_000);
    queue.shift();
    queue.release("a");
    // Remembered, a's debt of 1,000,000 would put b first.
    queue.push("a2", "a", 1);
    queue.push("b", "b", 1);
    expect(queue.shift()).toBe("a2");
  });
});
