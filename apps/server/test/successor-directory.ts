import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const snapshot = path.resolve(import.meta.dirname, "../data/congress");

/** Florida's 23rd district, ZIP 33301: Rep. Jared Moskowitz's seat in the bundled snapshot. */
export const LEAVING = { id: "M001217", name: "Jared Moskowitz" };
/** Who the refreshed directory says holds the seat from January 3, 2027 (made up, as is their id). */
export const SUCCESSOR = { id: "Z000123", name: "Pat Successor", salutation: "Dear Rep. Successor," };

const successorEntry = `- id:
    bioguide: ${SUCCESSOR.id}
  name:
    first: Pat
    last: Successor
    official_full: ${SUCCESSOR.name}
  bio:
    gender: F
  terms:
  - type: rep
    start: '2027-01-03'
    end: '2029-01-03'
    state: FL
    district: 23
    party: Independent
    address: 1 Cannon House Office Building Washington DC 20515-0923
    office: 1 Cannon House Office Building
`;

/** A copy of the bundled directory in a folder of its own, which a test may then refresh from. */
export function copyOfSnapshot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civic-congress-"));
  for (const file of fs.readdirSync(snapshot)) fs.copyFileSync(path.join(snapshot, file), path.join(dir, file));
  return dir;
}

/**
 * The folder's directory as upstream has it once the 120th Congress is sworn in and FL-23 changed
 * hands: the member who left is gone from the file, their successor in it.
 */
export function bringSuccessor(dir: string) {
  const file = path.join(dir, "legislators-current.yaml");
  const members = fs.readFileSync(file, "utf8").split(/(?=^- id:\n)/m);
  const kept = members.filter((m) => !m.includes(`bioguide: ${LEAVING.id}\n`));
  if (kept.length !== members.length - 1) throw new Error(`${LEAVING.id} not found once in the snapshot`);
  fs.writeFileSync(file, `${kept.join("").trimEnd()}\n${successorEntry}`);
}

/** Sen. Ashley Moody: her appointed term ended on 2026-11-03, and the snapshot has no successor. */
export const MOODY = { id: "M001244", name: "Ashley Moody" };

/**
 * Makes an order of today's FL-23 holder and another senator into one paid for on December 30 to
 * Rep. Moskowitz and Sen. Moody, before it is paid: for a browser test on a later day, when no page
 * can make such an order (it refuses members whose term has ended).
 */
export async function makeDecemberOrder(databaseUrl: string, orderId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const card = `UPDATE order_recipients SET legislator_id = $2, title = $3, name = $4, salutation = $5,
      seat_state = 'FL', seat_district = $6 WHERE order_id = $1 AND position = $7`;
    await db.query(card, [orderId, LEAVING.id, "Rep.", LEAVING.name, "Dear Rep. Moskowitz,", 23, 0]);
    await db.query(card, [orderId, MOODY.id, "Sen.", MOODY.name, "Dear Senator Moody,", null, 1]);
    await db.query("UPDATE orders SET created_at = '2026-12-30T17:00:00Z' WHERE id = $1", [orderId]);
  } finally {
    await db.end();
  }
}
