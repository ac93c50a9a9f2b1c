import { describe, expect, it } from "vitest";
import { timeScale } from "../../../app/components/admin/time-scale";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the analytics charts' time scale", () => {
  it("puts the first day on the left edge and today's bucket on the right, whatever the hour", () => {
    const from = Date.UTC(2026, 9, 28);
    for (const hours of [0, 1, 13, 23.99]) {
      const now = from + 29 * DAY + hours * HOUR;
      const x = timeScale(from, now, DAY, 52, 628);
      expect(x(from)).toBe(52);
      expect(x(from + 29 * DAY)).toBe(628);
      expect(x(from + 14 * DAY)).toBeGreaterThan(52);
      expect(x(from + 14 * DAY)).toBeLessThan(628);
    }
  });

  it("keeps the newest hour inside the plot in an hourly range, and a single bucket on the left", () => {
    const from = Date.UTC(2026, 10, 25, 11);
    const x = timeScale(from, from + 23 * HOUR + 20 * 60_000, HOUR, 52, 628);
    expect(x(from + 23 * HOUR)).toBe(628);
    expect(timeScale(from, from + 5 * 60_000, HOUR, 52, 628)(from)).toBe(52);
  });
});
