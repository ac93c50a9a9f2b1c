import { describe, expect, it } from "vitest";
import { PLANS } from "../../../contract/payments";
import { annualSaving, formatUsd, PLAN_PRICES } from "../../../contract/plan-prices";

// The annual plan's saving is stated once on every page, computed from the prices the server charges.
describe("the annual plan's saving", () => {
  it("is twelve monthly payments less the annual price, and its share of those payments", () => {
    // $12 a month is $144 a year: $100 saves $44, 30.6% of $144, shown as 31%.
    expect(annualSaving()).toEqual({ cents: 4400, percent: 31 });
    expect(formatUsd(annualSaving()?.cents ?? 0)).toBe("$44");
  });

  it("follows the configured prices, rounding the percent to a whole number", () => {
    const prices = (monthly: number, annual: number) => ({
      monthly: { amountCents: monthly, interval: "month" as const },
      annual: { amountCents: annual, interval: "year" as const },
    });
    expect(annualSaving(prices(1000, 10000))).toEqual({ cents: 2000, percent: 17 });
    expect(annualSaving(prices(1500, 15000))).toEqual({ cents: 3000, percent: 17 });
    expect(annualSaving(prices(999, 9990))).toEqual({ cents: 1998, percent: 17 });
    expect(formatUsd(1998)).toBe("$19.98");
  });

  it("is no saving at all when the annual price is not below twelve months", () => {
    const even = {
      monthly: { amountCents: 1000, interval: "month" as const },
      annual: { amountCents: 12000, interval: "year" as const },
    };
    expect(annualSaving(even)).toBeNull();
    expect(annualSaving({ ...even, annual: { amountCents: 13000, interval: "year" } })).toBeNull();
  });

  it("is computed from the same prices the checkout charges", () => {
    expect(PLANS.monthly.amountCents).toBe(PLAN_PRICES.monthly.amountCents);
    expect(PLANS.annual.amountCents).toBe(PLAN_PRICES.annual.amountCents);
    expect(PLANS.annual.price).toBe("$100");
  });
});
