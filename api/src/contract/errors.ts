import * as z from 'zod/mini';

/** Every error the API answers with, and its HTTP status. */
export const ERROR_STATUS = {
  bad_json: 400,
  invalid_request: 400,
  unknown_template: 400,
  nothing_to_refine: 400,
  forbidden_session: 403,
  session_not_found: 404,
  not_found: 404,
  generation_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  generation_failed: 502,
  model_timeout: 504,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
