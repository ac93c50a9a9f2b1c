import { env } from "cloudflare:workers";
import { renderToReadableStream } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP } from "../../../contract/limits";
import { call, json, seedDemoData } from "../../support/helpers";
import { homePage } from "../../support/home-page";

/**
 * The home page as the server renders it, from what its loader reads: over COUNT_CAP organizations in two
 * categories make the intersection's count capped, and the page says "1,000+" (API tests elsewhere check the count).
 */
beforeAll(async () => {
  await seedDemoData();
  const n = COUNT_CAP + 50;
  const ids = Array.from({ length: n }, (_, i) => `capped-${String(i).padStart(5, "0")}`);
  for (let i = 0; i < n; i += 200) {
    const chunk = ids.slice(i, i + 200);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO organizations (id, name, description, country_code, payment_status) VALUES ${chunk
          .map((id) => `('${id}', 'Capped ${id}', 'Capped.', 'SE', 'paid')`)
          .join(", ")}`,
      ),
      env.DB.prepare(
        `INSERT INTO organization_categories (organization_id, category_id, position) VALUES ${chunk
          .flatMap((id) => [`('${id}', 'b_corp', 0)`, `('${id}', 'employee_owned', 1)`])
          .join(", ")}`,
      ),
    ]);
  }
});

async function renderHome(search: string) {
  const stream = await renderToReadableStream(await homePage(`/${search}`));
  await stream.allReady;
  return new Response(stream).text();
}

describe("home page counts", () => {
  it("shows a capped count as 1,000+", async () => {
    const html = await renderHome("?categories=b_corp,employee_owned");
    expect(html).toContain("Organizations (1,000+)");
    expect(html).toContain("1,000+ matching organizations");
  });

  it("shows an exact count without a plus", async () => {
    const html = await renderHome("?categories=employee_owned");
    expect(html).toMatch(/Organizations \([\d,]+\)/);
    expect(html).not.toContain("1,000+");
  });
});

describe("every cursor the API hands out is accepted", () => {
  /** Follows nextCursor from the first page to the last: every page answers 200, and the pages joined are the list. */
  async function everyPage(query: string) {
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const response = await call(`/api/organizations?${query}&limit=60${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      const body = await json(response);
      total = body.meta.total;
      ids.push(...body.data.map((organization: { id: string }) => organization.id));
      cursor = body.meta.nextCursor;
    } while (cursor);
    return { ids, total };
  }

  it("pages an exact total above the count cap to its end (a country; the whole directory)", async () => {
    for (const query of ["country=SE", "country="]) {
      const { ids, total } = await everyPage(query);
      expect(total).toBeGreaterThan(COUNT_CAP);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(total);
    }
  });
});
