// Builds the server to plain JavaScript in apps/server/dist (esbuild): the entry (main.ts), the
// render threads' entry and the directory parser thread's, with packages left to node_modules and
// the workspace's own TypeScript (@civic/contracts) bundled in. The server then starts, and each
// render thread too, with no TypeScript loader: tsx kept every module's source and transpiled code
// in memory, in the server and again in every thread (docs/decisions/0051).
//
// `node scripts/build-server.mjs` builds; `--if-stale` builds only when a source is newer than the
// build (npm start, and whatever starts the server as production does, run this).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_DIST = path.join(root, "apps/server/dist");
const STAMP = path.join(SERVER_DIST, ".built");
const entryPoints = {
  main: path.join(root, "apps/server/src/main.ts"),
  // render-pool.ts starts its threads on this file when it runs from the build.
  "render-thread": path.join(root, "apps/server/src/services/cards/render-thread.ts"),
  // parse-in-thread.ts starts the directory parser's thread on this one.
  "parse-thread": path.join(root, "apps/server/src/services/legislators/parse-thread.ts"),
};
/** What the build reads: a change to any of it makes the build stale. */
const inputs = [
  "apps/server/src",
  "apps/server/tsconfig.json",
  "packages/contracts/src",
  "tsconfig.base.json",
  "package-lock.json",
  "scripts/build-server.mjs",
].map((p) => path.join(root, p));

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p, { withFileTypes: true, recursive: true })) {
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function serverBuildIsStale() {
  if (!fs.existsSync(STAMP)) return true;
  const built = fs.statSync(STAMP).mtimeMs;
  return inputs.some((p) => newestMtime(p) > built);
}

/**
 * The bundle is one module where the sources were many, so `import.meta.dirname` would name
 * apps/server/dist: each use is replaced by the source file's own folder, found from the bundle's
 * place at run time (config's repository root, the SQL migrations, the bundled directory snapshot,
 * the renderer's version hash read the same files as from the sources).
 */
const sourceDirname = {
  name: "source-dirname",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, "utf8");
      if (!text.includes("import.meta.dirname")) return undefined;
      const fromDist = path.relative(SERVER_DIST, path.dirname(args.path)).split(path.sep).join("/");
      return {
        contents: text.replaceAll("import.meta.dirname", `__civicSourceDir(${JSON.stringify(fromDist)})`),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/** Packages stay in node_modules (loaded by Node as usual); the workspace's own are TypeScript. */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@civic/") ? undefined : { external: true }));
  },
};

export async function buildServer() {
  const result = await esbuild.build({
    entryPoints,
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true, // lazily imported modules (the email templates) stay lazy
    format: "esm",
    platform: "node",
    target: "node20",
    keepNames: true,
    sourcemap: "linked", // for `node --enable-source-maps` when debugging; nothing loads them otherwise
    plugins: [sourceDirname, packagesExternal],
    banner: {
      js: [
        'import { join as __civicJoin } from "node:path";',
        "const __civicSourceDir = (fromDist) => __civicJoin(import.meta.dirname, fromDist);",
      ].join("\n"),
    },
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(SERVER_DIST, { recursive: true });
  const written = new Set();
  // Each file written whole and renamed into place: a process starting meanwhile, or a second build
  // at the same time (tests start servers in parallel; both write the same bytes), reads whole files.
  for (const file of result.outputFiles) {
    const temp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temp, file.contents);
    fs.renameSync(temp, file.path);
    written.add(path.basename(file.path));
  }
  for (const name of fs.readdirSync(SERVER_DIST)) {
    if (!written.has(name) && !name.endsWith(".tmp") && name !== ".built") fs.rmSync(path.join(SERVER_DIST, name));
  }
  fs.writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

export async function ensureServerBuilt() {
  if (serverBuildIsStale()) await buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  if (process.argv.includes("--if-stale") && !serverBuildIsStale()) process.exit(0);
  await buildServer();
  console.log(`Built the server into apps/server/dist (${Math.round(performance.now() - started)} ms).`);
}
