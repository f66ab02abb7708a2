import { MESSAGE_MAX_LENGTH } from "@civic/contracts/limits";
import { cleanDraft, clipClause, fitToLimit, normalizeUserText, pick } from "./draft-text";
import type { Drafter, DraftRequest } from "./drafter";
import { composeSpanishDraft } from "./local-composer-spanish";

const CLAUSE_MAX = 100;
const TOPIC_MAX_WORDS = 7;
const SENTENCE_START =
  /^(?:i|i'm|i’m|i've|i’d|i'd|my|we|we're|our|the|this|these|there|it|it's|people|families|kids|children|students|too|please|when|since|because|as)\b/i;

/** A verb makes a clause: "Rent is rising faster than wages" is the sender's sentence, not a topic. */
const CLAUSE_VERB = /\b(?:is|are|was|were|has|have|had|keeps?|can't|cannot|won't|doesn't|don't|isn't|aren't)\b/i;

/** A short noun phrase ("Education", "school funding") reads as a topic; anything else as the sender's own sentence. */
function isTopic(text: string): boolean {
  return (
    text.split(" ").length <= TOPIC_MAX_WORDS &&
    !/[.!?]/.test(text) &&
    !SENTENCE_START.test(text) &&
    !CLAUSE_VERB.test(text)
  );
}

/** "Education" -> "education", but "SNAP benefits" and "Medicare" keep their capitals. */
function asTopic(text: string): string {
  const first = text.split(" ")[0] ?? "";
  const keepCase =
    /^[A-Z]{2,}/.test(first) ||
    /^(?:Medicare|Medicaid|Social|Congress|America|American|Native|Black|Latino)/.test(first);
  return keepCase ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function asSentence(text: string): string {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/**
 * The embedded drafter: a deterministic composer that writes a sound, personal, body-only message
 * from the concerns, the impact and the city, addressed to no one by name (each card greets its own
 * recipient). The user's words are only ever quoted
 * into fixed sentences, so nothing they type can change the shape of the output.
 */
export function composeDraft(request: DraftRequest): string {
  const concern = clipClause(normalizeUserText(cleanDraft(request.concerns)), CLAUSE_MAX);
  const impact = clipClause(normalizeUserText(cleanDraft(request.personalImpact)), CLAUSE_MAX);
  const seed = `${concern}|${impact}|${request.zipCode}`;
  const home = request.place ? `${request.place.city}, ${request.place.state}` : null;
  const main = concern || impact;
  const topic = main && isTopic(main) ? asTopic(main) : null;

  const sentences: string[] = [];
  const where = home ? ` in ${home}` : "";
  if (topic) {
    sentences.push(
      pick(
        [
          `As your constituent${where}, I'm writing because ${topic} matters deeply to me.`,
          `I live${where ? `${where},` : " in your district,"} and I'm writing about ${topic}, an issue I care about deeply.`,
        ],
        seed,
      ),
    );
  } else {
    sentences.push(`As your constituent${where}, I'm asking you to hear me on this.`);
    if (main) sentences.push(asSentence(main));
  }
  if (concern && impact) {
    sentences.push(isTopic(impact) ? `Here at home it shows up as ${asTopic(impact)}.` : asSentence(impact));
  }
  const ask = topic
    ? pick(
        [
          `Please make ${topic} a priority and vote for real solutions.`,
          `Please take real action on ${topic} in Washington.`,
        ],
        seed,
      )
    : `Please act on this for families like mine.`;

  // The sender's own words come first; the ask and the thanks go in only while they fit.
  let message = sentences.join(" ");
  for (const extra of [ask, "Thank you for listening to the people you serve."]) {
    if (message.length + 1 + extra.length <= MESSAGE_MAX_LENGTH) message = `${message} ${extra}`;
  }
  return fitToLimit(message);
}

export const localComposer: Drafter = {
  name: "local",
  model: null,
  async write(request) {
    return request.language === "es" ? composeSpanishDraft(request) : composeDraft(request);
  },
};
