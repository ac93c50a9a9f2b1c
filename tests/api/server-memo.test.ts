import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { createElement, type ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { type RenderMemoized, ServerMemo, ServerMemoContext } from "../../app/components/server-memo";
import { createServerMemo } from "../../app/lib/server-memo.server";
import { seedDemoData } from "../support/helpers";
import { homePage } from "../support/home-page";

/**
 * ServerMemo (issue #13): the server writes a pure component's markup once per distinct props. What a page shows
 * must not change: the markup is the component's own, a change to any prop is a new entry, and only the event
 * handlers are left out of the key.
 */
function render(node: ReactNode, memo: RenderMemoized | null) {
  // `react` is Preact here as in the build (vitest.config.ts); only the types are React's.
  return renderToString(createElement(ServerMemoContext.Provider, { value: memo }, node) as unknown as VNode);
}

type CountedProps = { label: string; tags: string[]; onPick?: () => void };
let renders = 0;
function Counted({ label, tags }: CountedProps) {
  renders++;
  return createElement("p", null, `${label}: ${tags.join(", ")}`);
}

describe("a memoized component", () => {
  const view = (memo: RenderMemoized | null, props: CountedProps) =>
    render(createElement(ServerMemo<CountedProps>, { component: Counted, props }), memo);

  it("is written once per distinct props, and again when any of them changes", () => {
    renders = 0;
    const memo = createServerMemo({ maxEntries: 2 });
    expect(view(memo, { label: "a", tags: ["x"] })).toBe("<p>a: x</p>");
    // Equal props in new objects, and an event handler, which the server does not write: the same entry.
    expect(view(memo, { label: "a", tags: ["x"], onPick: () => {} })).toBe("<p>a: x</p>");
    expect(renders).toBe(1);
    expect(view(memo, { label: "a", tags: ["x", "y"] })).toBe("<p>a: x, y</p>");
    expect(view(memo, { label: "b", tags: ["x"] })).toBe("<p>b: x</p>");
    expect(renders).toBe(3);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    renders = 0;
    const memo = createServerMemo({ maxEntries: 2 });
    view(memo, { label: "a", tags: [] });
    view(memo, { label: "b", tags: [] });
    view(memo, { label: "a", tags: [] }); // a is now the most recent
    view(memo, { label: "c", tags: [] }); // b goes
    expect(renders).toBe(3);
    view(memo, { label: "a", tags: [] });
    expect(renders).toBe(3);
    view(memo, { label: "b", tags: [] });
    expect(renders).toBe(4);
  });

  it("is the component itself where there is no memo (the browser)", () => {
    renders = 0;
    expect(view(null, { label: "a", tags: ["x"] })).toBe("<p>a: x</p>");
    expect(view(null, { label: "a", tags: ["x"] })).toBe("<p>a: x</p>");
    expect(renders).toBe(2);
  });
});

describe("the home page with memoized categories and cards", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  async function renderHome(path: string, memo: RenderMemoized | null) {
    return render(await homePage(path), memo);
  }

  it("is the markup the components write themselves, from the memo as on first writing", async () => {
    const memo = createServerMemo({ maxEntries: 8 });
    for (const path of ["/", "/?categories=climate_tech", "/?categories=climate_tech,remote_first&country=US", "/es"]) {
      const own = await renderHome(path, null);
      expect(own).toContain('name="categories"');
      expect(own).toContain(path.startsWith("/es") ? 'href="/es/organizations/' : 'href="/organizations/');
      expect(await renderHome(path, memo)).toBe(own);
      expect(await renderHome(path, memo)).toBe(own);
    }
  });

  it("keeps each language's cards apart: the Spanish page's cards link and read in Spanish", async () => {
    const memo = createServerMemo({ maxEntries: 8 });
    const english = await renderHome("/", memo);
    const spanish = await renderHome("/es", memo);
    expect(english).toContain("View profile");
    expect(english).not.toContain('href="/es/organizations/');
    expect(spanish).not.toContain("View profile");
    expect(spanish).not.toMatch(/href="\/organizations\//);
  });
});
