import { describe, expect, it } from "vitest";
import { plural, possessive } from "../../../app/i18n/grammar";
import { admin } from "../../../app/i18n/pages/admin";
import { edit } from "../../../app/i18n/pages/edit";

describe("the catalogs' grammar", () => {
  it("makes a possessive of a name, ending in s or not", () => {
    expect(possessive("Ledgerline")).toBe("Ledgerline's");
    expect(possessive("Causeway Labs")).toBe("Causeway Labs'");
    expect(edit.en.lead("Causeway Labs")).toContain("Keep Causeway Labs' profile");
  });

  it("counts one thing in the singular, in both languages", () => {
    expect(plural(1, "run", "runs")).toBe("run");
    expect(plural(0, "run", "runs")).toBe("runs");
    expect(admin.en.overview.runsWindow(1, 7)).toBe("1 run, last 7 days");
    expect(admin.en.system.runsWindow(1, 7)).toBe("1 run in the last 7 days");
    expect(admin.es.system.runsWindow(1, 7)).toBe("1 ejecución en los últimos 7 días");
  });
});
