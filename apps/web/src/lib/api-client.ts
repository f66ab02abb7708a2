import type { ErrorBody } from "@civic/contracts/errors";
import type { FunctionName, FunctionRequest, FunctionResponse } from "@civic/contracts/functions";

/** A failed call, with the server's code and a message a person can act on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The browser's one way to the server: a JSON request, its JSON answer, and every failure as an
 * ApiError (a network failure is status 0; an answer without the error body still has a message).
 */
export async function request<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "network", "We couldn't reach the server. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (data as ErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? `The server answered ${response.status}. Please try again.`,
      error?.requestId,
    );
  }
  return data as T;
}

/** Calls a named server function: POST /api/functions/{name} with a typed body and answer. */
export function invoke<N extends FunctionName>(
  name: N,
  body: FunctionRequest<N>,
  init: { signal?: AbortSignal } = {},
): Promise<FunctionResponse<N>> {
  return request<FunctionResponse<N>>("POST", `/api/functions/${name}`, body, init);
}
