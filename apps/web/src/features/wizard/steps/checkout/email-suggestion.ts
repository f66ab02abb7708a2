import { run } from "@zootools/email-spell-checker";

/** Popular free-mail domains (and a few real look-alikes, so an exact match is never "corrected"). */
const POPULAR_DOMAINS = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "aol.com",
  "icloud.com",
  "live.com",
  "msn.com",
  "me.com",
  "mac.com",
  "mail.com",
  "gmx.com",
  "ymail.com",
  "rocketmail.com",
  "googlemail.com",
  "protonmail.com",
  "proton.me",
  "comcast.net",
  "att.net",
  "verizon.net",
  "sbcglobal.net",
  "bellsouth.net",
  "cox.net",
  "charter.net",
  "earthlink.net",
  "zoho.com",
  "yandex.com",
];

/** Common misspellings that are further than 2 edits away or ambiguous for the distance rule. */
const KNOWN_TYPOS: Record<string, string> = {
  "gmail.co": "gmail.com",
  "gmail.cm": "gmail.com",
  "gmail.om": "gmail.com",
  "gmail.con": "gmail.com",
  "gmail.comm": "gmail.com",
  "gmal.com": "gmail.com",
  "gmial.com": "gmail.com",
  "gamil.com": "gmail.com",
  "gnail.com": "gmail.com",
  "gmaill.com": "gmail.com",
  "g-mail.com": "gmail.com",
  "gmailcom.com": "gmail.com",
  "yahoo.co": "yahoo.com",
  "yahoo.con": "yahoo.com",
  "yaho.com": "yahoo.com",
  "yahooo.com": "yahoo.com",
  "yhoo.com": "yahoo.com",
  "hotmail.co": "hotmail.com",
  "hotmail.con": "hotmail.com",
  "hotmial.com": "hotmail.com",
  "hotmal.com": "hotmail.com",
  "homail.com": "hotmail.com",
  "hotamil.com": "hotmail.com",
  "outlook.co": "outlook.com",
  "outlook.con": "outlook.com",
  "outlok.com": "outlook.com",
  "otlook.com": "outlook.com",
  "icloud.co": "icloud.com",
  "icould.com": "icloud.com",
  "iclod.com": "icloud.com",
  "aol.co": "aol.com",
  "aol.con": "aol.com",
};

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * 'Did you mean …?' (wizard.md §5): the address with its domain corrected when the domain is a
 * known misspelling or within 2 edits of a popular free-mail domain; null otherwise.
 */
export function suggestEmail(input: string): string | null {
  const email = input.trim();
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  const known = KNOWN_TYPOS[domain];
  if (known) return `${local}@${known}`;
  const suggestion = run({
    email: `${local}@${domain}`,
    domains: POPULAR_DOMAINS,
    domainThreshold: 2,
    distanceFunction: editDistance,
    // Only whole-domain matches: the library's separate TLD guesses would "fix" real domains.
    secondLevelDomains: [],
    topLevelDomains: [],
  });
  return suggestion ? `${local}@${suggestion.domain}` : null;
}
