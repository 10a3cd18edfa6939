// Error extraction of docs/product-rules.md#error-extraction: message from the response data's error, else its `_info` error,
// else the generic message; code from data.code (default 400); network errors are low severity.

export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

/** Whether a failure's message is the server's own, not the client's fallback above (English
 * only: screens show the catalogue's text instead, src/ui/failure-reason.ts). */
export function isServerMessage(message: string | null | undefined): message is string {
  return typeof message === 'string' && message.trim() !== '' && message !== GENERIC_ERROR_MESSAGE;
}

type ErrorSeverity = 'low' | 'high';

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly severity: ErrorSeverity;
  /** `contract`: a 2xx answer that does not match its call's response schema (response-contract.ts). */
  readonly kind: 'http' | 'network' | 'bad-url' | 'parse' | 'contract';
  readonly payload: unknown;

  constructor(init: { message: string; code: number; status: number; severity: ErrorSeverity; kind: ApiError['kind']; payload?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.severity = init.severity;
    this.kind = init.kind;
    this.payload = init.payload;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string' && error.trim() !== '') return error;
  const message = record(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Builds the ApiError for a non-2xx response body (already parsed, or undefined). */
export function extractApiError(status: number, body: unknown): ApiError {
  const data = record(record(body)?.data) ?? record(body);
  const message = messageOf(data?.error) ?? messageOf(record(data?._info)?.error) ?? GENERIC_ERROR_MESSAGE;
  const code = typeof data?.code === 'number' ? data.code : 400;
  return new ApiError({ message, code, status, severity: 'high', kind: 'http', payload: body });
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({
    message: GENERIC_ERROR_MESSAGE,
    code: 400,
    status: 0,
    severity: 'low',
    kind: 'network',
    payload: cause instanceof Error ? cause.message : cause,
  });
}

export function badUrlError(path: string): ApiError {
  return new ApiError({ message: `Bad url: no base path for "${path}"`, code: 400, status: 0, severity: 'high', kind: 'bad-url' });
}

/**
 * The field a refused request names (docs/product-rules.md#error-extraction): the JSON pointer of
 * the first entry of the answer's `errors` (e.g. `/occurredAt`), in the answer's data or beside it
 * as the contract check gives it; undefined when the answer names none.
 */
export function failedField(payload: unknown): string | undefined {
  const errors = record(payload)?.errors;
  const pointer = Array.isArray(errors) ? record(errors[0])?.pointer : undefined;
  return typeof pointer === 'string' && pointer.startsWith('/') ? pointer : undefined;
}
