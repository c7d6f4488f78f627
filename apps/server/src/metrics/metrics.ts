import type { StoreEvent } from "@qrbar/core";
import type { PoolEvent } from "@qrbar/core/service";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Why a request was refused to protect the service (the `reason` label of `qrbar_shed_total`). */
export type ShedReason =
  /** The event loop lagged or the heap was nearly full (`503 OVERLOADED`, under-pressure). */
  | "overload"
  /** A worker pool's queue was full (`503 OVERLOADED`). */
  | "queue_full"
  /** The client already had its share of a pool (`429`). */
  | "client_share"
  /** An upload would cost more to scan than the limit (`413`). */
  | "scan_cost"
  /** The client went over the rate limit (`429`). */
  | "rate_limit"
  /** A request or its body took longer than allowed (`408`, or the connection closed). */
  | "timeout";

/** Latency buckets of HTTP requests, seconds: 1 ms (a small generation) to 30 s (a scan under attack). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Buckets of waits and runs in worker pools, seconds. */
const POOL_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Buckets of store operations, seconds: well under a millisecond on loopback up to the 2 s deadline. */
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2];

/**
 * The server's Prometheus metrics, in a registry of their own (so that several apps in one process,
 * as in tests, do not collide), fed by plain calls: the request hooks, the pools' and the store's
 * `observe` callbacks. Names start with `qrbar_`; Node's default metrics (event-loop lag, heap, GC,
 * CPU) come with their usual `nodejs_` / `process_` names.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = this.counter(
    "qrbar_http_requests_total",
    "HTTP requests answered, by method, route pattern and status",
    ["method", "route", "status"],
  );
  private readonly latency = this.histogram(
    "qrbar_http_request_duration_seconds",
    "Time from a request's arrival to its answer, by method and route pattern",
    ["method", "route"],
    REQUEST_BUCKETS,
  );
  private readonly shedCount = this.counter("qrbar_shed_total", "Requests refused to protect the service, by reason", [
    "reason",
  ]);
  private readonly poolWaiting = this.gauge("qrbar_pool_waiting", "Tasks waiting for a worker thread, by pool", [
    "pool",
  ]);
  private readonly poolRunning = this.gauge("qrbar_pool_running", "Tasks running in a worker thread, by pool", [
    "pool",
  ]);
  private readonly poolWait = this.histogram(
    "qrbar_pool_wait_seconds",
    "Time a task waited for a worker thread, by pool",
    ["pool"],
    POOL_BUCKETS,
  );
  private readonly poolRun = this.histogram(
    "qrbar_pool_run_seconds",
    "Time a task ran in a worker thread, by pool",
    ["pool"],
    POOL_BUCKETS,
  );
  private readonly poolRefused = this.counter(
    "qrbar_pool_refused_total",
    "Tasks a pool refused at once, by pool and reason (queue_full, client_share)",
    ["pool", "reason"],
  );
  private readonly poolStopped = this.counter(
    "qrbar_pool_stopped_total",
    "Running tasks a pool stopped, their thread replaced, by pool and reason (deadline, abandoned)",
    ["pool", "reason"],
  );
  private readonly storeLatency = this.histogram(
    "qrbar_store_operation_seconds",
    "Time of store operations, by operation and outcome (ok, error)",
    ["operation", "outcome"],
    STORE_BUCKETS,
  );
  private readonly storeErrors = this.counter(
    "qrbar_store_errors_total",
    "Store operations that failed or passed their deadline, by operation",
    ["operation"],
  );
  private readonly storeUp = new Gauge({
    name: "qrbar_store_up",
    help: "1 while the store answers, 0 from its first failure until it answers again",
    // With WORKERS=n the primary reports 0 as soon as one worker sees the store down.
    aggregator: "min",
    registers: [this.registry],
  });

  constructor() {
    // Event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), heap, GC, CPU, handles.
    collectDefaultMetrics({ register: this.registry });
    this.storeUp.set(1);
    for (const reason of ["overload", "queue_full", "client_share", "scan_cost", "rate_limit", "timeout"] as const) {
      this.shedCount.inc({ reason }, 0);
    }
  }

  private counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private gauge<L extends string>(name: string, help: string, labelNames: readonly L[]): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** One answered request: `route` is the route pattern (`/api/qr/download/:id`), never the raw URL. */
  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  /** One request refused to protect the service. */
  shed(reason: ShedReason): void {
    this.shedCount.inc({ reason });
  }

  /** A worker pool's `observe` callback. */
  readonly pool = (event: PoolEvent): void => {
    const pool = poolLabel(event.pool);
    if (event.type === "refused") {
      this.poolRefused.inc({ pool, reason: event.reason });
      return;
    }
    this.poolWaiting.set({ pool }, event.waiting);
    this.poolRunning.set({ pool }, event.running);
    if (event.type === "started") this.poolWait.observe({ pool }, event.waitedMs / 1000);
    if (event.type !== "finished") return;
    this.poolRun.observe({ pool }, event.ranMs / 1000);
    if (event.stopped) this.poolStopped.inc({ pool, reason: event.stopped });
  };

  /** The store's `observe` callback. */
  readonly store = (event: StoreEvent): void => {
    if (event.type === "operation") {
      this.storeLatency.observe({ operation: event.operation, outcome: event.ok ? "ok" : "error" }, event.ms / 1000);
      if (!event.ok) this.storeErrors.inc({ operation: event.operation });
    } else {
      this.storeUp.set(event.type === "up" ? 1 : 0);
    }
  };
}

/** A pool's label: its name without the article ("the scanner" is `scanner`). */
const poolLabel = (name: string): string => name.replace(/^the\s+/, "").replace(/\s+/g, "_");
