import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { getDomain } from "tldts";
import {
  DOMAIN_CHECK_TIMEOUT_MS,
  DOMAIN_CODE_ATTEMPTS,
  DOMAIN_CODE_MINUTES,
  DOMAIN_VERIFICATION_DAYS,
  type DomainVerificationDto,
  type ROLE_MAILBOXES,
  VERIFICATION_FILE_PATH,
  VERIFICATION_TXT_PREFIX,
} from "../../../contract/domain-verification";
import type { DOMAIN_METHODS } from "../../../contract/enums";
import { englishMessage, type Message, message } from "../../../contract/errors";
import type { Locale } from "../../../contract/locale";
import { isPublicWebUrl } from "../../../contract/public-web";
import type { Db } from "../../db/client";
import { type DomainVerification, domainVerifications, type Organization, organizations } from "../../db/schema";
import { domainCodeEmail, sendRequestedEmail } from "../../platform/email";
import type { Config } from "../../platform/env";
import { invalid } from "../../platform/errors";
import { requireWithinLimits } from "../../platform/rate-limit";
import { authSecrets, base64url, hmac, toHex } from "../../platform/signing";
import { requireEditor, requireVisibleOrganization, type Viewer } from "../access/permissions";

/**
 * Verified profiles: an organization's creator proves control of its website's domain by a DNS TXT
 * record, a file under /.well-known/ (both read from the worker, with a timeout, never following a redirect to
 * another host), or a code emailed to an address at the domain. A proof verifies the domain for a year; the hourly
 * job re-checks DNS and file proofs daily, extending them, and takes the badge away when the proof is gone.
 */

type Method = (typeof DOMAIN_METHODS)[number];
type RoleMailbox = (typeof ROLE_MAILBOXES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const RECHECK_AFTER_MS = DAY_MS;
/** Re-checks per hourly run: outbound requests are slow, a run stays short. */
const RECHECKS_PER_RUN = 20;
const CODES_PER_ORGANIZATION = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * The website's domain (lowercase, without www.) and origin; `named` is false unless it is a public website's
 * (isPublicWebUrl: no IP address, port or local name), which nothing is checked or sent on. Websites saved before
 * links had to be public may still be stored that way.
 */
export function websiteDomain(websiteUrl: string | null) {
  const url = websiteUrl ? URL.parse(websiteUrl) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  const domain = url.hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return { domain, origin: url.origin, https: url.protocol === "https:", named: isPublicWebUrl(url) };
}

/**
 * Free email providers' domains: anyone can have a mailbox there, and no organization's website is theirs to verify.
 * The largest ones, by their registrable domain; the role addresses (ROLE_MAILBOXES) keep the others out of reach
 * too, since providers do not hand those out.
 */
const FREE_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "fastmail.com",
  "tutanota.com",
  "tuta.io",
  "hey.com",
]);

/**
 * Why a website's domain cannot be verified at all, or null: not a public website's address, a public suffix itself
 * (co.uk, github.io: shared by many owners), or a free email provider's.
 */
function unverifiable(site: NonNullable<ReturnType<typeof websiteDomain>>): Message | null {
  if (!site.named) return message("domain.ipWebsite");
  const registrable = getDomain(site.domain, { allowPrivateDomains: true });
  if (!registrable || FREE_MAIL_DOMAINS.has(registrable)) return message("domain.sharedDomain", site.domain);
  return null;
}

/** The verified domain to show: only while it is within its year and the website is still on it. */
export function shownVerifiedDomain(
  org: Pick<Organization, "verifiedDomain" | "domainVerifiedUntil" | "websiteUrl">,
  now = Date.now(),
): string | null {
  if (!org.verifiedDomain || !org.domainVerifiedUntil || org.domainVerifiedUntil.getTime() <= now) return null;
  return websiteDomain(org.websiteUrl)?.domain === org.verifiedDomain ? org.verifiedDomain : null;
}

/** A check that did not find the proof. `gone`: the site or DNS answered without it (not a network failure). */
class ProofMissing extends Error {
  constructor(
    readonly said: Message,
    readonly gone: boolean,
  ) {
    super(englishMessage(said));
  }
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/** TXT strings of a domain through DNS over HTTPS (JSON), split strings joined. */
async function lookupTxt(config: Config, domain: string): Promise<string[]> {
  const url = new URL(config.DNS_RESOLVER_URL);
  url.searchParams.set("name", domain);
  url.searchParams.set("type", "TXT");
  let body: { Status?: number; Answer?: { type: number; data: string }[] };
  try {
    const response = await fetch(url, {
      headers: { accept: "application/dns-json" },
      signal: AbortSignal.timeout(DOMAIN_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new ProofMissing(message("domain.dnsFailed"), false);
    body = await response.json();
  } catch (error) {
    if (error instanceof ProofMissing) throw error;
    throw new ProofMissing(isTimeout(error) ? message("domain.timeout") : message("domain.dnsFailed"), false);
  }
  // 0 NOERROR, 3 NXDOMAIN (no such domain: the proof is gone); anything else is the resolver's trouble.
  if (body.Status !== 0 && body.Status !== 3) throw new ProofMissing(message("domain.dnsFailed"), false);
  return (body.Answer ?? [])
    .filter((answer) => answer.type === 16)
    .map((answer) => answer.data.replace(/^"|"$/g, "").replaceAll('" "', ""));
}

/** Whether a redirect stays on the website: the same host, or its www. twin. */
const sameSite = (a: URL, b: URL) => a.hostname.replace(/^www\./, "") === b.hostname.replace(/^www\./, "");

/**
 * The first KB of the verification file, following at most 3 redirects and only within the website. Every address it
 * asks is a public website's (isPublicWebUrl), a redirect's too: never an IP address, a port or a local name, so the
 * check cannot be turned on the worker's network.
 */
async function readVerificationFile(origin: string, httpsOnly: boolean): Promise<string> {
  const start = new URL(VERIFICATION_FILE_PATH, origin);
  let url = start;
  const signal = AbortSignal.timeout(DOMAIN_CHECK_TIMEOUT_MS);
  try {
    for (let hop = 0; hop <= 3; hop++) {
      if (!isPublicWebUrl(url)) throw new ProofMissing(message("domain.ipWebsite"), true);
      if (httpsOnly && url.protocol !== "https:") throw new ProofMissing(message("domain.httpsRequired"), true);
      const response = await fetch(url, { redirect: "manual", signal, headers: { accept: "text/plain" } });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const next = URL.parse(response.headers.get("location") ?? "", url);
        if (!next || !/^https?:$/.test(next.protocol) || !sameSite(next, start)) {
          throw new ProofMissing(message("domain.fileRedirect"), true);
        }
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProofMissing(message("domain.fileMissing", start.href), response.status < 500);
      }
      const reader = response.body?.getReader();
      let text = "";
      const decoder = new TextDecoder();
      while (reader && text.length < 1024) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      await reader?.cancel();
      return text.slice(0, 1024).trim();
    }
    throw new ProofMissing(message("domain.fileRedirect"), true);
  } catch (error) {
    if (error instanceof ProofMissing) throw error;
    throw new ProofMissing(
      isTimeout(error) ? message("domain.timeout") : message("domain.fileUnreachable", start.href),
      false,
    );
  }
}

/** Runs one outbound check of the code; throws ProofMissing when it is not there. */
async function proveControl(config: Config, row: DomainVerification, method: "dns" | "file"): Promise<void> {
  // A row kept from before a name was known to be local (an hourly re-check's) is asked about nowhere: proof gone.
  const origin = URL.parse(row.origin);
  if (!origin || !isPublicWebUrl(origin)) throw new ProofMissing(message("domain.ipWebsite"), true);
  if (method === "dns") {
    const records = await lookupTxt(config, row.domain);
    if (!records.includes(`${VERIFICATION_TXT_PREFIX}${row.token}`)) {
      throw new ProofMissing(message("domain.txtNotFound", row.domain), true);
    }
    return;
  }
  const text = await readVerificationFile(row.origin, config.APP_ENV === "production");
  if (text !== row.token)
    throw new ProofMissing(message("domain.fileMissing", `${row.origin}${VERIFICATION_FILE_PATH}`), true);
}

// ---------------------------------------------------------------------------
// The creator's side
// ---------------------------------------------------------------------------

async function ownOrganization(db: Db, viewer: Viewer, organizationId: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  requireEditor(requireVisibleOrganization(org, organizationId, viewer), viewer);
  return org!;
}

const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(18)));

/** The verification row for the website as it is now: a new code when the website moved to another domain. */
async function currentRow(db: Db, org: Organization): Promise<DomainVerification | null> {
  const site = websiteDomain(org.websiteUrl);
  if (!site) return null;
  const [row] = await db.select().from(domainVerifications).where(eq(domainVerifications.organizationId, org.id));
  if (row && row.domain === site.domain && row.origin === site.origin) return row;
  const fresh = {
    organizationId: org.id,
    domain: site.domain,
    origin: site.origin,
    token: newToken(),
    method: null,
    email: null,
    codeHash: null,
    codeExpiresAt: null,
    codeAttempts: 0,
    verifiedAt: null,
    lastCheckedAt: null,
    lastError: null,
  };
  const [saved] = await db
    .insert(domainVerifications)
    .values(fresh)
    .onConflictDoUpdate({ target: domainVerifications.organizationId, set: fresh })
    .returning();
  return saved!;
}

function toDto(org: Organization, row: DomainVerification | null, now: Date): DomainVerificationDto {
  const site = websiteDomain(org.websiteUrl);
  const verified = shownVerifiedDomain(org, now.getTime());
  const codeGood = row?.codeHash && row.codeExpiresAt && row.codeExpiresAt > now;
  return {
    organizationId: org.id,
    domain: site?.domain ?? null,
    token: row?.token ?? null,
    txtValue: row ? `${VERIFICATION_TXT_PREFIX}${row.token}` : null,
    fileUrl: row ? `${row.origin}${VERIFICATION_FILE_PATH}` : null,
    named: site?.named ?? false,
    verified: verified
      ? { domain: verified, until: org.domainVerifiedUntil!.toISOString(), method: row?.method ?? null }
      : null,
    codeSentTo: codeGood ? row.email : null,
    lastError: row?.lastError ?? null,
  };
}

export async function getDomainVerification(db: Db, viewer: Viewer, organizationId: string, now = new Date()) {
  const org = await ownOrganization(db, viewer, organizationId);
  return toDto(org, await currentRow(db, org), now);
}

/** The rows a successful proof writes: the method and time, and the organization's badge for a year. */
function verifiedWrites(db: Db, row: DomainVerification, method: Method, now: Date) {
  return [
    db
      .update(domainVerifications)
      .set({
        method,
        verifiedAt: now,
        lastCheckedAt: now,
        lastError: null,
        ...(method === "email" ? { codeHash: null, codeExpiresAt: null, codeAttempts: 0 } : {}),
      })
      .where(eq(domainVerifications.organizationId, row.organizationId)),
    db
      .update(organizations)
      .set({
        verifiedDomain: row.domain,
        domainVerifiedUntil: new Date(now.getTime() + DOMAIN_VERIFICATION_DAYS * DAY_MS),
      })
      .where(eq(organizations.id, row.organizationId)),
  ] as const;
}

/** The verification row of a website that can be verified: 400 with what is wrong otherwise, before any request. */
async function requireRow(db: Db, org: Organization) {
  const site = websiteDomain(org.websiteUrl);
  if (!site) throw invalid(message("domain.noWebsite"));
  const problem = unverifiable(site);
  if (problem) throw invalid(problem);
  return (await currentRow(db, org))!;
}

/** Checks the DNS record or the file now: verified, or a 400 that says what was not found. */
export async function checkDomain(
  config: Config,
  db: Db,
  viewer: Viewer,
  organizationId: string,
  method: "dns" | "file",
  now = new Date(),
) {
  const org = await ownOrganization(db, viewer, organizationId);
  const row = await requireRow(db, org);
  try {
    await proveControl(config, row, method);
  } catch (error) {
    if (!(error instanceof ProofMissing)) throw error;
    await db
      .update(domainVerifications)
      .set({ lastError: error.message, lastCheckedAt: now })
      .where(eq(domainVerifications.organizationId, org.id));
    throw invalid(error.said);
  }
  await db.batch(verifiedWrites(db, row, method, now));
  return getDomainVerification(db, viewer, organizationId, now);
}

const codeHash = (secret: string, organizationId: string, code: string) =>
  hmac("domain-code", secret, `${organizationId}:${code}`).then(toHex);

/** Whether `code` is the one stored for the organization (sent before a secret rotation, it is under the old one). */
async function isStoredCode(config: Config, organizationId: string, code: string, stored: string): Promise<boolean> {
  for (const secret of authSecrets(config)) if ((await codeHash(secret, organizationId, code)) === stored) return true;
  return false;
}

/**
 * Emails a 6-digit code to <localPart>@<domain> (5 an hour per organization), in the page's language; a new code
 * replaces the last. Only a role address (ROLE_MAILBOXES) is ever written to, and it gets at most
 * REQUESTED_EMAILS_PER_MAILBOX codes a day whichever organizations ask (past that the code is replaced but not sent,
 * and the answer is the same).
 */
export async function sendDomainCode(
  config: Config,
  db: Db,
  viewer: Viewer,
  organizationId: string,
  localPart: RoleMailbox,
  { locale = "en", now = new Date() }: { locale?: Locale; now?: Date } = {},
) {
  const org = await ownOrganization(db, viewer, organizationId);
  const row = await requireRow(db, org);
  await requireWithinLimits(db, [[`domain-code:${org.id}`, CODES_PER_ORGANIZATION]], now.getTime());
  const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");
  const email = `${localPart}@${row.domain}`;
  await db
    .update(domainVerifications)
    .set({
      email,
      codeHash: await codeHash(config.BETTER_AUTH_SECRET, org.id, code),
      codeExpiresAt: new Date(now.getTime() + DOMAIN_CODE_MINUTES * 60_000),
      codeAttempts: 0,
    })
    .where(eq(domainVerifications.organizationId, org.id));
  await sendRequestedEmail(
    config,
    db,
    "domain-code",
    async () => domainCodeEmail(email, code, org.name, row.domain, locale),
    now.getTime(),
  );
  return getDomainVerification(db, viewer, organizationId, now);
}

/**
 * Checks an emailed code: right verifies the domain; after DOMAIN_CODE_ATTEMPTS tries the code is spent. Each try is
 * counted before the code is compared, in one conditional update, so tries sent at once cannot all be judged.
 */
export async function confirmDomainCode(
  config: Config,
  db: Db,
  viewer: Viewer,
  organizationId: string,
  code: string,
  now = new Date(),
) {
  const org = await ownOrganization(db, viewer, organizationId);
  const row = await requireRow(db, org);
  if (!row.codeHash || !row.codeExpiresAt) throw invalid(message("domain.noCode"));
  if (row.codeExpiresAt <= now) throw invalid(message("domain.codeExpired"));
  const counted = await db
    .update(domainVerifications)
    .set({ codeAttempts: sql`${domainVerifications.codeAttempts} + 1` })
    .where(
      and(
        eq(domainVerifications.organizationId, org.id),
        eq(domainVerifications.codeHash, row.codeHash),
        lt(domainVerifications.codeAttempts, DOMAIN_CODE_ATTEMPTS),
      ),
    )
    .returning({ attempts: domainVerifications.codeAttempts });
  // Spent (or replaced by a new code meanwhile): this try is not judged.
  if (counted.length === 0) throw invalid(message("domain.tooManyAttempts"));
  if (!(await isStoredCode(config, org.id, code, row.codeHash))) throw invalid(message("domain.codeWrong"));
  await db.batch(verifiedWrites(db, row, "email", now));
  return getDomainVerification(db, viewer, organizationId, now);
}

// ---------------------------------------------------------------------------
// The hourly job
// ---------------------------------------------------------------------------

export type RecheckRun = { expired: number; confirmed: number; removed: number; unreachable: number };

/**
 * Takes away badges past their year, then re-checks up to RECHECKS_PER_RUN DNS and file proofs not checked for a
 * day: found extends the year; gone (the site or DNS answered without it) takes the badge away at once; a network
 * failure changes nothing (the next run tries again).
 */
export async function recheckDomains(config: Config, db: Db, now = new Date()): Promise<RecheckRun> {
  const run: RecheckRun = { expired: 0, confirmed: 0, removed: 0, unreachable: 0 };
  const verifiedOrganizations = db
    .select({ id: domainVerifications.organizationId })
    .from(domainVerifications)
    .where(isNotNull(domainVerifications.verifiedAt));
  const expired = await db
    .update(organizations)
    .set({ verifiedDomain: null, domainVerifiedUntil: null })
    .where(and(inArray(organizations.id, verifiedOrganizations), lt(organizations.domainVerifiedUntil, now)))
    .returning({ id: organizations.id });
  run.expired = expired.length;

  const due = await db
    .select({ row: domainVerifications, org: organizations })
    .from(domainVerifications)
    .innerJoin(organizations, eq(organizations.id, domainVerifications.organizationId))
    .where(
      and(
        inArray(domainVerifications.method, ["dns", "file"]),
        lt(domainVerifications.lastCheckedAt, new Date(now.getTime() - RECHECK_AFTER_MS)),
        isNotNull(organizations.verifiedDomain),
      ),
    )
    .orderBy(asc(domainVerifications.lastCheckedAt))
    .limit(RECHECKS_PER_RUN);
  for (const { row, org } of due) {
    const method = row.method as "dns" | "file";
    // The website moved to another domain: that badge is not shown any more; nothing to re-check.
    if (websiteDomain(org.websiteUrl)?.domain !== row.domain) continue;
    try {
      await proveControl(config, row, method);
      await db.batch(verifiedWrites(db, row, method, now));
      run.confirmed += 1;
    } catch (error) {
      if (!(error instanceof ProofMissing)) throw error;
      const failed = db
        .update(domainVerifications)
        .set({ lastError: error.message, lastCheckedAt: now })
        .where(eq(domainVerifications.organizationId, row.organizationId));
      if (error.gone) {
        await db.batch([
          failed,
          db
            .update(organizations)
            .set({ verifiedDomain: null, domainVerifiedUntil: null })
            .where(eq(organizations.id, row.organizationId)),
        ]);
        run.removed += 1;
      } else {
        await failed;
        run.unreachable += 1;
      }
    }
  }
  return run;
}
