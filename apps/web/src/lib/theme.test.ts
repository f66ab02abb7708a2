import { afterEach, describe, expect, it, vi } from "vitest";
import { setTheme } from "./theme";

describe("theme", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a warning on an attempt to switch away from light", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setTheme("dark");
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain("Theme switching is disabled");
  });

  it("stays quiet when asked for light", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setTheme("light");
    expect(warn).not.toHaveBeenCalled();
  });
});
