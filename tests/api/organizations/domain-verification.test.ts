import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DOMAIN_MESSAGES, VERIFICATION_FILE_PATH } from "../../../contract/domain-verification";
import { ORGANIZATION_MESSAGES } from "../../../contract/messages";
import { createPaidOrganization, uniqueId } from "../../../seed/factories";
import { devEmails, domainVerifications, organizations } from "../../../worker/db/schema";
import { getConfig } from "../../../worker/platform/env";
import {
  checkDomain,
  confirmDomainCode,
  recheckDomains,
  sendDomainCode,
} from "../../../worker/services/verification/domain-verification";
import { asViewer, call, callSettled, db, json, newSignedInUser, seedDemoData, send } from "../../support/helpers";

beforeAll(seedDemoData);
afterEach(() => vi.restoreAllMocks());

const RESOLVER = "https://cloudflare-dns.com/dns-query";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A verified creator and their listed organization on a domain of its own. */
async function ownedOrganization(website = (domain: string) => `https://www.${domain}/about`) {
  const owner = await newSignedInUser();
  const domain = `${uniqueId("verify")}.example.com`;
  const org = await createPaidOrganization(db(), { createdBy: owner.id, websiteUrl: website(domain) });
  const start = await send("GET", `/api/organizations/${org.id}/domain-verification`, undefined, owner.cookie);
  expect(start.status).toBe(200);
  const { data } = await json(start);
  return { owner, org, domain, token: data.token as string, verification: data };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Intercepts the worker's outbound requests: DNS over HTTPS and the websites. */
function outbound(handler: Handler) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return handler(url, init);
  });
}

const txtAnswer = (...values: string[]) =>
  Response.json({ Status: 0, Answer: values.map((value) => ({ type: 16, data: `"${value}"` })) });

const check = (org: { id: string }, cookie: string, method: "dns" | "file") =>
  send("POST", `/api/organizations/${org.id}/domain-verification/check`, { method }, cookie);

async function publicProfile(id: string) {
  return (await json(await call(`/api/organizations/${id}`))).data as { verifiedDomain: string | null };
}

describe("the verification's instructions", () => {
  it("gives the creator the domain (without www.), a code, the TXT value and the file's address", async () => {
    const { domain, token, verification } = await ownedOrganization();
    expect(verification).toMatchObject({
      domain,
      named: true,
      txtValue: `culture-directory-verification=${token}`,
      fileUrl: `https://www.${domain}${VERIFICATION_FILE_PATH}`,
      verified: null,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it("is the creator's alone, and says what is missing without a website", async () => {
    const { org } = await ownedOrganization();
    const stranger = await newSignedInUser();
    expect(
      (await send("GET", `/api/organizations/${org.id}/domain-verification`, undefined, stranger.cookie)).status,
    ).toBe(403);
    const owner = await newSignedInUser();
    const bare = await createPaidOrganization(db(), { createdBy: owner.id });
    const { data } = await json(
      await send("GET", `/api/organizations/${bare.id}/domain-verification`, undefined, owner.cookie),
    );
    expect(data).toMatchObject({ domain: null, token: null, verified: null });
    const refused = await check(bare, owner.cookie, "dns");
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(DOMAIN_MESSAGES.noWebsite);
  });
});

describe("verification by DNS TXT record", () => {
  it("verifies the domain when the TXT record holds the code, and the profile shows it", async () => {
    const { owner, org, domain, token } = await ownedOrganization();
    const asked: URL[] = [];
    outbound((url) => {
      asked.push(url);
      return txtAnswer("v=spf1 -all", `culture-directory-verification=${token}`);
    });
    const response = await check(org, owner.cookie, "dns");
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data.verified).toMatchObject({ domain, method: "dns" });
    expect(new Date(data.verified.until).getTime()).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    expect(asked.map((url) => `${url.origin}${url.pathname}?${url.searchParams}`)).toEqual([
      `${RESOLVER}?name=${domain}&type=TXT`,
    ]);
    vi.restoreAllMocks();
    expect((await publicProfile(org.id)).verifiedDomain).toBe(domain);
  });

  it("refuses a missing or different record with what it looked for, and a resolver failure as such", async () => {
    const { owner, org, domain } = await ownedOrganization();
    outbound(() => txtAnswer("culture-directory-verification=someone-elses-code"));
    const missing = await check(org, owner.cookie, "dns");
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe(DOMAIN_MESSAGES.txtNotFound(domain));

    vi.restoreAllMocks();
    outbound(() => new Response("busy", { status: 503 }));
    const failed = await check(org, owner.cookie, "dns");
    expect((await json(failed)).message).toBe(DOMAIN_MESSAGES.dnsFailed);
    vi.restoreAllMocks();
    expect((await publicProfile(org.id)).verifiedDomain).toBeNull();
    const [row] = await db().select().from(domainVerifications).where(eq(domainVerifications.organizationId, org.id));
    expect(row!.lastError).toBe(DOMAIN_MESSAGES.dnsFailed);
  });
});

describe("the website the worker fetches is a public website's", () => {
  const NOT_PUBLIC = [
    "http://127.0.0.1:8899",
    "http://127.0.0.1",
    "http://0x7f.1",
    "http://2130706433",
    "http://[::1]/",
    "http://[::ffff:7f00:1]",
    "http://10.0.0.5",
    "http://192.168.1.1",
    "http://169.254.169.254/latest",
    "http://localhost:8080",
    "http://localhost",
    "http://app.localhost",
    "http://intranet",
    "http://intranet.",
    "https://metadata",
    "http://metadata.google.internal/computeMetadata/v1/",
    "https://METADATA.GOOGLE.INTERNAL.",
    "https://printer.local",
    "https://nas.lan",
    "https://router.home.arpa",
    "https://wiki.intranet",
    "https://build.corp",
    "https://vault.private",
    "https://nas.home",
    "https://staging.test",
    "https://nothing.invalid",
    "https://team.example",
    "https://example.com:8443",
    "https://user:secret@example.com",
  ];

  it.each(NOT_PUBLIC)("refuses %s as an organization's website, and never fetches it when stored", async (website) => {
    const owner = await newSignedInUser();
    const org = await createPaidOrganization(db(), {
      createdBy: owner.id,
      categories: ["remote_first"],
      websiteUrl: website,
    });
    const saved = await send(
      "PUT",
      `/api/organizations/${org.id}`,
      { name: "Scanner", description: "d", country: "US", categoryIds: ["remote_first"], websiteUrl: website },
      owner.cookie,
    );
    expect(saved.status).toBe(400);
    expect((await json(saved)).message).toBe(ORGANIZATION_MESSAGES.publicWebsite);
    // Stored before the rule (or by other means): the check refuses it before any request leaves.
    const asked: string[] = [];
    outbound((url) => {
      asked.push(url.href);
      return new Response("x");
    });
    for (const method of ["file", "dns"] as const) {
      const checked = await check(org, owner.cookie, method);
      expect(checked.status).toBe(400);
      expect((await json(checked)).message).toBe(DOMAIN_MESSAGES.ipWebsite);
    }
    expect(asked).toEqual([]);
  });

  it("does not follow a redirect to another port, even of the same host", async () => {
    const { owner, org, domain } = await ownedOrganization((name) => `https://${name}`);
    const asked: string[] = [];
    outbound((url) => {
      asked.push(url.href);
      return new Response(null, { status: 302, headers: { location: `https://${domain}:8080/code.txt` } });
    });
    const response = await check(org, owner.cookie, "file");
    expect(response.status).toBe(400);
    expect(asked).toEqual([`https://${domain}${VERIFICATION_FILE_PATH}`]);
  });
});

describe("verification by a file under /.well-known/", () => {
  it("verifies when the website serves the code, following a redirect within the website", async () => {
    const { owner, org, domain, token } = await ownedOrganization();
    const asked: string[] = [];
    outbound((url, init) => {
      asked.push(url.href);
      expect(init?.redirect).toBe("manual");
      if (url.hostname === `www.${domain}`) {
        return new Response(null, { status: 301, headers: { location: `https://${domain}${VERIFICATION_FILE_PATH}` } });
      }
      return new Response(`${token}\n`);
    });
    const response = await check(org, owner.cookie, "file");
    expect(response.status).toBe(200);
    expect((await json(response)).data.verified).toMatchObject({ domain, method: "file" });
    expect(asked).toEqual([
      `https://www.${domain}${VERIFICATION_FILE_PATH}`,
      `https://${domain}${VERIFICATION_FILE_PATH}`,
    ]);
  });

  it("never follows a redirect to another host, and refuses a wrong file or a timeout", async () => {
    const { owner, org } = await ownedOrganization();
    const asked: string[] = [];
    outbound((url) => {
      asked.push(url.hostname);
      return new Response(null, { status: 302, headers: { location: "https://attacker.example/code.txt" } });
    });
    const redirected = await check(org, owner.cookie, "file");
    expect(redirected.status).toBe(400);
    expect((await json(redirected)).message).toBe(DOMAIN_MESSAGES.fileRedirect);
    expect(asked).not.toContain("attacker.example");

    vi.restoreAllMocks();
    outbound(() => new Response("not the code"));
    const wrong = await check(org, owner.cookie, "file");
    expect((await json(wrong)).message).toMatch(/did not answer with your code\.$/);

    vi.restoreAllMocks();
    outbound(() => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")));
    const slow = await check(org, owner.cookie, "file");
    expect((await json(slow)).message).toBe(DOMAIN_MESSAGES.timeout);
    vi.restoreAllMocks();
    expect((await publicProfile(org.id)).verifiedDomain).toBeNull();
  });

  it("needs https in production", async () => {
    const { owner, org } = await ownedOrganization((domain) => `http://${domain}`);
    const production = getConfig({
      ...env,
      APP_ENV: "production",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      EMAIL_TRANSPORT: "http",
      EMAIL_HTTP_URL: "https://email-provider.example/send",
      EMAIL_API_KEY: "key",
    } as Env);
    const fetchSpy = outbound(() => new Response("whatever"));
    await expect(checkDomain(production, db(), asViewer(owner.id, owner.email), org.id, "file")).rejects.toThrow(
      DOMAIN_MESSAGES.httpsRequired,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("verification by an emailed code", () => {
  /** Asks for a code through the API, answered once the email is in the mailbox. */
  const requestCode = (organizationId: string, localPart: string, cookie: string) =>
    callSettled(`/api/organizations/${organizationId}/domain-verification/code-request`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ localPart }),
    });
  const lastCode = async (to: string) => {
    const [mail] = await db().select().from(devEmails).where(eq(devEmails.to, to)).orderBy(desc(devEmails.createdAt));
    return mail!.subject.match(/^(\d{6}) is your code/)![1]!;
  };

  it("sends a code to an address at the domain; a wrong code is refused, the right one verifies", async () => {
    const { owner, org, domain } = await ownedOrganization();
    const sent = await requestCode(org.id, "Admin", owner.cookie);
    expect(sent.status).toBe(200);
    expect((await json(sent)).data.codeSentTo).toBe(`admin@${domain}`);
    const code = await lastCode(`admin@${domain}`);

    const wrong = await send(
      "POST",
      `/api/organizations/${org.id}/domain-verification/code`,
      { code: code === "000000" ? "111111" : "000000" },
      owner.cookie,
    );
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe(DOMAIN_MESSAGES.codeWrong);
    const right = await send("POST", `/api/organizations/${org.id}/domain-verification/code`, { code }, owner.cookie);
    expect(right.status).toBe(200);
    expect((await json(right)).data.verified).toMatchObject({ domain, method: "email" });
    expect((await publicProfile(org.id)).verifiedDomain).toBe(domain);
  });

  it("writes the email in the page's language", async () => {
    const { owner, org, domain } = await ownedOrganization();
    await sendDomainCode(getConfig(env), db(), asViewer(owner.id, owner.email), org.id, "webmaster", { locale: "es" });
    const [mail] = await db()
      .select()
      .from(devEmails)
      .where(eq(devEmails.to, `webmaster@${domain}`));
    expect(mail!.subject).toMatch(new RegExp(`^\\d{6} es tu código para verificar ${domain.replaceAll(".", "\\.")}$`));
    expect(mail!.html).toContain('<html lang="es">');
  });

  it("sends codes only to the role addresses certificate authorities accept, never to anyone's own mailbox", async () => {
    const { owner, org, domain } = await ownedOrganization();
    for (const localPart of ["a@b", "hello", "someone.else", "admin+x", "postmaster.", ""]) {
      const bad = await send(
        "POST",
        `/api/organizations/${org.id}/domain-verification/code-request`,
        { localPart },
        owner.cookie,
      );
      expect(bad.status, localPart).toBe(400);
      expect((await json(bad)).message).toBe(DOMAIN_MESSAGES.roleMailbox);
    }
    const sentTo = await db().select({ to: devEmails.to }).from(devEmails);
    expect(sentTo.filter(({ to }) => to.endsWith(`@${domain}`))).toEqual([]);
    for (const localPart of ["admin", "administrator", "hostmaster", "postmaster", "Webmaster"]) {
      const sent = await send(
        "POST",
        `/api/organizations/${org.id}/domain-verification/code-request`,
        { localPart },
        owner.cookie,
      );
      expect(sent.status, localPart).toBe(200);
    }
  });

  it("refuses free email providers' and public suffixes' domains with a clear message, sending nothing", async () => {
    for (const website of [
      "https://gmail.com",
      "https://www.outlook.com/about",
      "https://github.io",
      "https://co.uk",
    ]) {
      const owner = await newSignedInUser();
      const org = await createPaidOrganization(db(), { createdBy: owner.id, websiteUrl: website });
      const domain = new URL(website).hostname.replace(/^www\./, "");
      outbound(() => {
        throw new Error("no request may leave for a domain that cannot be verified");
      });
      const code = await send(
        "POST",
        `/api/organizations/${org.id}/domain-verification/code-request`,
        { localPart: "postmaster" },
        owner.cookie,
      );
      expect(code.status, website).toBe(400);
      expect((await json(code)).message).toBe(DOMAIN_MESSAGES.sharedDomain(domain));
      for (const method of ["dns", "file"] as const) {
        const checked = await check(org, owner.cookie, method);
        expect(checked.status, `${website} ${method}`).toBe(400);
        expect((await json(checked)).message).toBe(DOMAIN_MESSAGES.sharedDomain(domain));
      }
      vi.restoreAllMocks();
      expect(
        await db()
          .select()
          .from(devEmails)
          .where(eq(devEmails.to, `postmaster@${domain}`)),
      ).toEqual([]);
    }
  });

  it("judges at most five of 20 wrong codes sent at once; then even the right one is refused", async () => {
    const { owner, org, domain } = await ownedOrganization();
    await requestCode(org.id, "hostmaster", owner.cookie);
    const code = await lastCode(`hostmaster@${domain}`);
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send("POST", `/api/organizations/${org.id}/domain-verification/code`, { code: wrong(n) }, owner.cookie).then(
          async (response) => (await json(response)).message as string,
        ),
      ),
    );
    expect(answers.filter((message) => message === DOMAIN_MESSAGES.codeWrong)).toHaveLength(5);
    expect(answers.filter((message) => message === DOMAIN_MESSAGES.tooManyAttempts)).toHaveLength(15);
    const right = await send("POST", `/api/organizations/${org.id}/domain-verification/code`, { code }, owner.cookie);
    expect((await json(right)).message).toBe(DOMAIN_MESSAGES.tooManyAttempts);
    expect((await publicProfile(org.id)).verifiedDomain).toBeNull();
  });

  it("refuses an expired code and a sixth try", async () => {
    const { owner, org, domain } = await ownedOrganization();
    await requestCode(org.id, "administrator", owner.cookie);
    const code = await lastCode(`administrator@${domain}`);
    const config = getConfig(env);
    const viewer = asViewer(owner.id, owner.email);
    await expect(
      confirmDomainCode(config, db(), viewer, org.id, code, new Date(Date.now() + 31 * 60_000)),
    ).rejects.toThrow(DOMAIN_MESSAGES.codeExpired);
    for (let i = 0; i < 5; i++) {
      await expect(
        confirmDomainCode(config, db(), viewer, org.id, code === "999999" ? "999998" : "999999"),
      ).rejects.toThrow(DOMAIN_MESSAGES.codeWrong);
    }
    await expect(confirmDomainCode(config, db(), viewer, org.id, code)).rejects.toThrow(
      DOMAIN_MESSAGES.tooManyAttempts,
    );
    expect((await publicProfile(org.id)).verifiedDomain).toBeNull();
  });
});

describe("expiry and the hourly re-check", () => {
  async function verifiedByDns(lastCheckedDaysAgo: number, untilDays: number) {
    const made = await ownedOrganization();
    const now = Date.now();
    await db().batch([
      db()
        .update(domainVerifications)
        .set({
          method: "dns",
          verifiedAt: new Date(now - 30 * DAY_MS),
          lastCheckedAt: new Date(now - lastCheckedDaysAgo * DAY_MS),
        })
        .where(eq(domainVerifications.organizationId, made.org.id)),
      db()
        .update(organizations)
        .set({ verifiedDomain: made.domain, domainVerifiedUntil: new Date(now + untilDays * DAY_MS) })
        .where(eq(organizations.id, made.org.id)),
    ]);
    return made;
  }

  const badgeOf = async (id: string) => (await db().select().from(organizations).where(eq(organizations.id, id)))[0]!;

  it("hides a verification past its year at once, and the job clears it", async () => {
    const { org } = await verifiedByDns(0, -1);
    expect((await publicProfile(org.id)).verifiedDomain).toBeNull();
    const run = await recheckDomains(getConfig(env), db());
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await badgeOf(org.id)).verifiedDomain).toBeNull();
  });

  it("extends a proof still in place, takes the badge from one gone, and leaves it when the check cannot run", async () => {
    const kept = await verifiedByDns(2, 10);
    const gone = await verifiedByDns(2, 10);
    const unreachable = await verifiedByDns(2, 10);
    const fresh = await verifiedByDns(0, 10);
    outbound((url) => {
      const name = url.searchParams.get("name");
      if (name === kept.domain) return txtAnswer(`culture-directory-verification=${kept.token}`);
      if (name === gone.domain) return txtAnswer();
      if (name === fresh.domain) throw new Error("checked again too soon");
      return new Response("down", { status: 502 });
    });
    await recheckDomains(getConfig(env), db());
    vi.restoreAllMocks();
    expect((await badgeOf(kept.org.id)).domainVerifiedUntil!.getTime()).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    expect((await badgeOf(gone.org.id)).verifiedDomain).toBeNull();
    expect((await badgeOf(unreachable.org.id)).verifiedDomain).toBe(unreachable.domain);
    expect((await publicProfile(fresh.org.id)).verifiedDomain).toBe(fresh.domain);
  });

  it("asks nothing about a verified website whose name is a local one, and takes its badge away", async () => {
    const owner = await newSignedInUser();
    const domain = `${uniqueId("verify")}.internal`;
    const org = await createPaidOrganization(db(), { createdBy: owner.id, websiteUrl: `https://${domain}/` });
    const started = await send("GET", `/api/organizations/${org.id}/domain-verification`, undefined, owner.cookie);
    const { token } = (await json(started)).data;
    const longAgo = new Date(Date.now() - 400 * DAY_MS);
    await db().batch([
      db()
        .update(domainVerifications)
        .set({ method: "dns", verifiedAt: longAgo, lastCheckedAt: longAgo })
        .where(eq(domainVerifications.organizationId, org.id)),
      db()
        .update(organizations)
        .set({ verifiedDomain: domain, domainVerifiedUntil: new Date(Date.now() + 10 * DAY_MS) })
        .where(eq(organizations.id, org.id)),
    ]);
    const asked: string[] = [];
    outbound((url) => {
      asked.push(url.href);
      return txtAnswer(`culture-directory-verification=${token}`);
    });
    await recheckDomains(getConfig(env), db());
    vi.restoreAllMocks();
    expect(asked.filter((href) => href.includes(domain))).toEqual([]);
    expect((await badgeOf(org.id)).verifiedDomain).toBeNull();
  });

  it("no longer shows the badge once the website moved to another domain, and gives a new code for it", async () => {
    const { owner, org, domain, token } = await verifiedByDns(0, 100);
    expect((await publicProfile(org.id)).verifiedDomain).toBe(domain);
    await db()
      .update(organizations)
      .set({ websiteUrl: "https://elsewhere-team.example.com/" })
      .where(eq(organizations.id, org.id));
    expect((await publicProfile(org.id)).verifiedDomain).toBeNull();
    const { data } = await json(
      await send("GET", `/api/organizations/${org.id}/domain-verification`, undefined, owner.cookie),
    );
    expect(data.domain).toBe("elsewhere-team.example.com");
    expect(data.token).not.toBe(token);
  });
});
