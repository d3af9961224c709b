import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The JSON body of a failed call, when the server answered one. */
export function errorBody(error: CallError): Record<string, unknown> | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

export function errorStatus(error: CallError): number | string | undefined {
  return error && 'status' in error ? error.status : undefined;
}

/** docs/product.md "Messages" recurring rule: the server's message when it sent one, else the fallback text. */
export function errorMessage(error: CallError, fallback: string): string {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
