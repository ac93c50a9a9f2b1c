import { expect, test } from "@playwright/test";
import { readServerTiming } from "../../worker/db/meter";

/**
 * What a public page's render asks of D1, as the worker reports it in development (`Server-Timing`, worker/db/meter.ts):
 * every public page waits on at most two D1 round trips in a row (three for a signed-in person's), and none makes more
 * round trips than it does today. A page that adds one fails here; a page that needs fewer lowers its line.
 * Requests ask for no cached copy, so the page is rendered (worker/index.ts), after one warm-up request that fills the
 * isolate's memory caches (the catalogue, the counts), as a busy worker's are.
 */
const PAGES: { path: string; trips: number }[] = [
  { path: "/", trips: 2 },
  { path: "/?country=US", trips: 2 },
  { path: "/?categories=remote_first,async_communication", trips: 2 },
  { path: "/?q=labs", trips: 3 },
  { path: "/es?country=US", trips: 2 },
  { path: "/explore", trips: 2 },
  { path: "/explore/miami", trips: 2 },
  { path: "/organizations/mia-causeway-labs", trips: 2 },
  { path: "/compare?ids=mia-causeway-labs,mia-harbor-health", trips: 1 },
  { path: "/jobs", trips: 2 },
  { path: "/jobs?workplace=remote&q=engineer", trips: 2 },
  { path: "/about", trips: 0 },
  { path: "/faq", trips: 0 },
];

const RENDERED = { "cache-control": "no-cache" };

test("every public page's render waits on at most two D1 round trips and makes no more than it does today", async ({
  request,
}) => {
  for (const { path, trips } of PAGES) {
    await request.get(path, { headers: RENDERED });
    const response = await request.get(path, { headers: RENDERED, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const figures = readServerTiming(response.headers()["server-timing"] ?? null);
    expect(figures?.chain ?? 0, path).toBeLessThanOrEqual(2);
    expect(figures?.roundTrips ?? 0, path).toBeLessThanOrEqual(trips);
  }
});

test("a signed-in person's pages wait on at most three D1 round trips", async ({ request, baseURL }) => {
  const signedIn = await request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL ?? "" },
    data: { email: "owner@example.com", password: "owner12345" },
  });
  expect(signedIn.status()).toBe(200);
  for (const path of ["/", "/profile", "/organizations/mia-causeway-labs", "/jobs"]) {
    await request.get(path);
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const figures = readServerTiming(response.headers()["server-timing"] ?? null);
    expect(figures?.chain ?? 0, path).toBeLessThanOrEqual(3);
  }
});
