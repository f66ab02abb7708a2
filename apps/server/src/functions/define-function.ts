import type { FunctionName, FunctionRequest, FunctionResponse, functionContracts } from "@civic/contracts/functions";
import type { Context } from "hono";
import type { z } from "zod";
import type { AppContext } from "../context";
import type { Logger } from "../observability/logger";

export interface FunctionCall {
  app: AppContext;
  log: Logger;
  requestId: string;
  clientKey: string;
  /** The request's own origin (scheme://host), for return URLs and per-host settings. */
  origin: string;
  hono: Context;
}

export interface RateLimit {
  /** Calls allowed per client per window. */
  points: number;
  windowSeconds: number;
}

export interface FunctionDefinition<N extends FunctionName = FunctionName> {
  name: N;
  /** Largest accepted body; 1 MB unless the function needs more (audio). */
  maxBodyBytes?: number;
  rateLimit?: RateLimit;
  handle(body: z.output<(typeof functionContracts)[N]["request"]>, call: FunctionCall): Promise<FunctionResponse<N>>;
}

export function defineFunction<N extends FunctionName>(def: FunctionDefinition<N>): FunctionDefinition<N> {
  return def;
}

export type { FunctionRequest };
