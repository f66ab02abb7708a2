// Writes a benchmark's figures into bench/README.md, between its `<!-- name:start -->` and
// `<!-- name:end -->` markers (the prose around them stays as written).
import fs from "node:fs";
import path from "node:path";

/** @param {string} name @param {string} figures */
export function writeFigures(name, figures) {
  const readme = path.join(import.meta.dirname, "README.md");
  const block = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const text = fs.readFileSync(readme, "utf8");
  if (!block.test(text)) throw new Error(`bench/README.md has no ${name}:start/end markers`);
  fs.writeFileSync(
    readme,
    text.replace(block, () => `<!-- ${name}:start -->\n${figures}\n<!-- ${name}:end -->`),
  );
}
