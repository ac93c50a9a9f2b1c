import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { publicPageHeaders } from "../../../app/lib/cache";
import { createPaidOrganization, createVerifiedUser } from "../../../seed/factories";
import { getDirectoryHome } from "../../../worker/services/directory/directory";
import { getCityGuide } from "../../../worker/services/explore/explore";
import { getOrganizationEditor } from "../../../worker/services/organizations/organization-editing";
import { asViewer, db, dbFailing, seedDemoData } from "../../support/helpers";

beforeAll(seedDemoData);

const FILTERS = { country: undefined, categories: [], q: undefined, shown: 24 };

describe("sections of a page fail on their own", () => {
  beforeAll(() => {
    // The failures are logged on purpose; keep the test output readable.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("home: the directory fails (categories, organizations) while countries and the Miami teaser load", async () => {
    const home = await getDirectoryHome(dbFailing(/from "categories"/), env.CACHE, FILTERS);
    expect(home.failed).toEqual({ directory: true, countries: false });
    expect(home.organizations).toEqual([]);
    expect(home.countries.length).toBeGreaterThan(0);
    expect(home.teaser?.length).toBeGreaterThan(0);
  });

  it("home: the countries fail while the directory loads", async () => {
    const brokenCache = { get: () => Promise.reject(new Error("KV unavailable")) } as unknown as KVNamespace;
    const home = await getDirectoryHome(db(), brokenCache, FILTERS);
    expect(home.failed).toEqual({ directory: false, countries: true });
    expect(home.countries).toEqual([]);
    expect(home.organizations.length).toBeGreaterThan(0);
  });

  it("home: nothing failed, nothing reported", async () => {
    const home = await getDirectoryHome(db(), env.CACHE, FILTERS);
    expect(home.failed).toEqual({ directory: false, countries: false });
    expect(home.teaser).not.toBeNull();
  });

  it("city guide: the lanes come back empty when their query fails; the guide itself shows", async () => {
    const whole = await getCityGuide(db(), "miami", []);
    expect(whole.complete).toBe(true);
    expect(whole.anchors.length + whole.teams.length).toBeGreaterThan(0);

    const guide = await getCityGuide(dbFailing(/"is_featured" desc/), "miami", []);
    expect(guide.complete).toBe(false);
    expect(guide.city.slug).toBe("miami");
    expect(guide.anchors).toEqual([]);
    expect(guide.teams).toEqual([]);
    expect(guide.topics).toEqual(whole.topics);
  });

  it("city guide: a failed topic catalogue leaves the lanes", async () => {
    const whole = await getCityGuide(db(), "miami", []);
    const guide = await getCityGuide(dbFailing(/from "categories"/), "miami", []);
    expect(guide.complete).toBe(false);
    expect(guide.topics).toEqual([]);
    expect(guide.anchors.map((card) => card.id)).toEqual(whole.anchors.map((card) => card.id));
  });

  it("edit page: without the Explore city options the form still opens", async () => {
    const owner = await createVerifiedUser(db());
    const owned = await createPaidOrganization(db(), { createdBy: owner.id });
    const viewer = asViewer(owner.id, owner.email);
    const arrival = { checkoutId: null, guestCode: false };

    const editor = await getOrganizationEditor(dbFailing(/from "cities"/), viewer, owned.id, arrival);
    expect(editor.paid).toBe(true);
    if (!editor.paid) return;
    expect(editor.cities).toBeNull();
    expect(editor.categories.length).toBeGreaterThan(0);
    expect(editor.countries.length).toBeGreaterThan(0);

    const whole = await getOrganizationEditor(db(), viewer, owned.id, arrival);
    expect(whole.paid && whole.cities?.length).toBeGreaterThan(0);
  });
});

describe("a page with a section missing stays out of shared caches", () => {
  const headers = (own: string | null, parent: string | null) =>
    publicPageHeaders({
      loaderHeaders: new Headers(own ? { "Cache-Control": own } : {}),
      parentHeaders: new Headers(parent ? { "Cache-Control": parent } : {}),
    })["Cache-Control"];

  it("is shared for a minute when every loader answered whole", () => {
    expect(headers(null, null)).toBe("public, max-age=0, s-maxage=60");
    expect(headers(null, "public, max-age=0, s-maxage=60")).toBe("public, max-age=0, s-maxage=60");
  });

  it("is no-store when its own loader or its layout's (the directory's catalogue) missed a section", () => {
    expect(headers("no-store", null)).toBe("no-store");
    expect(headers(null, "no-store")).toBe("no-store");
  });
});
