import { MESSAGE_MAX_LENGTH } from "@civic/contracts/limits";
import { cleanDraft, clipClause, fitToLimit, normalizeUserText, pick } from "./draft-text";
import type { DraftRequest } from "./drafter";

const CLAUSE_MAX = 100;
const TOPIC_MAX_WORDS = 7;
/** Words that open a sentence of the sender's own, not a topic ("Mis hijos…", "La escuela…"). */
const SENTENCE_START =
  /^(?:yo|mi|mis|me|nosotros|nuestr[oa]s?|el|la|los|las|esto|este|esta|estos|estas|hay|la gente|familias|niños|por favor|cuando|desde|porque|como|no|¿|¡)(?![\p{L}])/iu;
/** A verb makes a clause: "El alquiler sube más que los sueldos" is a sentence, not a topic. */
const CLAUSE_VERB =
  /(?<![\p{L}])(?:es|son|está|están|era|eran|fue|ha|han|hay|tiene|tienen|tengo|sigue|siguen|sube|suben|puede|pueden|necesito|necesitamos)(?![\p{L}])/iu;

/** A short noun phrase ("Educación", "la vivienda") reads as a topic; anything else as the sender's sentence. */
function isTopic(text: string): boolean {
  return (
    text.split(" ").length <= TOPIC_MAX_WORDS &&
    !/[.!?¿¡]/.test(text) &&
    !SENTENCE_START.test(text) &&
    !CLAUSE_VERB.test(text)
  );
}

/** "Educación" -> "educación", but "SNAP" and "Medicare" keep their capitals. */
function asTopic(text: string): string {
  const first = text.split(" ")[0] ?? "";
  const keepCase = /^[A-Z]{2,}/.test(first) || /^(?:Medicare|Medicaid|Seguro Social|Estados Unidos)/.test(text);
  return keepCase ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A sentence closed as it opened: "¿Por qué…" ends in "?", "¡Basta…" in "!" (the clause lost its mark). */
function asSentence(text: string): string {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  if (/[.!?…]$/.test(t)) return t;
  return `${t}${t.startsWith("¿") ? "?" : t.startsWith("¡") ? "!" : "."}`;
}

/**
 * The embedded drafter's Spanish (decision 0122's sender, issue 38): the same shape as the English
 * composer, in natural Spanish addressing the official as `usted`, the sender's words only ever
 * quoted into fixed sentences. "Residente" names the sender without a gender.
 */
export function composeSpanishDraft(request: DraftRequest): string {
  const concern = clipClause(normalizeUserText(cleanDraft(request.concerns)), CLAUSE_MAX);
  const impact = clipClause(normalizeUserText(cleanDraft(request.personalImpact)), CLAUSE_MAX);
  const seed = `${concern}|${impact}|${request.zipCode}`;
  const where = request.place ? ` en ${request.place.city}, ${request.place.state}` : "";
  const main = concern || impact;
  const topic = main && isTopic(main) ? asTopic(main) : null;

  const sentences: string[] = [];
  if (topic) {
    sentences.push(
      pick(
        [
          `Como residente de su distrito${where}, le escribo porque el tema de ${topic} me importa mucho.`,
          `Vivo${where || " en su distrito"} y le escribo sobre ${topic}, un asunto que me importa mucho.`,
        ],
        seed,
      ),
    );
  } else {
    sentences.push(`Como residente de su distrito${where}, le pido que me escuche sobre esto.`);
    if (main) sentences.push(asSentence(main));
  }
  if (concern && impact) {
    sentences.push(isTopic(impact) ? `Aquí, en mi comunidad, se nota en ${asTopic(impact)}.` : asSentence(impact));
  }
  const ask = topic
    ? pick(
        [
          `Le pido que haga de ${topic} una prioridad y vote por soluciones reales.`,
          `Le pido que tome medidas reales sobre ${topic} en Washington.`,
        ],
        seed,
      )
    : "Le pido que actúe en favor de familias como la mía.";

  // The sender's own words come first; the ask and the thanks go in only while they fit.
  let message = sentences.join(" ");
  for (const extra of [ask, "Gracias por escuchar a las personas a las que representa."]) {
    if (message.length + 1 + extra.length <= MESSAGE_MAX_LENGTH) message = `${message} ${extra}`;
  }
  return fitToLimit(message);
}
