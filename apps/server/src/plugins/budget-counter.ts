import { createWindowCounter, type WindowCounter } from "@qrbar/core/service";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { countedByPrimary, type IpcEndpoint, PrimaryWindowCounter } from "../cluster/primary-window-counter.js";
import { failSoftCounter } from "./fail-soft-counter.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Where every per-client budget counts (requests under the client's key, stored bytes under
     * `bytes:<client>`): shared by every instance when the store can share it, and never failing a
     * request for its own sake (see `failSoftCounter`).
     */
    readonly budgetCounter: WindowCounter;
  }
}

/**
 * How long one count may take before the request is counted in this process instead: a healthy Redis
 * or primary answers in well under a millisecond on loopback, a few across a network.
 */
export const COUNTER_TIMEOUT_MS = 500;

/** Options of {@link budgetCounterPlugin}. */
export interface BudgetCounterOptions {
  /** The storage URL: Redis or PostgreSQL keep the counts next to the codes, shared by every instance. */
  readonly storageUrl: string;
}

/**
 * Where the counts live: in the store when it can share them (Redis, PostgreSQL: every instance);
 * else, in a worker of `WORKERS=n`, in the primary process (the machine's workers); else in this
 * process.
 */
async function openCounter(storageUrl: string): Promise<WindowCounter> {
  const counter = await createWindowCounter(storageUrl, { timeoutMs: COUNTER_TIMEOUT_MS });
  if (counter.shared || !countedByPrimary()) return counter;
  await counter.close();
  return new PrimaryWindowCounter(process as IpcEndpoint, COUNTER_TIMEOUT_MS);
}

/**
 * Opens the one counter of the per-client budgets for `storageUrl`, as `app.budgetCounter`, and
 * closes it with the app: one connection (or pool) for the rate limit and the stored-bytes budget.
 */
export const budgetCounterPlugin = fp(async (app: FastifyInstance, { storageUrl }: BudgetCounterOptions) => {
  const counter = failSoftCounter({ counter: await openCounter(storageUrl), log: app.log });
  app.decorate("budgetCounter", counter);
  app.addHook("onClose", async () => counter.close());
});
