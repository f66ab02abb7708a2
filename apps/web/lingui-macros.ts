import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "vite";

const linguiConfigPath = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));

/**
 * Lingui's macros (`t`, `<Trans>`, `useLingui` from `@lingui/*\/macro`) turned into catalogue
 * lookups by Lingui's own Babel plugin, before React's transform sees the file. Only files that
 * import a macro go through Babel; the rest stay on Vite's fast path. (@rolldown/plugin-babel, which
 * Lingui's docs name, needs Node 22; this is the same transform on Node 20.) Used by the web build
 * (vite.config.ts) and by Vitest (vitest.config.ts).
 */
export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: linguiConfigPath });
  return {
    name: "lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes("/node_modules/") || !/@lingui\/(core|react)\/macro/.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["@lingui/babel-plugin-lingui-macro", { linguiConfig }]],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
