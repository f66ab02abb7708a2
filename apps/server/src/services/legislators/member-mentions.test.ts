import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegislatorsTable } from "../../db/schema";
import { type MemberMention, MemberMentions, withoutMemberNames } from "./member-mentions";
import { parseDirectory } from "./parse-sources";
import { BUNDLED_SNAPSHOT_DIR as dir } from "./read-sources";

type Member = Pick<LegislatorsTable, "bioguide_id" | "first_name" | "last_name" | "official_full_name" | "chamber">;

/**
 * The reference: what MemberMentions did before, one pattern of every name in the directory (slow
 * to compile, simple to read). The word-by-word lookup must find exactly what it finds.
 */
class OnePattern {
  private readonly byLast = new Map<string, Member[]>();
  private readonly byFull = new Map<string, Member[]>();
  private readonly pattern: RegExp;

  constructor(members: Member[]) {
    const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/[’`]/g, "'").toLowerCase();
    const asPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    const variants = (name: string) => [...new Set([name, name.normalize("NFD").replace(/\p{M}/gu, "")])];
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
    const titles =
      "Rep\\.?|Representative|Congress(?:wo)?man|Congressmember|Congressperson|Sen\\.?|Senator|Del\\.?|Delegate|Resident\\s+Commissioner|Res\\.\\s*Comm\\.";
    const lasts = alternation(members.map((m) => m.last_name));
    const fulls = alternation(members.flatMap((m) => [m.official_full_name, `${m.first_name} ${m.last_name}`]));
    this.pattern = new RegExp(
      `(?<![\\p{L}])(?:(?<title>${titles})\\s+(?:[\\p{Lu}][\\p{L}.'’-]*\\s+){0,2}?(?<last>${lasts})|(?<full>${fulls}))(?![\\p{L}])`,
      "giu",
    );
    this.plain = plain;
  }

  private readonly plain: (s: string) => string;

  find(text: string): MemberMention[] {
    const found: MemberMention[] = [];
    for (const match of text.matchAll(this.pattern)) {
      const { title, last, full } = match.groups ?? {};
      let members = full ? (this.byFull.get(this.plain(full)) ?? []) : (this.byLast.get(this.plain(last ?? "")) ?? []);
      if (title) {
        const chamber = /^(?:sen\.?|senator)$/i.test(title.replace(/\s+/g, " ")) ? "senate" : "house";
        const inChamber = members.filter((m) => m.chamber === chamber);
        if (inChamber.length) members = inChamber;
      }
      if (members.length) found.push({ text: match[0], index: match.index, ids: members.map((m) => m.bioguide_id) });
    }
    return found;
  }
}

let members: Member[];
let mentions: MemberMentions;
let reference: OnePattern;

beforeAll(() => {
  members = parseDirectory({
    legislators: fs.readFileSync(path.join(dir, "legislators-current.yaml"), "utf8"),
    offices: fs.readFileSync(path.join(dir, "legislators-district-offices.yaml"), "utf8"),
    zccd: fs.readFileSync(path.join(dir, "zccd.csv"), "utf8"),
  }).legislators;
  mentions = new MemberMentions(members);
  reference = new OnePattern(members);
});

/** Records the source of every RegExp constructed while `run` runs (literals are not constructed). */
function patternsBuiltBy(run: () => void): string[] {
  const sources: string[] = [];
  const Original = globalThis.RegExp;
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args: ConstructorParameters<RegExpConstructor>) {
      sources.push(typeof args[0] === "string" ? args[0] : args[0].source);
      return Reflect.construct(target, args);
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = Original;
  }
  return sources;
}

describe("members named in a text, word by word", () => {
  it("builds no pattern of the whole directory: only the names a text's words could start", () => {
    const text =
      "Rep. Jayapal, Senator Patty Murray and Pramila Jayapal. Congresswoman Velazquez and Rep. Nydia M. Velázquez. " +
      "Prices rose. Young families left. King tides flood the Hill. Rep. Wasserman Schultz, Senator Smith.";
    const sources = patternsBuiltBy(() => new MemberMentions(members).find(text));
    expect(sources.length).toBeLessThan(60);
    expect(Math.max(0, ...sources.map((s) => s.length))).toBeLessThan(200);
    // The check itself sees the one pattern of every name the reference builds.
    expect(Math.max(...patternsBuiltBy(() => new OnePattern(members)).map((s) => s.length))).toBeGreaterThan(10_000);
  });

  it("finds what one pattern of every name finds, in texts made of names, titles and other words", () => {
    const names = [
      ...new Set(members.flatMap((m) => [m.last_name, m.official_full_name, `${m.first_name} ${m.last_name}`])),
    ];
    const written = fc
      .tuple(
        fc.constantFrom(...names),
        fc.constantFrom<(s: string) => string>(
          (s) => s,
          (s) => s.toUpperCase(),
          (s) => s.toLowerCase(),
          (s) => s.normalize("NFD").replace(/\p{M}/gu, ""),
          (s) => s.normalize("NFD"),
          (s) => s.replace(/'/g, "’"),
        ),
      )
      .map(([name, spell]) => spell(name));
    const title = fc.constantFrom(
      "Rep.",
      "Rep",
      "rep.",
      "REPRESENTATIVE",
      "Representative",
      "Congresswoman",
      "Congressman",
      "Congressmember",
      "Congressperson",
      "Sen.",
      "Sen",
      "Senator",
      "senator",
      "Del.",
      "Delegate",
      "Resident  Commissioner",
      "Res. Comm.",
      "Res.Comm.",
    );
    const word = fc.constantFrom(
      "Nydia",
      "M.",
      "Patty",
      "J.",
      "Mary-Kay",
      "O'Neil",
      "Bob’s",
      "prices",
      "rose",
      "King",
      "Young",
      "the",
      "please",
      "act",
      "Hill",
      "Smith",
      "John",
      "Murray",
      "ſmith",
      "\u212Aing",
      "é",
      "e\u0301",
      "𝐀",
      "İ",
      "ı",
      "Straße",
      "ς",
      "xRep.",
    );
    const punctuation = fc.constantFrom(",", ".", "!", "?", "'s", "’s", "(", ")", "-", '"', ":", "…", "3", "s");
    const separator = fc.constantFrom(" ", " ", " ", "  ", "\n", "\t", "", ", ", ". ", "-");
    const text = fc
      .array(fc.tuple(fc.oneof(written, title, title, word, punctuation), separator), { maxLength: 24 })
      .map((parts) => parts.flat().join(""));
    let named = 0;
    fc.assert(
      fc.property(text, (t) => {
        const expected = reference.find(t);
        if (expected.length) named++;
        expect(mentions.find(t)).toEqual(expected);
        expect(withoutMemberNames(t, mentions)).toBe(withoutMemberNames(t, reference as unknown as MemberMentions));
      }),
      { numRuns: 2000 },
    );
    // A good share of the texts name someone (about 45%), or the comparison would prove little.
    expect(named).toBeGreaterThan(500);
  });

  it("finds the same in texts of any characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (t) => {
        expect(mentions.find(t)).toEqual(reference.find(t));
      }),
      { numRuns: 1000 },
    );
  });
});
