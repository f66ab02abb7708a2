import type { LegislatorsTable } from "../../db/schema";

/** A member of Congress named in a text: "Rep. Jayapal", "Senator Murray", "Pramila Jayapal". */
export interface MemberMention {
  /** The words as written. */
  text: string;
  index: number;
  /** Every member those words can mean (two Rep. Smiths are both candidates). */
  ids: string[];
}

type Member = Pick<LegislatorsTable, "bioguide_id" | "first_name" | "last_name" | "official_full_name" | "chamber">;

const SENATE_TITLE = /^(?:sen\.?|senator)$/i;
const TITLES =
  "Rep\\.?|Representative|Congress(?:wo)?man|Congressmember|Congressperson|Sen\\.?|Senator|Del\\.?|Delegate|Resident\\s+Commissioner|Res\\.\\s*Comm\\.";

/** "Núñez" and "Nunez" are the same name to the person typing it. */
const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’`]/g, "'").toLowerCase();
const asPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
const variants = (name: string) => [...new Set([name, name.normalize("NFD").replace(/\p{M}/gu, "")])];

/** A title and the spaces after it, at one position of a text. */
const TITLE = new RegExp(`(${TITLES})\\s+`, "iuy");
/** A given name or an initial between a title and the last name ("Rep. Nydia M. Velázquez"). */
const GIVEN_NAME = /[\p{Lu}][\p{L}.'’-]*\s+/iuy;
const LETTER = /\p{L}/u;

/** One spelling of a name; its pattern (the name alone, spaces as any spaces) is made when first needed. */
interface Spelling {
  name: string;
  pattern?: RegExp;
}

/**
 * Finds members of Congress named in a text: a title with a last name ("Rep. Jayapal", "Senator
 * Patty Murray") or a full name ("Pramila Jayapal"). A bare last name is not enough: "prices rose"
 * must not read as a member named Rose.
 *
 * Word by word: at each word's start the spellings whose first word is that word (case and
 * accents aside) are tried, longest first, each with a pattern of its own name only. One pattern
 * of every name in the directory took 240–420 ms to compile on the event loop.
 */
export class MemberMentions {
  private readonly byLast = new Map<string, Member[]>();
  private readonly byFull = new Map<string, Member[]>();
  /** By the first word (folded) of each spelling: last names, and full names. */
  private readonly lasts: Map<string, Spelling[]>;
  private readonly fulls: Map<string, Spelling[]>;

  constructor(members: Member[]) {
    const add = (map: Map<string, Member[]>, key: string, m: Member) => {
      const list = map.get(plain(key)) ?? [];
      if (!list.includes(m)) list.push(m);
      map.set(plain(key), list);
    };
    for (const m of members) {
      add(this.byLast, m.last_name, m);
      add(this.byFull, m.official_full_name, m);
      add(this.byFull, `${m.first_name} ${m.last_name}`, m);
    }
    this.lasts = spellingsByFirstWord(members.map((m) => m.last_name));
    this.fulls = spellingsByFirstWord(members.flatMap((m) => [m.official_full_name, `${m.first_name} ${m.last_name}`]));
  }

  find(text: string): MemberMention[] {
    const found: MemberMention[] = [];
    let i = 0;
    while (i < text.length) {
      const match = startsWord(text, i) ? this.matchAt(text, i) : null;
      if (!match) {
        i++;
        continue;
      }
      const { title, last, full } = match;
      let members = full ? (this.byFull.get(plain(full)) ?? []) : (this.byLast.get(plain(last ?? "")) ?? []);
      if (title) {
        const chamber = SENATE_TITLE.test(title.replace(/\s+/g, " ")) ? "senate" : "house";
        const inChamber = members.filter((m) => m.chamber === chamber);
        if (inChamber.length) members = inChamber;
      }
      if (members.length) found.push({ text: match.text, index: i, ids: members.map((m) => m.bioguide_id) });
      i += match.text.length;
    }
    return found;
  }

  /**
   * A mention starting at `i`: a title, up to two given names or initials and a last name (the
   * fewest given names that reach one), else a full name.
   */
  private matchAt(text: string, i: number): { text: string; title?: string; last?: string; full?: string } | null {
    TITLE.lastIndex = i;
    const title = TITLE.exec(text);
    if (title) {
      let at = i + title[0].length;
      for (let givenNames = 0; ; givenNames++) {
        const last = spellingAt(this.lasts, text, at);
        if (last) return { text: text.slice(i, at + last.length), title: title[1], last };
        if (givenNames === 2) break;
        GIVEN_NAME.lastIndex = at;
        const given = GIVEN_NAME.exec(text);
        if (!given) break;
        at += given[0].length;
      }
    }
    const full = spellingAt(this.fulls, text, i);
    return full ? { text: full, full } : null;
  }
}

function spellingsByFirstWord(names: string[]): Map<string, Spelling[]> {
  const byWord = new Map<string, Spelling[]>();
  const spellings = [...new Set(names.flatMap(variants))].sort((a, b) => b.length - a.length);
  for (const name of spellings) {
    const word = firstWordAt(name, 0);
    const list = byWord.get(word) ?? [];
    list.push({ name });
    byWord.set(word, list);
  }
  return byWord;
}

/** The longest spelling written at `i` and not followed by a letter, as written. */
function spellingAt(byWord: Map<string, Spelling[]>, text: string, i: number): string | null {
  const word = firstWordAt(text, i);
  for (const spelling of (word && byWord.get(word)) || []) {
    spelling.pattern ??= new RegExp(`${asPattern(spelling.name)}(?![\\p{L}])`, "iuy");
    spelling.pattern.lastIndex = i;
    const found = spelling.pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}

/**
 * The letters from `i` up to the first other character, each folded to one case, so that two
 * spellings the patterns take as equal (case aside: "Jayapal", "JAYAPAL") have the same key.
 */
function firstWordAt(text: string, i: number): string {
  let word = "";
  for (let at = i; at < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(at) as number);
    if (!LETTER.test(char)) break;
    word += folded(char);
    at += char.length;
  }
  return word;
}

const foldedChars = new Map<string, string>();
/** One character's case folded, as a case-insensitive pattern compares it ("ſ" is "s", "K" is "k"). */
function folded(char: string): string {
  let f = foldedChars.get(char);
  if (f === undefined) {
    const upper = char.toUpperCase();
    const lower = [...upper].length === 1 ? upper.toLowerCase() : char.toLowerCase();
    f = [...lower].length === 1 ? lower : char;
    foldedChars.set(char, f);
  }
  return f;
}

/** A letter with no letter before it: where a name may start. */
function startsWord(text: string, i: number): boolean {
  const here = text.codePointAt(i) as number;
  if (!LETTER.test(String.fromCodePoint(here))) return false;
  if (i === 0) return true;
  const low = text.charCodeAt(i - 1);
  const before =
    low >= 0xdc00 && low <= 0xdfff && i >= 2
      ? (text.codePointAt(i - 2) as number)
      : (text.codePointAt(i - 1) as number);
  return !LETTER.test(String.fromCodePoint(before));
}

/** Dots that end an abbreviation or an initial, not a sentence ("Rep. Nydia M. Velázquez"). */
const ABBREVIATION_DOT = /\b(Rep|Sen|Del|Res|Comm|Jr|Sr|St|Mr|Mrs|Ms|Dr|[A-Z])\./g;
const HIDDEN_DOT = "\u2024";

function sentencesOf(text: string): string[] {
  const hidden = text.replace(ABBREVIATION_DOT, `$1${HIDDEN_DOT}`);
  const sentences = hidden.match(/[^.!?…]+(?:[.!?…]+["'”’)\]]*|$)\s*/g) ?? [];
  return sentences.map((s) => s.replaceAll(HIDDEN_DOT, "."));
}

/**
 * A draft with no member named in it. An address to someone ("Rep. Jayapal, please act" or "…on
 * this, Senator Murray.") loses the name; a sentence that names a member otherwise is dropped.
 */
export function withoutMemberNames(text: string, mentions: MemberMentions): string {
  let t = text;
  for (const m of mentions.find(t).reverse()) {
    const before = t.slice(0, m.index);
    const after = t.slice(m.index + m.text.length);
    if (/(?:^|[.!?…]["'”’)\]]*)\s*$/.test(before) && /^\s*,/.test(after)) {
      const rest = after.replace(/^\s*,\s*/, "");
      t = before + rest.charAt(0).toUpperCase() + rest.slice(1);
    } else if (/,\s*$/.test(before) && /^\s*(?:[,.!?…]|$)/.test(after)) {
      t = before.replace(/,\s*$/, "") + after.replace(/^\s*,/, "");
    }
  }
  return sentencesOf(t)
    .filter((sentence) => mentions.find(sentence).length === 0)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
