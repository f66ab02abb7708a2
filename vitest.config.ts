import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts", "apps/server/**/*.test.ts", "apps/web/src/**/*.test.ts", "bench/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    globalSetup: ["apps/server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
  resolve: { alias: { "@": new URL("./apps/web/src", import.meta.url).pathname } },
});
