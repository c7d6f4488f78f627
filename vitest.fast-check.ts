import fc from "fast-check";

/**
 * The seed every property test replays in CI (`CI` set), where a run must be reproducible and can be
 * failed only by a change, never by a draw no run made before. Elsewhere fast-check draws a new seed
 * per run, so developers' runs keep exploring; a counterexample one of them finds is printed with its
 * seed and `path`, fixed, and kept as a case. `FC_SEED=<seed>` replays any run, CI's included.
 */
const CI_SEED = 20_261_127;

const seed = process.env.FC_SEED ?? (process.env.CI ? String(CI_SEED) : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
