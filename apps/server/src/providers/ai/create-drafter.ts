import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type Config, ConfigError } from "../../core/config";
import { createAiSdkDrafter } from "./ai-sdk-drafter";
import type { Drafter } from "./drafter";
import { localComposer } from "./local-composer";

/**
 * AI_PROVIDER picks the drafter; unset, a configured key picks it; no key means the embedded composer.
 * A half-configured provider stops the start with a clear message instead of failing every draft.
 */
export function createDrafter(config: Config): Drafter {
  const provider =
    config.AI_PROVIDER ?? (config.OPENAI_API_KEY ? "openai" : config.ANTHROPIC_API_KEY ? "anthropic" : "local");
  switch (provider) {
    case "local":
      return localComposer;
    case "openai": {
      if (!config.OPENAI_API_KEY && !config.AI_BASE_URL)
        throw new ConfigError("AI_PROVIDER=openai needs OPENAI_API_KEY.");
      const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.AI_BASE_URL });
      const modelId = config.AI_MODEL ?? "gpt-4.1-mini";
      return createAiSdkDrafter({
        name: "openai",
        modelId,
        model: openai(modelId),
        webSearch: { web_search: openai.tools.webSearch({ searchContextSize: "low" }) },
        research: config.AI_WEB_SEARCH,
      });
    }
    case "anthropic": {
      if (!config.ANTHROPIC_API_KEY) throw new ConfigError("AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY.");
      const anthropic = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.AI_BASE_URL });
      const modelId = config.AI_MODEL ?? "claude-haiku-4-5";
      return createAiSdkDrafter({
        name: "anthropic",
        modelId,
        model: anthropic(modelId),
        webSearch: { web_search: anthropic.tools.webSearch_20250305({ maxUses: 3 }) },
        research: config.AI_WEB_SEARCH,
      });
    }
    case "openai-compatible": {
      if (!config.AI_BASE_URL || !config.AI_MODEL) {
        throw new ConfigError("AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL.");
      }
      const compatible = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.AI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
      });
      // Such servers (Ollama, vLLM, a search-backed model) have no standard search tool: when
      // AI_WEB_SEARCH is on, the model itself is asked for sources.
      return createAiSdkDrafter({
        name: "openai-compatible",
        modelId: config.AI_MODEL,
        model: compatible.chatModel(config.AI_MODEL),
        webSearch: null,
        research: config.AI_WEB_SEARCH,
      });
    }
  }
}
