// The import graph's rules (docs/decisions/0001-server-layers.md), checked in `npm test`: no cycle,
// type imports included; the server's layers point one way; another domain only through its index;
// no web feature imports another; each table written by its one owner; and the order tables read
// through services/orders. Prints each violation and exits 1 if there is any.
//
// Built on oxc's parser and resolver rather than dependency-cruiser, which reads TypeScript through
// TypeScript's JavaScript API, which TypeScript 7 (our compiler) no longer ships (docs/decisions/0001).
import fs from "node:fs";
import path from "node:path";
import { parseSync } from "oxc-parser";
import { ResolverFactory } from "oxc-resolver";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["apps/server/src", "apps/web/src", "packages/contracts/src"];
const SERVER = "apps/server/src/";

/** The server's layers, lowest first: a module may import its own layer or a lower one. */
const LAYERS = [
  ["core", /^core\//],
  ["db", /^db\//],
  ["providers", /^providers\//],
  ["services", /^services\//],
  // AppContext: the composition of services and core, typed once for the layers that receive it.
  ["context", /^context\.ts$/],
  ["handlers", /^(functions|webhooks|jobs)\//],
  ["http", /^http\//],
];
const ENTRY = "entry (main, runtime)";

function serverLayer(rel) {
  const index = LAYERS.findIndex(([, pattern]) => pattern.test(rel));
  return index === -1 ? { rank: LAYERS.length, name: ENTRY } : { rank: index, name: LAYERS[index][0] };
}

/** `services/<domain>/…` or `providers/<kind>/…`: the domain, and whether the file is its index. */
function domainOf(rel) {
  const m = /^(services|providers)\/([^/]+)\/(.+)$/.exec(rel);
  return m ? { key: `${m[1]}/${m[2]}`, isIndex: /^index\.tsx?$/.test(m[3]) } : null;
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield full;
  }
}

const resolver = new ResolverFactory({
  // The web app's config: its "@/" alias. Every other import is relative or a workspace package.
  tsconfig: { configFile: path.join(root, "apps/web/tsconfig.json") },
  conditionNames: ["import", "node", "default"],
  extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
  extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
});

/** Every file's imports inside the repository: static, type-only, re-exports and dynamic. */
function importsOf(file) {
  const source = fs.readFileSync(file, "utf8");
  const { module, errors } = parseSync(file, source);
  if (errors.length) throw new Error(`${path.relative(root, file)}: ${errors[0].message}`);
  const specifiers = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.map((x) => x.moduleRequest?.value).filter(Boolean)),
    ...module.dynamicImports
      .map((d) => source.slice(d.moduleRequest.start, d.moduleRequest.end))
      .filter((s) => /^["'`][^"'`$]+["'`]$/.test(s))
      .map((s) => s.slice(1, -1)),
  ];
  const targets = new Set();
  for (const specifier of specifiers) {
    const { path: resolved } = resolver.sync(path.dirname(file), specifier);
    // A package, or an asset (an SVG, CSS): not a module of ours.
    if (!resolved || !/\.(ts|tsx|mjs|js)$/.test(resolved)) continue;
    const real = fs.realpathSync(resolved);
    if (real.startsWith(root) && !real.includes(`${path.sep}node_modules${path.sep}`)) {
      targets.add(path.relative(root, real));
    }
  }
  return [...targets];
}

const graph = new Map();
for (const dir of SOURCES) {
  for (const file of walk(path.join(root, dir))) graph.set(path.relative(root, file), importsOf(file));
}

const violations = [];
for (const [from, targets] of graph) {
  for (const to of targets) {
    const rule = broken(from, to);
    if (rule) violations.push(`${rule}: ${from} → ${to}`);
  }
}

function broken(from, to) {
  if (from.startsWith("packages/contracts/") && to.startsWith("apps/")) return "contracts import no app";
  if (from.startsWith("apps/web/") && to.startsWith("apps/server/")) return "the web app never imports the server";
  const feature = (f) => /^apps\/web\/src\/features\/([^/]+)\//.exec(f)?.[1];
  if (feature(from) && feature(to) && feature(from) !== feature(to)) return "a web feature imports another feature";
  if (!from.startsWith(SERVER) || !to.startsWith(SERVER)) return null;
  const [a, b] = [from.slice(SERVER.length), to.slice(SERVER.length)];
  const [la, lb] = [serverLayer(a), serverLayer(b)];
  if (lb.rank > la.rank) return `layer order (${la.name} may not import ${lb.name})`;
  const target = domainOf(b);
  if (target && !target.isIndex && domainOf(a)?.key !== target.key) return `deep import into ${target.key}`;
  return null;
}

// Cycles: Tarjan's strongly connected components; any component of two or more files is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).includes(v)) cycles.push(component.sort());
  }
}
for (const v of graph.keys()) if (!index.has(v)) connect(v);
for (const cycle of cycles) violations.push(`cycle of ${cycle.length} files:\n    ${cycle.join("\n    ")}`);

// One module owns each table's writes: an insert, update or delete anywhere else is a violation.
const TABLE_OWNERS = {
  orders: "services/orders/",
  order_recipients: "services/orders/",
  refunds: "services/orders/",
  refund_items: "services/orders/",
  card_events: "services/orders/",
  app_secrets: "services/orders/",
  emails: "services/email/",
  vendor_events: "services/vendor-events/",
  webhook_rejections: "services/vendor-events/",
  drafts: "services/drafting/",
  card_previews: "services/cards/",
  link_previews: "services/previews/",
  legislators: "services/legislators/",
  district_offices: "services/legislators/",
  zcta_districts: "services/legislators/",
  directory_imports: "services/legislators/",
  state_legislators: "services/legislators/",
  zcta_state_districts: "services/legislators/",
  state_directory_imports: "services/legislators/",
  audit_log: "services/admin/",
  organisers: "services/operators/",
  campaigns: "services/campaigns/",
  campaign_qr_codes: "services/campaigns/",
  campaign_budgets: "services/campaigns/",
  budget_fundings: "services/campaigns/",
  sponsored_claims: "services/campaigns/",
  budget_returns: "services/campaigns/",
  auth_sessions: "services/operators/",
  auth_passkeys: "services/operators/",
  local_checkout_sessions: "providers/payments/",
  local_refunds: "providers/payments/",
  local_print_orders: "providers/mailing/",
  returns: "providers/mailing/",
  mailing_vendor_pauses: "services/mailing/",
};
const WRITE =
  /(?:insertInto|updateTable|deleteFrom)\(\s*["'`]([a-z_]+)["'`]|\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi;
for (const file of graph.keys()) {
  if (!file.startsWith(SERVER)) continue;
  const rel = file.slice(SERVER.length);
  for (const m of fs.readFileSync(path.join(root, file), "utf8").matchAll(WRITE)) {
    const table = (m[1] ?? m[2]).toLowerCase();
    const owner = TABLE_OWNERS[table];
    if (owner && !rel.startsWith(owner)) violations.push(`a write to ${table} outside ${owner}: ${file}`);
  }
}

// Reads of the order lifecycle's tables go through services/orders (its index's read models), so a
// change to those tables is made in one place. These modules still read them directly: queries
// that are their own domain's rules (reconciliation's scans, the refunds' rows, retention's batches,
// the campaigns' counts, a vendor's card by its order id, drafts no order uses).
const ORDER_TABLES =
  /(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*["'`](orders|order_recipients|refunds|refund_items|card_events)\b/g;
const ORDER_READS_ELSEWHERE = new Set([
  "services/admin/actions.ts",
  "services/campaigns/budget/budget-view.ts",
  "services/campaigns/campaigns.ts",
  "services/campaigns/tally.ts",
  "services/campaigns/dashboard.ts",
  "services/drafting/drafting.ts",
  "services/fulfilment/reconcile-orders.ts",
  "services/mailing/vendor-orders.ts",
  "services/order-status/retention.ts",
  "services/refunds/ensure-refunds.ts",
  "services/refunds/refund-cards.ts",
]);
for (const file of graph.keys()) {
  if (!file.startsWith(SERVER)) continue;
  const rel = file.slice(SERVER.length);
  if (rel.startsWith("services/orders/") || ORDER_READS_ELSEWHERE.has(rel)) continue;
  for (const m of fs.readFileSync(path.join(root, file), "utf8").matchAll(ORDER_TABLES)) {
    violations.push(`a read of ${m[1]} outside services/orders (use its index): ${file}`);
  }
}

if (violations.length) {
  console.error(`Import graph: ${violations.length} violation(s) (docs/decisions/0001-server-layers.md)`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log(`Import graph: ${graph.size} files, no cycle, layers and domains respected.`);
