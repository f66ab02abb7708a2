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

/**
 * Finds members of Congress named in a text: a title with a last name ("Rep. Jayapal", "Senator
 * Patty Murray") or a full name ("Pramila Jayapal"). A bare last name is not enough: "prices rose"
 * must not read as a member named Rose.
 */
export class MemberMentions {
  private readonly byLast = new Map<string, Member[]>();
  private readonly byFull = new Map<string, Member[]>();
  private readonly pattern: RegExp;

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
    const alternation = (names: string[]) =>
      names
        .flatMap((n) => variants(n))
        .sort((a, b) => b.length - a.length)
        .map(asPattern)
        .join("|");
    const lasts = alternation(members.map((m) => m.last_name));
    const fulls = alternation(members.flatMap((m) => [m.official_full_name, `${m.first_name} ${m.last_name}`]));
    // Up to two given names or initials may sit between the title and the last name.
    this.pattern = new RegExp(
      `(?<![\\p{L}])(?:(?<title>${TITLES})\\s+(?:[\\p{Lu}][\\p{L}.'’-]*\\s+){0,2}?(?<last>${lasts})|(?<full>${fulls}))(?![\\p{L}])`,
      "giu",
    );
  }

  find(text: string): MemberMention[] {
    const found: MemberMention[] = [];
    for (const match of text.matchAll(this.pattern)) {
      const { title, last, full } = match.groups ?? {};
      let members = full ? (this.byFull.get(plain(full)) ?? []) : (this.byLast.get(plain(last ?? "")) ?? []);
      if (title) {
        const chamber = SENATE_TITLE.test(title.replace(/\s+/g, " ")) ? "senate" : "house";
        const inChamber = members.filter((m) => m.chamber === chamber);
        if (inChamber.length) members = inChamber;
      }
      if (members.length) found.push({ text: match[0], index: match.index, ids: members.map((m) => m.bioguide_id) });
    }
    return found;
  }
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
