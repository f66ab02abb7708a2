import { pathToFileURL } from "node:url";

/** The server's worker threads, each bundled beside the built server as `<name>.js`. */
type ThreadName = "render-thread" | "parse-thread";

let builtFolder: URL | undefined;

/**
 * The file a worker thread starts on, for code at `callerUrl` (its `import.meta.url`). The built
 * server's threads start on their bundled entries beside it. From the sources a thread must
 * register tsx before it loads TypeScript (`<name>-from-source.mjs`, beside the caller): about
 * 2 CPU-seconds more a thread, over half of it in a loader thread of its own, unless the process
 * was told a build of these sources is at hand (startThreadsFromBuild; decision 0137).
 */
export function threadEntry(name: ThreadName, callerUrl: string): URL {
  if (callerUrl.endsWith(".js")) return new URL(`./${name}.js`, callerUrl);
  if (builtFolder) return new URL(`${name}.js`, builtFolder);
  return new URL(`./${name}-from-source.mjs`, callerUrl);
}

/**
 * Threads started from now on in this process run the server built in `folder`, which must be a
 * build of the sources this process runs: the Vitest runs build it first (their global setup).
 */
export function startThreadsFromBuild(folder: string) {
  builtFolder = pathToFileURL(`${folder}/`);
}
