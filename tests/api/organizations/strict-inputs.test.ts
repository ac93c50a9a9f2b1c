import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profileInput, signupInput, updateUserInput } from "../../../contract/account";
import { enrollmentDecisionInput } from "../../../contract/admin";
import { cityInput } from "../../../contract/cities";
import { countryCodes } from "../../../contract/countries";
import {
  boardQuery,
  createPostingInput,
  hidePostingInput,
  postingFields,
  readApplyTarget,
} from "../../../contract/job-board";
import {
  AUTH_MESSAGES,
  CITY_MESSAGES,
  JOB_MESSAGES,
  ORGANIZATION_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from "../../../contract/messages";
import { createOrganizationInput, updateOrganizationInput } from "../../../contract/organization";
import { LOCAL_NAME_SUFFIXES } from "../../../contract/public-web";
import { savedSearchInput, savedSearchUpdate } from "../../../contract/saved-searches";
import { BIDI_CONTROLS } from "../../../contract/text";
import { countries as countrySeeds } from "../../../seed/data/countries";
import { createPaidOrganization } from "../../../seed/factories";
import { jobPostings, user } from "../../../worker/db/schema";
import { call, db, json, newSignedInUser, ORIGIN, seedDemoData, send } from "../../support/helpers";

beforeAll(seedDemoData);

/** The first message a schema says about its input, or null when it takes it. */
function said(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues[0]?.message ?? null;
}

// ---------------------------------------------------------------------------
// Local names: refused wherever a host is accepted, as an IP address is
// ---------------------------------------------------------------------------

/** A host of every local kind: each reserved suffix, under a name and alone, and single labels. */
const LOCAL_HOSTS = [
  ...LOCAL_NAME_SUFFIXES.flatMap((suffix) => [`team.${suffix}`, suffix]),
  "metadata.google.internal",
  "METADATA.Google.Internal.",
  "app.localhost",
  "metadata",
  "intranet",
];
const IP_HOST = "10.0.0.5";

const orgUpdate = (changes: Record<string, unknown>) => ({
  name: "Local names",
  description: "d",
  country: "US",
  categoryIds: ["remote_first"],
  ...changes,
});

describe("a local name is refused wherever a host is accepted, with the message an IP address gets", () => {
  it.each(["websiteUrl", "linkedinUrl", "twitterUrl", "blogUrl"])("an organization's %s", (field) => {
    const ip = said(updateOrganizationInput, orgUpdate({ [field]: `https://${IP_HOST}/` }));
    expect(ip).toBe(ORGANIZATION_MESSAGES.publicWebsite);
    for (const host of LOCAL_HOSTS) {
      expect(said(updateOrganizationInput, orgUpdate({ [field]: `https://${host}/about` })), host).toBe(ip);
      expect(said(updateOrganizationInput, orgUpdate({ [field]: host }))).toBe(ip);
    }
    expect(said(updateOrganizationInput, orgUpdate({ [field]: "https://team.example.com/about" }))).toBeNull();
  });

  it("an apply link and an apply address's domain", () => {
    const ip = said(postingFields, posting({ apply: `http://${IP_HOST}/jobs` }));
    expect(ip).toBe(JOB_MESSAGES.applyInvalid);
    for (const host of LOCAL_HOSTS) {
      expect(said(postingFields, posting({ apply: `https://${host}/jobs` })), host).toBe(ip);
      expect(said(postingFields, posting({ apply: `hr@${host}` })), host).toBe(ip);
    }
    expect(readApplyTarget("hr@team.example.com")).toEqual({ email: "hr@team.example.com" });
    expect(readApplyTarget("medium.com/@team/jobs")).toEqual({ url: "https://medium.com/@team/jobs" });
  });

  it("a city's receipts and a profile photo", () => {
    const city = (receipts: string) => ({
      countryCode: "PT",
      cityName: "Porto",
      slug: "porto",
      thesis: "t",
      plugInGuide: "p",
      receipts,
    });
    const ip = said(cityInput, city(`https://${IP_HOST}/report`));
    expect(ip).toBe(CITY_MESSAGES.receiptInvalid);
    const photoIp = said(profileInput, { name: "Ana", image: `https://${IP_HOST}/me.png` });
    expect(photoIp).toBe(AUTH_MESSAGES.photoUrlInvalid);
    for (const host of LOCAL_HOSTS) {
      expect(said(cityInput, city(`https://${host}/report`)), host).toBe(ip);
      expect(said(profileInput, { name: "Ana", image: `https://${host}/me.png` }), host).toBe(photoIp);
    }
    expect(said(profileInput, { name: "Ana", image: "https://images.example.com/me.png" })).toBeNull();
  });

  it("through the API: an organization's website, saved and refused", async () => {
    const owner = await newSignedInUser();
    const org = await createPaidOrganization(db(), { createdBy: owner.id, categories: ["remote_first"] });
    for (const host of ["metadata.google.internal", "printer.local", "router.home.arpa", "build.corp"]) {
      const saved = await send("PUT", `/api/organizations/${org.id}`, orgUpdate({ websiteUrl: host }), owner.cookie);
      expect(saved.status, host).toBe(400);
      expect((await json(saved)).issues[0]).toMatchObject({
        path: "websiteUrl",
        message: ORGANIZATION_MESSAGES.publicWebsite,
      });
    }
  });
});

// ---------------------------------------------------------------------------
// Apply addresses: bare, never with mail headers
// ---------------------------------------------------------------------------

/** A role as the form sends it. */
const posting = (changes: Record<string, unknown> = {}) => ({
  title: "Platform Engineer",
  description: "Keep the platform boring and fast, with the people who use it every day of the week.",
  employmentType: "full_time",
  seniority: "senior",
  workplace: "remote",
  salaryMin: "60000",
  salaryMax: "80000",
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  apply: "jobs@example.org",
  ...changes,
});

/** The same role as JSON sends it, for the organization. */
const postingJson = (organizationId: string, changes: Record<string, unknown> = {}) => ({
  ...posting(),
  organizationId,
  durationDays: 30,
  salaryMin: 60000,
  salaryMax: 80000,
  ...changes,
});

async function poster() {
  const owner = await newSignedInUser();
  const org = await createPaidOrganization(db(), { createdBy: owner.id });
  const post = (changes: Record<string, unknown>) =>
    send("POST", "/api/jobs", postingJson(org.id, changes), owner.cookie);
  return { owner, org, post };
}

const WITH_HEADERS = [
  "hr@corp.com?bcc=spy%40evil.com",
  "hr@corp.com?cc=spy@evil.com",
  "hr@corp.com&subject=Hello",
  "hr@corp.com?body=Send%20your%20ID",
  "hr@corp.com#bcc=spy@evil.com",
  "hr%40corp.com",
  "hr+jobs@corp.com?bcc=spy@evil.com",
];

describe("an apply address carries only the address", () => {
  it.each(WITH_HEADERS)("refuses %s with the form's message, on the form and through the API", async (address) => {
    expect(said(postingFields, posting({ apply: address }))).toBe(JOB_MESSAGES.applyInvalid);
    const { post } = await poster();
    const refused = await post({ apply: address });
    expect(refused.status).toBe(400);
    expect((await json(refused)).issues[0]).toMatchObject({ path: "apply", message: JOB_MESSAGES.applyInvalid });
  });

  it("takes a bare address, plus-tags and dots included", () => {
    for (const address of ["hr@corp.com", "hr+jobs@corp.com", "first.last@mail.corp.example.com"]) {
      expect(readApplyTarget(address), address).toEqual({ email: address });
    }
  });

  it("renders a mailto: link only for a bare address, whatever a row stored before the rule holds", async () => {
    const { applyHref } = await import("../../../contract/job-board");
    expect(applyHref({ applyUrl: null, applyEmail: "hr@corp.com" })).toBe("mailto:hr@corp.com");
    for (const address of WITH_HEADERS) expect(applyHref({ applyUrl: null, applyEmail: address }), address).toBeNull();
    expect(applyHref({ applyUrl: "https://jobs.example.com/apply", applyEmail: null })).toBe(
      "https://jobs.example.com/apply",
    );
    expect(applyHref({ applyUrl: "https://metadata.google.internal/", applyEmail: null })).toBeNull();
    expect(applyHref({ applyUrl: "javascript:alert(1)", applyEmail: null })).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Job fields: numbers are numbers, countries are countries
// ---------------------------------------------------------------------------

describe("a role's numbers are numbers and its countries are countries", () => {
  it.each([
    ["salaryMin", true, JOB_MESSAGES.salaryInvalid],
    ["salaryMin", [60000], JOB_MESSAGES.salaryInvalid],
    ["salaryMin", "0x10", JOB_MESSAGES.salaryInvalid],
    ["salaryMax", "1e5", JOB_MESSAGES.salaryInvalid],
    ["salaryMax", { value: 80000 }, JOB_MESSAGES.salaryInvalid],
    ["salaryMin", null, JOB_MESSAGES.salaryInvalid],
    ["timeZoneMin", true, JOB_MESSAGES.timeZonesInvalid],
    ["timeZoneMin", [1], JOB_MESSAGES.timeZonesInvalid],
    ["durationDays", [30], JOB_MESSAGES.durationInvalid],
    ["durationDays", "0x1e", JOB_MESSAGES.durationInvalid],
    ["locationCountry", "XX", JOB_MESSAGES.locationCountryInvalid],
    ["locationCountry", "ZZ", JOB_MESSAGES.locationCountryInvalid],
    ["locationCountry", 12, JOB_MESSAGES.locationCountryInvalid],
    ["remoteCountries", ["PT", "XX"], JOB_MESSAGES.remoteCountryInvalid],
    ["remoteCountries", "PT", JOB_MESSAGES.remoteCountryInvalid],
  ] as const)("refuses %s: %j, naming the field", async (field, value, message) => {
    const { post } = await poster();
    const changes: Record<string, unknown> = { [field]: value };
    if (field === "timeZoneMin") changes.timeZoneMax = 2;
    if (field === "locationCountry") Object.assign(changes, { workplace: "hybrid", locationCity: "Porto" });
    const refused = await post(changes);
    expect(refused.status).toBe(400);
    const { issues } = await json(refused);
    expect(issues).toContainEqual(expect.objectContaining({ path: expect.stringMatching(`^${field}`), message }));
  });

  it("stores nothing of a refused role", async () => {
    const { org, post } = await poster();
    expect((await post({ salaryMin: true, salaryMax: [60000] })).status).toBe(400);
    expect(await db().select().from(jobPostings).where(eq(jobPostings.organizationId, org.id))).toEqual([]);
  });

  it("reads a form's decimal digits, and whole numbers sent as JSON", async () => {
    expect(postingFields.parse(posting({ salaryMin: " 60000 ", timeZoneMin: "-3", timeZoneMax: "+2" }))).toMatchObject({
      salaryMin: 60000,
      timeZoneMin: -3,
      timeZoneMax: 2,
    });
    expect(createPostingInput.parse({ ...posting(), organizationId: "o", durationDays: "60" }).durationDays).toBe(60);
    const { post } = await poster();
    const posted = await post({ workplace: "on_site", locationCity: "Porto", locationCountry: "pt" });
    expect(posted.status).toBe(201);
    expect((await json(posted)).data).toMatchObject({ salaryMin: 60000, salaryMax: 80000, locationCountry: "PT" });
    // The board's filter comes from a query string: still read from its digits.
    expect(boardQuery.parse({ salary: "50000" }).salary).toBe(50000);
  });

  it("knows exactly the countries of the catalogue", () => {
    expect(countryCodes().sort()).toEqual(countrySeeds.map((country) => country.code).sort());
  });
});

// ---------------------------------------------------------------------------
// Bidirectional control characters
// ---------------------------------------------------------------------------

const BIDI = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];

/** `text` with every bidirectional control character around and inside it. */
const spoofed = (text: string) => `${BIDI.join("")}${text.slice(0, 2)}\u202E${text.slice(2)}\u202C`;

type Schema = { parse: (input: unknown) => unknown };

/** Every short text field of every input schema: the schema, a valid input, and where the field's value lands. */
const SHORT_TEXTS: [string, Schema, (text: string) => unknown, (parsed: any) => unknown][] = [
  ["a role's title", postingFields, (title) => posting({ title }), (p) => p.title],
  [
    "a role's office city",
    postingFields,
    (locationCity) => posting({ workplace: "hybrid", locationCity, locationCountry: "PT" }),
    (p) => p.locationCity,
  ],
  ["a role's hide reason", hidePostingInput, (reason) => ({ reason }), (p) => p.reason],
  [
    "a new organization's name",
    createOrganizationInput,
    (name) => ({ name, country: "PT", description: "d" }),
    (p) => p.name,
  ],
  ["an organization's name", updateOrganizationInput, (name) => orgUpdate({ name }), (p) => p.name],
  ["an organization's location", updateOrganizationInput, (location) => orgUpdate({ location }), (p) => p.location],
  [
    "an organization's evidence",
    updateOrganizationInput,
    (line) => orgUpdate({ hasLocalPresence: true, localPresenceCriteria: line }),
    (p) => p.localPresenceCriteria[0],
  ],
  [
    "a city's name",
    cityInput,
    (cityName) => ({ countryCode: "PT", cityName, slug: "porto", thesis: "t", plugInGuide: "p" }),
    (p) => p.cityName,
  ],
  [
    "a city's curator credit",
    cityInput,
    (curatorCredit) => ({
      countryCode: "PT",
      cityName: "Porto",
      slug: "porto",
      thesis: "t",
      plugInGuide: "p",
      curatorCredit,
    }),
    (p) => p.curatorCredit,
  ],
  [
    "a city's rhythms",
    cityInput,
    (rhythm) => ({
      countryCode: "PT",
      cityName: "Porto",
      slug: "porto",
      thesis: "t",
      plugInGuide: "p",
      rhythms: [rhythm],
    }),
    (p) => p.rhythms[0],
  ],
  [
    "a display name at sign-up",
    signupInput,
    (name) => ({ email: "a@b.co", name, password: "secret1", confirmPassword: "secret1" }),
    (p) => p.name,
  ],
  ["a display name", profileInput, (name) => ({ name, image: "" }), (p) => p.name],
  ["a display name through better-auth", updateUserInput, (name) => ({ name }), (p) => p.name],
  ["a saved search's name", savedSearchInput, (name) => ({ name, q: "remote" }), (p) => p.name],
  ["a saved search's new name", savedSearchUpdate, (name) => ({ name }), (p) => p.name],
  ["a saved search's words", savedSearchInput, (q) => ({ name: "Mine", q }), (p) => p.q],
  [
    "an editor's note",
    enrollmentDecisionInput,
    (note) => ({ action: "approve", editorNote: note.padEnd(320, ".") }),
    (p) => p.editorNote.slice(0, 20),
  ],
  ["a rejection's reason", enrollmentDecisionInput, (reason) => ({ action: "reject", reason }), (p) => p.reason],
];

describe("short texts never carry bidirectional control characters", () => {
  it.each(SHORT_TEXTS)("%s", (_what, schema, input, field) => {
    const text = "Harbor Labs exe.txt";
    const parsed = field(schema.parse(input(spoofed(text))));
    expect(String(parsed)).not.toMatch(BIDI_CONTROLS);
    expect(String(parsed).startsWith(text.slice(0, 20))).toBe(true);
  });

  it("a title of control characters alone is no title", () => {
    expect(said(postingFields, posting({ title: BIDI.join("") }))).toBe(JOB_MESSAGES.titleRequired);
    expect(said(savedSearchUpdate, { name: "\u202E\u202C" })).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
  });

  it("through the API: a role's title is stored without them", async () => {
    const { post } = await poster();
    const posted = await post({ title: "\u202EreganaM\u202C Engineer" });
    expect(posted.status).toBe(201);
    const { data } = await json(posted);
    expect(data.title).toBe("reganaM Engineer");
    const [row] = await db().select().from(jobPostings).where(eq(jobPostings.id, data.id));
    expect(row!.title).toBe("reganaM Engineer");
  });

  it("through better-auth: a name given at sign-up, past the form, is stored without them", async () => {
    const email = `bidi-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password: "bidi-pass1", name: "\u202Egnp.exe\u202C Ana" }),
    });
    expect(signedUp.status).toBe(200);
    const [stored] = await db().select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(stored!.name).toBe("gnp.exe Ana");
  });
});
