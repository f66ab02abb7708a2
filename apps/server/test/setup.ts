import path from "node:path";
import { startThreadsFromBuild } from "../src/core/thread-entry";
import { BUILT_SERVER } from "./built-server";

// The global setup built the server from these sources: render and parser threads start on that
// build rather than each loading the TypeScript through tsx (decision 0137).
startThreadsFromBuild(path.dirname(BUILT_SERVER));
