import { ERROR_CODES, ERROR_TABLE, type ErrorCode } from "@qrbar/contract";

/** HTTP status of each error code, from the contract's {@link ERROR_TABLE}. */
export const HTTP_STATUS = Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_TABLE[code].status])) as Record<
  ErrorCode,
  number
>;
