import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { linguiMacros } from "./lingui-macros.ts";

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

/**
 * Vite wraps every lazy import in its preload helper even with `modulePreload: false`
 * (vitejs/vite#18551): 0.9 KB gzipped on every first load, against the 90 KB budget. With module
 * preloading off the helper has one job left, a lazy chunk's own stylesheets, which Vite hands it
 * as `deps` (paths under the base, "/"): this helper does only that, and once per stylesheet.
 */
function smallPreloadHelper(): Plugin {
  return {
    name: "small-preload-helper",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id !== "\0vite/preload-helper.js") return null;
      return `export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => document.querySelector('link[href="/' + dep + '"]') || new Promise((onload, onerror) =>
    document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/" + dep, onload, onerror })),
  ))).then(load);`;
    },
  };
}

/**
 * `modulePreload: false` below drops the HTML's preload links: this puts back the entry's own
 * imports (React, the runtime) as `<link rel="modulepreload">`, fetched alongside the entry, not after it (scripts/prerender.mjs
 * hands them to public/boot.js).
 */
function entryImportsPreloaded(): Plugin {
  return {
    name: "entry-imports-preloaded",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find((c) => c.type === "chunk" && c.isEntry);
        if (entry?.type !== "chunk") return html;
        return {
          html,
          tags: entry.imports.map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          })),
        };
      },
    },
  };
}

const linguiConfigPath = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));

export default defineConfig({
  plugins: [
    linguiMacros(),
    react(),
    // A message without its Spanish fails the build, as the catalogue check in npm test does.
    lingui({ configPath: linguiConfigPath, failOnMissing: true }),
    tailwindcss(),
    sourceMapsOutOfDist(),
    entryImportsPreloaded(),
    smallPreloadHelper(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    target: "es2022",
    sourcemap: "hidden",
    assetsInlineLimit: 2048,
    // No module preloading and no polyfill (1.2 KB gzipped on every first load, against the 90 KB
    // budget; the helper left is smallPreloadHelper's): a lazy chunk's own imports are fetched
    // once it has arrived, not alongside it (one round trip more when the wizard opens). The entry's imports are still preloaded (above).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              // With React, the preload helper every page loads: one request and gzip frame fewer.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@lingui[\\/](core|react))[\\/]|vite\/preload-helper|rolldown\/runtime/,
            },
          ],
        },
      },
    },
  },
});
