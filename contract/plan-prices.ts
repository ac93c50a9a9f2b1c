import type { PlanId } from "./enums";

/**
 * What each plan charges, in US cents: the one place prices are set. It imports no zod, so pages that only show a
 * price (the claim page's plan picker, About, the FAQ) can read it without loading the contract's schemas.
 */
export const PLAN_PRICES: Record<PlanId, { amountCents: number; interval: "month" | "year" }> = {
  monthly: { amountCents: 1200, interval: "month" },
  annual: { amountCents: 10000, interval: "year" },
};

/**
 * What the annual plan saves against twelve monthly payments: the amount in cents and the share of those twelve
 * payments, rounded to a whole percent. Null when the annual plan saves nothing, so no page claims a saving.
 */
export function annualSaving(prices: typeof PLAN_PRICES = PLAN_PRICES): { cents: number; percent: number } | null {
  const twelveMonths = prices.monthly.amountCents * 12;
  const cents = twelveMonths - prices.annual.amountCents;
  if (cents <= 0) return null;
  return { cents, percent: Math.round((cents * 100) / twelveMonths) };
}

/** A price as the pages write it in both languages ("$12", "$44.50"). */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
