import { MESSAGE_MAX_LENGTH } from "@civic/contracts/limits";

/** Control and format characters (zero-width, bidi overrides): never useful on a card, sometimes used to hide text. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const URL_RE = /\b(?:https?:\/\/|www\.)\S+/gi;

/** User text made safe to embed: visible characters, single spaces, no links. */
export function normalizeUserText(text: string): string {
  return text.replace(INVISIBLE, " ").replace(URL_RE, " ").replace(/\s+/g, " ").trim();
}

const GREETING = /^(?:dear|hello|hi|hey|to|greetings)\b[^,:\n!?]{0,80}[,:!]\s*/i;
const SIGN_OFF =
  /(?:^|\s)(?:sincerely|best regards|kind regards|warm regards|regards|respectfully|warmly|yours truly|best|cheers|thanks|thank you|signed)\s*,\s*[^.!?]{0,80}$/i;
const BARE_SIGN_OFF = /(?:^|\s)(?:sincerely|respectfully|regards|warmly|yours truly)[,.!]?$/i;
const PLACEHOLDER = /\[(?:your|name|city|state|insert)[^\]]{0,40}\]/gi;

/**
 * The card supplies the greeting and signature, and a pen cannot draw markdown: keep only the body
 * as plain sentences on one paragraph.
 */
export function cleanDraft(raw: string): string {
  let text = raw
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]|\p{Cf}/gu, " ")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/^\s*(?:subject|re|message|postcard)\s*:.*$/gim, " ")
    .replace(/^\s{0,3}(?:#{1,6}|[-*•]|\d+[.)])\s+/gm, "")
    .replace(/[*_`#>~|]+/g, "")
    .replace(URL_RE, "")
    .replace(PLACEHOLDER, "")
    .replace(/\s+/g, " ")
    .trim();
  text = text.replace(/^["“”']+|["“”']+$/g, "").trim();
  for (let i = 0; i < 2; i++) text = text.replace(GREETING, "").trim();
  text = text.replace(SIGN_OFF, "").replace(BARE_SIGN_OFF, "").trim();
  text = dropInstructions(text);
  return text
    .replace(/\s+([,.!?;:])/g, "$1")
    .replace(/,\s*$/, ".")
    .trim();
}

const SENTENCE_END = /[.!?…]["'”’)\]]*/g;

/**
 * At most `max` characters: whole sentences when one ends in reach, otherwise whole words with an
 * ellipsis. Never cuts inside a word; a single word longer than the limit gives "".
 */
export function fitToLimit(text: string, max = MESSAGE_MAX_LENGTH): string {
  const t = text.trim();
  if (t.length <= max) return t;
  let sentenceEnd = 0;
  for (const m of t.matchAll(SENTENCE_END)) {
    const end = (m.index ?? 0) + m[0].length;
    if (end > max) break;
    if (end === t.length || /\s/.test(t[end] ?? "")) sentenceEnd = end;
  }
  // A sentence cut is only worth it if it keeps a fair share of the message.
  if (sentenceEnd >= max / 3) return t.slice(0, sentenceEnd).trim();
  const room = t.slice(0, max); // one char is kept for the ellipsis below
  const lastSpace = /\s/.test(t[max - 1] ?? "") ? max - 1 : room.slice(0, max - 1).search(/\s\S*$/);
  if (lastSpace <= 0) return "";
  return `${t.slice(0, lastSpace).replace(/[\s,;:\-–—]+$/, "")}…`;
}

/** Clips user text to a clause of at most `max` characters, on a word boundary. */
export function clipClause(text: string, max: number): string {
  const clipped = fitToLimit(text, max);
  return clipped.replace(/[.!?…]+$/, "").trim();
}

/** Sentences that talk to a machine rather than to a legislator: smuggled instructions, markup, code. */
const INSTRUCTION =
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|rules|prompts?|above)\b|\b(?:system|assistant|developer|user)\s*:|\byou are now\b|\b(?:system|initial) prompt\b|\bjailbreak|<\/?[a-z][^>]*>|[{}`]/i;

/** A postcard never needs them, whoever wrote them: the sender's text or a model that obeyed it. */
function dropInstructions(text: string): string {
  const sentences = text.match(/[^.!?…]+(?:[.!?…]+["'”’)\]]*|$)\s*/g) ?? [];
  return sentences
    .filter((s) => !INSTRUCTION.test(s))
    .join("")
    .trim();
}

/** Same input, same choice: a stable hash picks among phrasings so messages don't all read alike. */
export function pick<T>(options: readonly T[], seed: string): T {
  let h = 0;
  for (let i = 0; i < seed.length; i++) h = (h * 31 + seed.charCodeAt(i)) | 0;
  return options[Math.abs(h) % options.length] as T;
}
