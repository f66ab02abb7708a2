import type { Source } from "@civic/contracts/drafting";

/**
 * What a drafter knows about the sender; user text is data, never instructions. No recipient: the
 * body goes on every card (House member and senators alike), and each card writes its own greeting.
 */
export interface DraftRequest {
  concerns: string;
  personalImpact: string;
  place: { city: string; state: string } | null;
  zipCode: string;
  /** The language the sender writes in (their page's): the draft is written in it. English when unset. */
  language?: "en" | "es";
}

/** A source the research step found, with the fact the draft may lean on. */
export interface ResearchedSource extends Source {
  fact?: string;
}

/** AI drafting and research behind one small interface: a model through the AI SDK, or the composer. */
export interface Drafter {
  readonly name: string;
  readonly model: string | null;
  /** Recent sources about the concern, when web search is configured. */
  research?(request: DraftRequest, signal: AbortSignal): Promise<ResearchedSource[]>;
  write(request: DraftRequest, sources: ResearchedSource[], signal: AbortSignal): Promise<string>;
  /** Asks for a shorter version when the first answer is over the limit. */
  shorten?(message: string, signal: AbortSignal): Promise<string>;
}
