import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** `data/congress/redrawn-districts.json`: the states whose map changed for a Congress, with sources. */
const redrawnFile = z.object({
  congresses: z.array(
    z.object({
      congress: z.number().int(),
      states: z.array(z.object({ state: z.string().length(2), source: z.string() })),
    }),
  ),
});

/** Which states' congressional maps changed for which Congress (the list is data, with its sources). */
export interface RedrawnMaps {
  /** Whether `state`'s map of `sitting` differs from the one of `tableCongress` (a ZIP table's). */
  changed(state: string, tableCongress: number, sitting: number): boolean;
}

export function readRedrawnMaps(dir: string): RedrawnMaps {
  const parsed = redrawnFile.parse(JSON.parse(fs.readFileSync(path.join(dir, "redrawn-districts.json"), "utf8")));
  const byCongress = new Map(parsed.congresses.map((c) => [c.congress, new Set(c.states.map((s) => s.state))]));
  return {
    changed(state, tableCongress, sitting) {
      // A map redrawn for any Congress after the table's, up to the sitting one.
      for (let c = tableCongress + 1; c <= sitting; c++) if (byCongress.get(c)?.has(state)) return true;
      return false;
    },
  };
}
