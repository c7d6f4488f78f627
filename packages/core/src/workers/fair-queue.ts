/** A waiting item and its place in the order. */
interface Waiting<T> {
  readonly item: T;
  readonly client: string;
  readonly start: number;
  readonly seq: number;
}

/** What the queue knows of one client: how much it holds and where its last item ends in virtual time. */
interface ClientState {
  held: number;
  finish: number;
}

/**
 * A queue that serves clients fairly by the cost of their work (start-time fair queueing): each item
 * gets a virtual start tag, the later of the queue's virtual time and the end of its client's previous
 * item, and the smallest tag goes first. A client that queued ten expensive items does not delay a
 * client that comes with one cheap item by more than the item already running; among items of one
 * client the order is first come, first served. Each client also holds at most `maxPerClient` items
 * (waiting, or taken and not yet {@link FairQueue.release}d), so that one client cannot fill the queue.
 * Client names are opaque strings: a network address, a user id.
 *
 * @example
 * ```ts
 * const queue = new FairQueue<string>(2);
 * queue.push("big", "a", 100);
 * queue.push("small", "b", 1);
 * queue.shift(); // "big" (both start at 0; a came first)
 * queue.push("big2", "a", 100);
 * queue.push("small2", "b", 1);
 * queue.shift(); // "small" ... "small2" before "big2"
 * ```
 */
export class FairQueue<T> {
  private virtualTime = 0;
  private seq = 0;
  private readonly clients = new Map<string, ClientState>();
  private readonly waiting: Waiting<T>[] = [];

  /** @param maxPerClient Items one client may hold at once (`Infinity`: no share). */
  constructor(readonly maxPerClient: number) {}

  /** Items waiting to be taken. */
  get length(): number {
    return this.waiting.length;
  }

  /** Items `client` holds: waiting, or taken and not yet released. */
  heldBy(client: string): number {
    return this.clients.get(client)?.held ?? 0;
  }

  /** Whether `client` may add an item (it holds fewer than `maxPerClient`). */
  admits(client: string): boolean {
    return this.heldBy(client) < this.maxPerClient;
  }

  /** Adds an item of `cost` (> 0, any unit: bytes, milliseconds) for `client`; check {@link admits} first. */
  push(item: T, client: string, cost: number): void {
    const state = this.clients.get(client) ?? { held: 0, finish: 0 };
    const start = Math.max(this.virtualTime, state.finish);
    state.finish = start + Math.max(cost, Number.MIN_VALUE);
    state.held++;
    this.clients.set(client, state);
    this.waiting.push({ item, client, start, seq: this.seq++ });
  }

  /** Takes the item with the smallest start tag (the oldest among equals); it stays held until released. */
  shift(): T | undefined {
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++) {
      const a = this.waiting[i] as Waiting<T>;
      const b = this.waiting[best] as Waiting<T>;
      if (a.start < b.start || (a.start === b.start && a.seq < b.seq)) best = i;
    }
    const [next] = this.waiting.splice(best, 1);
    if (!next) return undefined;
    this.virtualTime = Math.max(this.virtualTime, next.start);
    return next.item;
  }

  /**
   * Withdraws a waiting item (its client gave up on it): it leaves the queue and its client's slot is
   * free again, as if taken and released. False when it is not waiting (already taken, or never added).
   */
  remove(item: T): boolean {
    const at = this.waiting.findIndex((waiting) => waiting.item === item);
    const [gone] = at === -1 ? [] : this.waiting.splice(at, 1);
    if (!gone) return false;
    this.release(gone.client);
    return true;
  }

  /** Ends one taken item of `client`: its slot is free again. */
  release(client: string): void {
    const state = this.clients.get(client);
    if (!state) return;
    state.held--;
    if (state.held <= 0 && state.finish <= this.virtualTime) this.clients.delete(client);
    // Idle: nobody holds anything, so no debt is worth remembering.
    if ([...this.clients.values()].every((s) => s.held <= 0)) {
      this.clients.clear();
      this.virtualTime = 0;
    }
  }
}
