// Worker threads for CPU-heavy work: the generic bounded pool the scan, label and generation pools
// are built on, and the pool for heavy QR/barcode requests.

export { FairQueue } from "./fair-queue.js";
export { type GenerationKind, generationCost, isHeavyGeneration } from "./generation-cost.js";
export { createGenerationPool, type GenerationPool, type GenerationPoolOptions } from "./generation-pool.js";
export {
  DEFAULT_TASK_DEADLINE_MS,
  OVERLOADED_RETRY_AFTER_SECONDS,
  type PoolCall,
  type PoolEvent,
  type PoolRefusal,
  type PoolSize,
  type PoolStop,
  type RunOptions,
} from "./task-pool.js";
