import { isApiError } from '@tavola/api/errors';

/** The contract's error code of a failed call (`invalid_credentials`, `phone_in_use`...). */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/** The server's own message, e.g. the rate limiter's "try again in N seconds". */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.errorBody?.message : undefined;
}

/** Field errors of a 400 validation answer, keyed by field name (English texts from the server). */
export function fieldErrors(error: unknown): Record<string, string> {
  const details = isApiError(error) ? error.errorBody?.details : undefined;
  const errors: Record<string, string> = {};
  for (const detail of details ?? [])
    if (detail.field && !errors[detail.field]) errors[detail.field] = detail.message;
  return errors;
}
