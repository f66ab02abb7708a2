// Names every test that failed and then passed on its retry, so that a flaky test is reported at
// the end of the unit phase, as Playwright reports its own, instead of passing unseen.
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export default class FlakyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const flaky = modules.flatMap((m) =>
      [...m.children.allTests()]
        .filter((t) => t.diagnostic()?.flaky)
        .map((t) => `${path.relative(process.cwd(), m.moduleId)} > ${t.fullName}`),
    );
    if (!flaky.length) return;
    console.log(`\n${flaky.length} flaky (failed, then passed on retry):`);
    for (const name of flaky) console.log(`  ${name}`);
  }
}
