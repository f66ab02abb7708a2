// Names every test that failed and then passed on its retry, with the error of the attempt that
// failed, so that a flaky test is reported at the end of the unit phase (as Playwright reports its
// own) with what to fix, instead of passing unseen.
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export default class FlakyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const flaky = modules.flatMap((m) =>
      [...m.children.allTests()]
        .filter((t) => t.diagnostic()?.flaky)
        .map((t) => ({
          name: `${path.relative(process.cwd(), m.moduleId)} > ${t.fullName}`,
          // A test that passed on its retry keeps the errors of the attempts that failed.
          errors: t.result().errors ?? [],
        })),
    );
    if (!flaky.length) return;
    console.log(`\n${flaky.length} flaky (failed, then passed on retry):`);
    for (const { name, errors } of flaky) {
      console.log(`  ${name}`);
      for (const error of errors) {
        const where = error.stack
          ?.split("\n")
          .find((line) => line.includes(process.cwd()) && !line.includes("node_modules"));
        console.log(
          `    ${error.name ?? "Error"}: ${(error.message ?? "").slice(0, 2000)}${where ? `\n    ${where.trim()}` : ""}`,
        );
        // An assertion's message names only the shapes ("expected { …(9) } to match object"):
        // the diff says which value differed.
        if (error.diff) console.log(error.diff.slice(0, 3000).replace(/^/gm, "      "));
      }
    }
  }
}
