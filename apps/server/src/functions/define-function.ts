import type { FunctionName, FunctionResponse, functionContracts } from "@civic/contracts/functions";
import type { z } from "zod";
import type { AppContext } from "../context";
import type { JsonAnswer } from "../core/json-answer";
import type { Logger } from "../core/logger";
import type { RateLimit } from "../core/rate-limit";

/**
 * What a function sees of its call. A class, not an object literal with getters: literal accessors
 * gave every call its own hidden class, which kept each request's objects alive until a full GC
 * (scavenges took a quarter of a lookup's CPU).
 */
export class FunctionCall {
  #log: Logger | undefined;

  constructor(
    readonly app: AppContext,
    readonly requestId: string,
    readonly clientKey: string,
    private readonly functionName: string,
    /** The URL the client asked for (behind a trusted proxy, its forwarded scheme and host). */
    private readonly requestUrl: () => URL,
    /** The sender's language, read from the request as its pages are (http/page-language.ts). */
    private readonly requestLanguage: () => "en" | "es" = () => "en",
  ) {}

  /** The language the web app shows: its `lang` cookie, else the browser's (decision 0116). */
  get language(): "en" | "es" {
    return this.requestLanguage();
  }

  /** Built on first use: most calls never log, and a pino child costs a few percent of a lookup. */
  get log(): Logger {
    this.#log ??= this.app.log.child({ reqId: this.requestId, fn: this.functionName });
    return this.#log;
  }

  /**
   * The site's URL for this request (scheme://host, no trailing slash), for return and share URLs:
   * PUBLIC_URL, else the request's origin only when its host is ours (see services/site/site-urls).
   */
  get origin(): string {
    return this.app.services.site.siteUrl(this.requestUrl());
  }
}

/** "errors": only failures reach the access log (see http/observe-requests). */
export type AccessLog = "all" | "errors";

export interface FunctionDefinition<N extends FunctionName = FunctionName> {
  name: N;
  /** Largest accepted body; 1 MB unless the function needs more (audio). */
  maxBodyBytes?: number;
  rateLimit?: RateLimit;
  /** "errors" for high-volume, read-only functions: their successful calls are counted, not logged. */
  accessLog?: AccessLog;
  /** The answer, or the same already serialised (core/json-answer), which is sent as it is. */
  handle(
    body: z.output<(typeof functionContracts)[N]["request"]>,
    call: FunctionCall,
  ): Promise<FunctionResponse<N> | JsonAnswer<FunctionResponse<N>>>;
}

export function defineFunction<N extends FunctionName>(def: FunctionDefinition<N>): FunctionDefinition<N> {
  return def;
}
