import type { FastifyReply } from "fastify";

const signals = new WeakMap<FastifyReply, AbortSignal>();

/**
 * A signal that aborts when the connection closes before `reply` has been written: the client went
 * away (or a timeout or the shutdown cut the connection), so the work done for it can stop: its pool
 * tasks, the rest of its batch, its saves. The reason is an `AbortError`. Fastify's own
 * `request.signal` cannot serve: on Node 20 it aborts as soon as a request's body has been read (the
 * request stream closes then), long before the answer.
 *
 * @example
 * ```ts
 * const image = await pool.generate("qr", body, { client: request.client, signal: requestSignal(reply) });
 * requestSignal(reply).throwIfAborted(); // nothing is stored for a client that has gone
 * ```
 */
export function requestSignal(reply: FastifyReply): AbortSignal {
  const known = signals.get(reply);
  if (known) return known;
  const controller = new AbortController();
  const closed = () => {
    if (!reply.raw.writableFinished) {
      controller.abort(new DOMException("the client closed the connection before its answer", "AbortError"));
    }
  };
  if (reply.raw.closed) closed();
  else reply.raw.once("close", closed);
  signals.set(reply, controller.signal);
  return controller.signal;
}

/**
 * Whether `error` is the work of a request stopped because its client went away ({@link requestSignal}):
 * no failure of ours, and nobody reads the answer.
 *
 * @example
 * ```ts
 * if (!isAbandoned(reply, error)) request.log.error({ err: error }, "request failed");
 * ```
 */
export function isAbandoned(reply: FastifyReply, error: unknown): boolean {
  const signal = signals.get(reply);
  return signal?.aborted === true && error === signal.reason;
}
