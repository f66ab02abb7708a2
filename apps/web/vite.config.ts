import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Where the browser build's source maps go: outside dist, so they are never served. */
const SOURCE_MAPS_DIR = fileURLToPath(new URL("./sourcemaps", import.meta.url));

/**
 * The maps hold the whole source. Built "hidden" (no sourceMappingURL comment in the code), then
 * moved out of dist into SOURCE_MAPS_DIR, for uploading to error reporting and nothing else.
 */
function sourceMapsOutOfDist(): Plugin {
  let ssr = false;
  return {
    name: "source-maps-out-of-dist",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      fs.rmSync(SOURCE_MAPS_DIR, { recursive: true, force: true });
      for (const file of Object.keys(bundle).filter((f) => f.endsWith(".map"))) {
        const target = path.join(SOURCE_MAPS_DIR, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(path.join(options.dir, file), target);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sourceMapsOutOfDist()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    target: "es2022",
    sourcemap: "hidden",
    assetsInlineLimit: 2048,
    // Every browser the build targets either supports <link rel="modulepreload"> or merely loads a
    // little later without it: the polyfill is 0.4 KB gzipped on every page's first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
