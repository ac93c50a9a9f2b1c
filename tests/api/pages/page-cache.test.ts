import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createAppContext } from "../../../worker/app-context";
import { BOOKMARK_COOKIE, createDb, requestBookmark, withDbSession } from "../../../worker/db/client";
import { GUEST_PASS_COOKIE, isGuestRequest } from "../../../worker/platform/guest-pass";
import { PAGE_CACHE_HEADER, type PageRender, withPageCache } from "../../../worker/platform/page-cache";
import { call, json, newSignedInUser, seedDemoData } from "../../support/helpers";

/**
 * The page cache (docs/decisions/0018): guests share the edge cache with visitors on public pages, signed-in people
 * never do; every request reads through one D1 session whose bookmark comes back in a cookie after writes.
 */

beforeAll(seedDemoData);

let counter = 0;
const ip = () => `10.13.${counter % 250}.${(counter++ % 250) + 1}`;

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
}

async function newGuest(): Promise<string> {
  const response = await call("/api/auth/sign-in/anonymous", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip() },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const PUBLIC = { "Cache-Control": "public, max-age=0, s-maxage=60" };

/**
 * A stand-in for the page renderer: public or private, and a record of the cookies each render was given. It asks the
 * app context who is signed in, as every page's root loader does, so a session it resolves marks the render personal.
 */
function renderer(kind: "public" | "private" = "public", shared = PUBLIC) {
  const seen: (string | null)[] = [];
  const render: PageRender = async (request, privacy) => {
    seen.push(request.headers.get("cookie"));
    const viewer = await createAppContext(env, createExecutionContext(), request, privacy).viewer();
    const who = viewer ? "someone" : "visitor";
    if (kind === "private") {
      return who === "visitor"
        ? new Response(null, { status: 302, headers: { Location: "/login" } })
        : new Response(`page for ${who}`, { headers: { "Cache-Control": "private, no-store" } });
    }
    return new Response(`page for ${who}`, { headers: shared });
  };
  return { render, seen };
}

let pathCounter = 0;
const freshUrl = (path = "/page") => `http://localhost${path}?n=${Date.now()}-${pathCounter++}`;

async function get(url: string, render: PageRender, cookie?: string) {
  const ctx = createExecutionContext();
  const response = await withPageCache(new Request(url, { headers: cookie ? { cookie } : {} }), env, ctx, render);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("guest pass", () => {
  it("the anonymous sign-in sets a guest pass next to the session; it proves the session is a guest's", async () => {
    const cookie = await newGuest();
    expect(cookie).toContain(`${GUEST_PASS_COOKIE}=`);
    expect(await isGuestRequest(env, new Request("http://localhost/", { headers: { cookie } }))).toBe(true);
    // The guest is a real session.
    const session = await json(await call("/api/auth/get-session", { headers: { cookie } }));
    expect(session.user.isAnonymous).toBe(true);
  });

  it("a pass proves nothing for another session, and a made-up pass proves nothing", async () => {
    const guest = await newGuest();
    const pass = guest.split("; ").find((pair) => pair.startsWith(`${GUEST_PASS_COOKIE}=`))!;
    const person = await newSignedInUser();
    const borrowed = `${person.cookie}; ${pass}`;
    expect(await isGuestRequest(env, new Request("http://localhost/", { headers: { cookie: borrowed } }))).toBe(false);
    const forged = `${person.cookie}; ${GUEST_PASS_COOKIE}=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect(await isGuestRequest(env, new Request("http://localhost/", { headers: { cookie: forged } }))).toBe(false);
    expect(await isGuestRequest(env, new Request("http://localhost/", { headers: { cookie: pass } }))).toBe(false);
  });

  it("a pass spelled another way (the spare bits of its last character changed) proves nothing", async () => {
    const guest = await newGuest();
    const pass = guest.split("; ").find((pair) => pair.startsWith(`${GUEST_PASS_COOKIE}=`))!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = `${pass.slice(0, -1)}${alphabet[alphabet.indexOf(pass.at(-1)!) ^ 1]}`;
    const cookie = guest.replace(pass, respelled);
    expect(cookie).not.toBe(guest);
    expect(await isGuestRequest(env, new Request("http://localhost/", { headers: { cookie: guest } }))).toBe(true);
    expect(await isGuestRequest(env, new Request("http://localhost/", { headers: { cookie } }))).toBe(false);
  });

  it("signing up from a guest session clears the pass (the new session is a person's)", async () => {
    const guest = await newGuest();
    const response = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip(), cookie: guest },
      body: JSON.stringify({ email: `from-guest-${Date.now()}@example.com`, password: "secret123", name: "Was Guest" }),
    });
    expect(response.status).toBe(200);
    const cleared = setCookie(response, GUEST_PASS_COOKIE);
    expect(cleared).toMatch(/Max-Age=0/);
    // Even a browser that kept the old pass is not taken for a guest with the new session.
    const session = cookieOf(response);
    const pass = guest.split("; ").find((pair) => pair.startsWith(`${GUEST_PASS_COOKIE}=`))!;
    const kept = `${session}; ${pass}`;
    expect(await isGuestRequest(env, new Request("http://localhost/", { headers: { cookie: kept } }))).toBe(false);
  });

  it("signing out clears the pass", async () => {
    const guest = await newGuest();
    const response = await call("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: guest },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(setCookie(response, GUEST_PASS_COOKIE)).toMatch(/Max-Age=0/);
  });
});

describe("page cache decisions", () => {
  it("a visitor's first request renders (miss) and is stored; the next is a hit", async () => {
    const url = freshUrl();
    const { render, seen } = renderer();
    const first = await get(url, render);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    const second = await get(url, render);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(await second.text()).toBe("page for visitor");
    expect(seen).toEqual([null]);
  });

  it("a guest gets the visitors' copy (hit), and a guest's miss is rendered as a visitor's page and stored", async () => {
    const guest = await newGuest();
    const shared = freshUrl();
    const { render, seen } = renderer();
    await get(shared, render);
    const hit = await get(shared, render, guest);
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(seen).toHaveLength(1);

    const own = freshUrl();
    const miss = await get(own, render, guest);
    expect(miss.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await miss.text()).toBe("page for visitor");
    // Rendered without the guest's cookies, so nothing of the guest is in the shared copy.
    expect(seen.at(-1)).toBeNull();
    const again = await get(own, render);
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });

  it("a guest on a page that is not public gets their own render, private", async () => {
    const guest = await newGuest();
    const { render, seen } = renderer("private");
    const response = await get(freshUrl("/profile"), render, guest);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("page for someone");
    expect(seen).toEqual([null, guest]);
  });

  it("a signed-in person never gets a shared copy and never fills the cache", async () => {
    const person = await newSignedInUser();
    const url = freshUrl();
    const { render, seen } = renderer();
    await get(url, render);
    const response = await get(url, render, person.cookie);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(seen).toEqual([null, person.cookie]);

    const theirs = freshUrl();
    await get(theirs, render, person.cookie);
    const visitor = await get(theirs, render);
    expect(visitor.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });

  it("a stored page is also kept in the isolate's memory, for as long as the shared copy lives and no longer", async () => {
    const url = freshUrl();
    const { render, seen } = renderer("public", { "Cache-Control": "public, max-age=0, s-maxage=1" });
    const dropSharedCopy = async () => (await caches.open("pages")).delete(new Request(url));
    await get(url, render);
    await dropSharedCopy();
    const kept = await get(url, render);
    expect(kept.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(kept.headers.get("x-page-cached-at")).toBeNull();
    expect(await kept.text()).toBe("page for visitor");
    expect(seen).toHaveLength(1);

    // Past its s-maxage the memory's copy is gone too: the page is rendered again.
    await scheduler.wait(1100);
    await dropSharedCopy();
    const expired = await get(url, render);
    expect(expired.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(seen).toHaveLength(2);
  });

  it("a session cookie with a pass that does not match it is treated as a signed-in person", async () => {
    const guest = await newGuest();
    const pass = guest.split("; ").find((pair) => pair.startsWith(`${GUEST_PASS_COOKIE}=`))!;
    const other = await newGuest();
    const session = other.split("; ").filter((pair) => !pair.startsWith(`${GUEST_PASS_COOKIE}=`));
    const mixed = [...session, pass].join("; ");
    const url = freshUrl();
    const { render } = renderer();
    await get(url, render);
    const response = await get(url, render, mixed);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("D1 sessions and the bookmark cookie", () => {
  /** A D1 binding that records how sessions were opened and answers a given bookmark. */
  function recordingBinding(latest: string) {
    const opened: string[] = [];
    const binding = {
      withSession(constraint: string) {
        opened.push(constraint);
        return { getBookmark: () => latest, prepare: () => null, batch: async () => [] };
      },
    } as unknown as D1Database;
    return { binding, opened };
  }

  /** A query through the app's drizzle client, as a service makes it (prepared, not run: the binding is a stand-in). */
  const query = (binding: D1Database) => createDb(binding).$client.prepare("SELECT 1");

  it("a write's answer carries the session's bookmark; the next request opens its session there", async () => {
    const first = recordingBinding("00000001-00000002-00000003-abcdef");
    const write = await withDbSession(
      first.binding,
      new Request("http://localhost/api/organizations", { method: "POST" }),
      async () => {
        query(first.binding);
        return new Response("{}", { status: 201 });
      },
    );
    expect(first.opened).toEqual(["first-unconstrained"]);
    const cookie = setCookie(write, BOOKMARK_COOKIE);
    expect(cookie).toContain(`${BOOKMARK_COOKIE}=00000001-00000002-00000003-abcdef`);
    expect(cookie).toMatch(/HttpOnly/);

    const next = recordingBinding("00000001-00000002-00000003-abcdef");
    const request = new Request("http://localhost/profile", { headers: { cookie: cookieOf(write) } });
    expect(requestBookmark(request)).toBe("00000001-00000002-00000003-abcdef");
    const read = await withDbSession(next.binding, request, async () => {
      query(next.binding);
      return new Response("page");
    });
    expect(next.opened).toEqual(["00000001-00000002-00000003-abcdef"]);
    // A read sets no cookie: a public page stays cacheable.
    expect(setCookie(read, BOOKMARK_COOKIE)).toBeUndefined();
  });

  it("a bookmark cookie that is not one is ignored", async () => {
    const { binding, opened } = recordingBinding("x");
    await withDbSession(
      binding,
      new Request("http://localhost/", { headers: { cookie: `${BOOKMARK_COOKIE}=<script>` } }),
      async () => {
        query(binding);
        return new Response("page");
      },
    );
    expect(opened).toEqual(["first-unconstrained"]);
  });

  it("a request that reads nothing opens no session and sets no cookie, even a POST", async () => {
    const { binding, opened } = recordingBinding("00000001-00000002-00000003-abcdef");
    const response = await withDbSession(
      binding,
      new Request("http://localhost/api/analytics/vitals", { method: "POST" }),
      async () => new Response(null, { status: 202 }),
    );
    expect(opened).toEqual([]);
    expect(setCookie(response, BOOKMARK_COOKIE)).toBeUndefined();
  });

  it("through the worker: a write sets the bookmark cookie, and the next request with it reads that write", async () => {
    const person = await newSignedInUser();
    const name = `Renamed ${Date.now()}`;
    const update = await call("/api/auth/update-user", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: person.cookie },
      body: JSON.stringify({ name }),
    });
    expect(update.status).toBe(200);
    const bookmark = setCookie(update, BOOKMARK_COOKIE);
    expect(bookmark).toBeTruthy();
    const me = await call("/api/auth/get-session", {
      headers: { cookie: `${person.cookie}; ${bookmark!.split(";")[0]}` },
    });
    expect(me.status).toBe(200);
    expect((await json(me)).user.name).toBe(name);
    // A read answers without a new bookmark cookie.
    expect(setCookie(me, BOOKMARK_COOKIE)).toBeUndefined();
  });
});
