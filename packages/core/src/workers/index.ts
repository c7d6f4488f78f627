// Worker threads for CPU-heavy work: the generic bounded pool the scan, label and generation pools
// are built on, and the pool for heavy QR/barcode requests.

export { FairQueue } from "./fair-queue.js";
export { type GenerationKind, isHeavyGeneration } from "./generation-cost.js";
export { createGenerationPool, type GenerationPool, type GenerationPoolOptions } from "./generation-pool.js";
export {
  OVERLOADED_RETRY_AFTER_SECONDS,
  type PoolEvent,
  type PoolRefusal,
  type PoolSize,
  type RunOptions,
} from "./task-pool.js";
