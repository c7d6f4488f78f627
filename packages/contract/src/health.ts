import { type Static, Type } from "@sinclair/typebox";

/** Schema of `GET /api/health`: 200 when storage answers, 503 and `degraded` when it does not. */
export const HealthResponseSchema = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal("ok"), Type.Literal("degraded")]),
  storage: Type.Union([Type.Literal("ok"), Type.Literal("unavailable")]),
});

/** Body of `GET /api/health`. */
export type HealthResponse = Static<typeof HealthResponseSchema>;
