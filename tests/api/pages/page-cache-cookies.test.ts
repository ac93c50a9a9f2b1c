import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDraftOrganization } from "../../../seed/factories";
import { createAppContext } from "../../../worker/app-context";
import { GUEST_PASS_COOKIE, isGuestRequest } from "../../../worker/platform/guest-pass";
import { PAGE_CACHE_HEADER, type PageRender, withPageCache } from "../../../worker/platform/page-cache";
import { hasSessionCookie, parseRequestCookies } from "../../../worker/platform/request-cookies";
import { getSession } from "../../../worker/services/accounts/auth";
import { getOrganizationProfile } from "../../../worker/services/organizations/organization-profile";
import { call, db, newSignedInUser, seedDemoData } from "../../support/helpers";

/**
 * The page cache must never store or share a render that resolved a session, however the request spelled its
 * cookies (docs/decisions/0043). Each spelling below is checked against better-auth itself (does it resolve the
 * owner's session?), then sent by the owner of an unpaid organization, whose page only they can see: a visitor
 * after them must still get the 404, and nothing may be in the cache for the URL.
 */

beforeAll(seedDemoData);

const NAME = "better-auth.session_token";
const PUBLIC = { "Cache-Control": "public, max-age=0, s-maxage=60" };
/** The same deployment over HTTPS: better-auth then reads the `__Secure-` cookie name only. */
const httpsEnv = { ...env, APP_URL: "https://directory.example.com" } as Env;

let counter = 0;
const ip = () => `10.43.${counter % 250}.${(counter++ % 250) + 1}`;

function cookieValue(header: string, name: string): string {
  const value = parseRequestCookies(header).get(name)?.raw;
  if (!value) throw new Error(`no ${name} in ${header}`);
  return value;
}

async function newGuest(): Promise<{ token: string; pass: string }> {
  const response = await call("/api/auth/sign-in/anonymous", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip() },
    body: "{}",
  });
  expect(response.status).toBe(200);
  const header = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { token: cookieValue(header, NAME), pass: cookieValue(header, GUEST_PASS_COOKIE) };
}

/**
 * The organization page as its loader decides it: the app context's viewer (what every page's root loader asks), the
 * profile service (an unpaid organization is its owner's and the admins' only), the public page's headers; the
 * owner's name and email are in what the owner sees, as in the real header.
 */
function organizationPage(pageEnv: Env): PageRender {
  return async (request, privacy) => {
    const context = createAppContext(pageEnv, createExecutionContext(), request, privacy);
    const viewer = await context.viewer();
    const orgId = new URL(request.url).pathname.split("/").at(-1)!;
    try {
      const { org } = await getOrganizationProfile(context.db, viewer, orgId);
      return new Response(`<h1>${org.name}</h1><p>${viewer?.name ?? ""} ${viewer?.email ?? ""}</p>`, {
        headers: PUBLIC,
      });
    } catch {
      return new Response("Organization not found", { status: 404 });
    }
  };
}

async function get(pageEnv: Env, url: string, cookie?: string) {
  const ctx = createExecutionContext();
  const response = await withPageCache(
    new Request(url, { headers: cookie === undefined ? {} : { cookie } }),
    pageEnv,
    ctx,
    organizationPage(pageEnv),
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, state: response.headers.get(PAGE_CACHE_HEADER), headers: response.headers };
}

/** Whose session better-auth resolves for the header: the owner's, the guest's, or none. */
type Spelling = { name: string; cookie: string; resolves: "owner" | "guest" | null };

/** Cookie headers carrying the owner's token `t` (raw as issued), with a guest's token and pass where a case needs one. */
function spellings(t: string, guest: { token: string; pass: string }): Spelling[] {
  const decoded = decodeURIComponent(t);
  const g = guest.token;
  const pass = `${GUEST_PASS_COOKIE}=${guest.pass}`;
  return [
    { name: "plain", cookie: `${NAME}=${t}`, resolves: "owner" },
    { name: "space before =", cookie: `${NAME} =${t}`, resolves: "owner" },
    { name: "space after =", cookie: `${NAME}= ${t}`, resolves: "owner" },
    {
      name: "spaces and tabs around name and value",
      cookie: `theme=dark;  ${NAME}\t = \t${t} ;x=1`,
      resolves: "owner",
    },
    { name: "no space after the previous ;", cookie: `theme=dark;${NAME}=${t}`, resolves: "owner" },
    { name: "quoted value", cookie: `${NAME}="${t}"`, resolves: "owner" },
    { name: "percent-decoded value", cookie: `${NAME}=${decoded}`, resolves: "owner" },
    { name: "valid, then an invalid duplicate", cookie: `${NAME}=${t}; ${NAME}=junk.value`, resolves: "owner" },
    { name: "invalid, then a valid duplicate", cookie: `${NAME}=junk.value; ${NAME}=${t}`, resolves: null },
    { name: "spaced valid, then a plain invalid", cookie: `${NAME} =${t}; ${NAME}=junk.value`, resolves: "owner" },
    { name: "plain invalid, then a spaced valid", cookie: `${NAME}=junk.value; ${NAME} =${t}`, resolves: null },
    { name: "empty, then valid", cookie: `${NAME}=; ${NAME}=${t}`, resolves: null },
    { name: "upper-case name", cookie: `${NAME.toUpperCase()}=${t}`, resolves: null },
    { name: "mixed-case name", cookie: `Better-Auth.Session_Token=${t}`, resolves: null },
    {
      name: "upper-case decoy, then the real name",
      cookie: `${NAME.toUpperCase()}=junk; ${NAME}=${t}`,
      resolves: "owner",
    },
    {
      name: "real name, then an upper-case duplicate",
      cookie: `${NAME}=${t}; ${NAME.toUpperCase()}=junk`,
      resolves: "owner",
    },
    { name: "__Secure- prefix on http", cookie: `__Secure-${NAME}=${t}`, resolves: null },
    { name: "__Secure- decoy, then the plain name", cookie: `__Secure-${NAME}=junk; ${NAME}=${t}`, resolves: "owner" },
    { name: "session_data next to the token", cookie: `better-auth.session_data=e30; ${NAME}=${t}`, resolves: "owner" },
    { name: "session_data alone, with the token in it", cookie: `better-auth.session_data=${t}`, resolves: null },
    { name: "dash instead of dot", cookie: `better-auth-session_token=${t}`, resolves: null },
    {
      name: "the owner's spaced token before a guest's session and pass",
      cookie: `${NAME} =${t}; ${NAME}=${g}; ${pass}`,
      resolves: "owner",
    },
    { name: "a guest's pass next to the owner's token", cookie: `${NAME}=${t}; ${pass}`, resolves: "owner" },
    {
      name: "the owner's token after a guest's session and pass",
      cookie: `${NAME}=${g}; ${pass}; ${NAME} =${t}`,
      resolves: "guest",
    },
  ];
}

/** The same checks on the HTTPS deployment, where the cookie is `__Secure-better-auth.session_token`. */
function secureSpellings(t: string): Spelling[] {
  const secure = `__Secure-${NAME}`;
  return [
    { name: "https: plain", cookie: `${secure}=${t}`, resolves: "owner" },
    { name: "https: space before =", cookie: `${secure} =${t}`, resolves: "owner" },
    { name: "https: space after =", cookie: ` ${secure}= ${t}`, resolves: "owner" },
    { name: "https: invalid, then valid", cookie: `${secure}=junk; ${secure}=${t}`, resolves: null },
    { name: "https: valid, then invalid", cookie: `${secure}=${t}; ${secure}=junk`, resolves: "owner" },
    { name: "https: lower-case prefix", cookie: `__secure-${NAME}=${t}`, resolves: null },
    { name: "https: no prefix", cookie: `${NAME}=${t}`, resolves: null },
    { name: "https: prefixless decoy, then the real one", cookie: `${NAME}=junk; ${secure} =${t}`, resolves: "owner" },
  ];
}

describe("an owner's unpaid organization, under every spelling of the session cookie", () => {
  let owner: Awaited<ReturnType<typeof newSignedInUser>>;
  let token: string;
  let guest: { token: string; pass: string };
  let guestId: string;

  beforeAll(async () => {
    owner = await newSignedInUser({ name: "Olivia Owner" });
    token = cookieValue(owner.cookie, NAME);
    guest = await newGuest();
    guestId = (await getSession(env, new Headers({ cookie: `${NAME}=${guest.token}` })))!.user.id;
  });

  async function checkSpelling(pageEnv: Env, { name, cookie, resolves }: Spelling, path: string) {
    const org = await createDraftOrganization(db(), { name: `Unpaid ${name} ${counter++}`, createdBy: owner.id });
    // better-auth itself is the judge of which spellings sign the owner in.
    const session = await getSession(pageEnv, new Headers({ cookie }));
    const expected = resolves === "owner" ? owner.id : resolves === "guest" ? guestId : null;
    expect(session?.user.id ?? null, `${name}: better-auth`).toBe(expected);
    // Where the page cache still asks "is there a session cookie?" it errs towards yes.
    expect(hasSessionCookie(cookie), `${name}: hasSessionCookie`).toBe(true);

    const url = `http://localhost${path}/${org.id}`;
    const mine = await get(pageEnv, url, cookie);
    if (resolves === "owner") {
      expect(mine.status, name).toBe(200);
      expect(mine.body, name).toContain(owner.email);
      expect(mine.state, name).toBe("bypass");
      expect(mine.headers.get("cache-control"), name).toBe("private, no-store");
    } else {
      expect(mine.status, name).toBe(404);
    }
    for (let i = 0; i < 2; i++) {
      const visitor = await get(pageEnv, url);
      expect(visitor.status, `${name}: visitor ${i}`).toBe(404);
      expect(visitor.body, name).not.toContain(org.name);
      expect(visitor.body, name).not.toContain(owner.email);
      expect(visitor.state, name).not.toBe("hit");
    }
    expect(await (await caches.open("pages")).match(url), name).toBeUndefined();
  }

  it("http deployment: no spelling stores or shares the owner's render", async () => {
    for (const spelling of spellings(token, guest)) await checkSpelling(env, spelling, "/organizations");
  });

  it("http deployment, a Spanish page: the same", async () => {
    for (const spelling of spellings(token, guest)) await checkSpelling(env, spelling, "/es/organizations");
  });

  it("https deployment (__Secure- cookie names): the same", async () => {
    for (const spelling of secureSpellings(token)) await checkSpelling(httpsEnv, spelling, "/organizations");
  });
});

describe("what a render resolved decides, not the header", () => {
  it("a public page rendered for a signed-in person is never stored, even for a header no pattern recognises", async () => {
    const person = await newSignedInUser({ name: "Pat Private" });
    const token = cookieValue(person.cookie, NAME);
    // A page public for everybody that names who is signed in, as the site header does.
    const page: PageRender = async (request, privacy) => {
      const viewer = await createAppContext(env, createExecutionContext(), request, privacy).viewer();
      return new Response(`jobs for ${viewer?.email ?? "a visitor"}`, { headers: PUBLIC });
    };
    const fetchPage = async (url: string, cookie?: string) => {
      const ctx = createExecutionContext();
      const request = new Request(url, { headers: cookie ? { cookie } : {} });
      const response = await withPageCache(request, env, ctx, page);
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return {
        body,
        state: response.headers.get(PAGE_CACHE_HEADER),
        cacheControl: response.headers.get("cache-control"),
      };
    };
    for (const path of ["/jobs", "/es/jobs", "/compare?ids=a,b", "/"]) {
      const url = `http://localhost${path}${path.includes("?") ? "&" : "?"}n=${counter++}`;
      const mine = await fetchPage(url, `${NAME} =${token}`);
      expect(mine.body).toBe(`jobs for ${person.email}`);
      expect(mine.state).toBe("bypass");
      expect(mine.cacheControl).toBe("private, no-store");
      const visitor = await fetchPage(url);
      expect(visitor.body).toBe("jobs for a visitor");
      expect(visitor.state).toBe("miss");
    }
  });

  it("a render that resolved a session is kept out of the cache even when the request looked like a visitor's", async () => {
    const person = await newSignedInUser();
    // The render reads a session the request's own header does not show (as a loader reading it some other way
    // would): the page cache goes by the render's record, not by the header.
    const leaky: PageRender = async (_request, privacy) => {
      const signedIn = new Request("http://localhost/", { headers: { cookie: person.cookie } });
      const viewer = await createAppContext(env, createExecutionContext(), signedIn, privacy).viewer();
      return new Response(`for ${viewer?.email}`, { headers: PUBLIC });
    };
    const url = `http://localhost/jobs?n=${counter++}`;
    const ctx = createExecutionContext();
    const response = await withPageCache(new Request(url), env, ctx, leaky);
    await waitOnExecutionContext(ctx);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await (await caches.open("pages")).match(url)).toBeUndefined();
  });

  it("a session cookie that signs nobody in is rendered, not served from the cache, and its render may be stored", async () => {
    const url = `http://localhost/jobs?n=${counter++}`;
    const page: PageRender = async (request, privacy) => {
      const viewer = await createAppContext(env, createExecutionContext(), request, privacy).viewer();
      return new Response(`for ${viewer?.email ?? "a visitor"}`, { headers: PUBLIC });
    };
    const ctx = createExecutionContext();
    const stale = await withPageCache(new Request(url, { headers: { cookie: `${NAME}=expired.x` } }), env, ctx, page);
    await waitOnExecutionContext(ctx);
    expect(stale.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await stale.text()).toBe("for a visitor");
    const visitor = await withPageCache(new Request(url), env, createExecutionContext(), page);
    expect(visitor.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });
});

describe("guests are still served the shared pages, their cookies read as better-auth reads them", () => {
  it("a guest's session spelled with spaces is still a guest's; a person's token first is not", async () => {
    const guest = await newGuest();
    const person = await newSignedInUser();
    const token = cookieValue(person.cookie, NAME);
    const pass = `${GUEST_PASS_COOKIE}=${guest.pass}`;
    const isGuest = (cookie: string) => isGuestRequest(env, new Request("http://localhost/", { headers: { cookie } }));
    expect(await isGuest(`${NAME}=${guest.token}; ${pass}`)).toBe(true);
    expect(await isGuest(`${NAME} = ${guest.token} ; ${GUEST_PASS_COOKIE} = ${guest.pass}`)).toBe(true);
    expect(await isGuest(`${NAME}=${guest.token}; ${NAME}=${token}; ${pass}`)).toBe(true);
    // better-auth reads the first: the person, whom the guest's pass does not describe.
    expect(await isGuest(`${NAME} =${token}; ${NAME}=${guest.token}; ${pass}`)).toBe(false);
    expect(await isGuest(`${NAME}=${token}; ${pass}`)).toBe(false);
  });

  it("a guest gets the visitors' copy and fills it with a visitor's render", async () => {
    const guest = await newGuest();
    const cookie = `${NAME} =${guest.token}; ${GUEST_PASS_COOKIE}=${guest.pass}`;
    const page: PageRender = async (request, privacy) => {
      const viewer = await createAppContext(env, createExecutionContext(), request, privacy).viewer();
      return new Response(viewer ? "guest's own" : "shared", { headers: PUBLIC });
    };
    const url = `http://localhost/about?n=${counter++}`;
    const ctx = createExecutionContext();
    const miss = await withPageCache(new Request(url, { headers: { cookie } }), env, ctx, page);
    await waitOnExecutionContext(ctx);
    expect(miss.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(await miss.text()).toBe("shared");
    const hit = await withPageCache(new Request(url, { headers: { cookie } }), env, createExecutionContext(), page);
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });
});
