import type { Static } from "@sinclair/typebox";
import * as Type from "@sinclair/typebox";

/** Schema of `GET /api/health`: 200 when storage answers, 503 and `degraded` when it does not. */
export const HealthResponseSchema = Type.Object({
  success: Type.Boolean({ description: "true while the service can serve requests; false when degraded." }),
  status: Type.Union([Type.Literal("ok"), Type.Literal("degraded")], {
    description: "ok, or degraded (503) when storage does not answer.",
  }),
  storage: Type.Union([Type.Literal("ok"), Type.Literal("unavailable")], {
    description: "Whether the code store answered a read within its timeout.",
  }),
});

/** Body of `GET /api/health`. */
export type HealthResponse = Static<typeof HealthResponseSchema>;
