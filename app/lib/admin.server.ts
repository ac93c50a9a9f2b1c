import { data, type RouterContextProvider, redirect } from "react-router";
import { cityFormValues } from "~/components/admin/city-form-data";
import {
  type AdminActionFailure,
  type AdminTab,
  adminHref,
  INTENTS,
  parsePages,
  parseTab,
} from "~/components/admin/tabs";
import { enrollmentDecisionInput } from "../../contract/admin";
import { analyticsOverviewQuery, LANES } from "../../contract/analytics";
import { cityInput, cityVisibilityInput } from "../../contract/cities";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, ENROLLMENT_FILTERS } from "../../contract/enums";
import { type FieldErrors, formText, parseForm } from "../../contract/forms";
import { ADMIN_PAGE_SIZE, DEFAULT_CATEGORY_ID } from "../../contract/limits";
import type { Locale } from "../../contract/locale";
import { localeOf } from "../../contract/locale";
import { ADMIN_MESSAGES, CITY_MESSAGES, GENERAL_MESSAGES } from "../../contract/messages";
import { adminFlagsInput } from "../../contract/organization";
import { appContext } from "../../worker/context";
import { getAdminOverview } from "../../worker/services/admin-overview";
import { listAdminUsers } from "../../worker/services/admin-users";
import { analyticsOverview } from "../../worker/services/analytics";
import { listAuditLog } from "../../worker/services/audit";
import { listCities } from "../../worker/services/cities";
import {
  createCity,
  deleteCity,
  setCityHeroImage,
  setCityVisibility,
  updateCity,
} from "../../worker/services/city-writes";
import { decideEnrollment, exploreStats, listAdminCompanies } from "../../worker/services/explore-moderation";
import { readImageUpload } from "../../worker/services/image-upload";
import { setAdminFlags } from "../../worker/services/organization-writes";
import { listCategories, listCategoryGroups } from "../../worker/services/reference";
import { orNull } from "../../worker/services/sections";
import { getSystemStatus, runJobNow } from "../../worker/services/system-status";
import { formError } from "./errors.server";
import type { AdminReason } from "./flash";
import { requirePageAccess } from "./guards.server";

/**
 * The admin panel's loader and action, kept out of the route module: the loader loads only
 * the selected tab's data; each form names its intent, is checked with its contract schema, and calls one service.
 */

type Context = Readonly<RouterContextProvider>;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** "Load more": the first `pages` pages, following the keyset cursor the list answers. */
async function followCursor<T, Meta extends { nextCursor: string | null }>(
  pages: number,
  load: (cursor: string | undefined) => Promise<{ data: T[]; meta: Meta }>,
) {
  const items: T[] = [];
  let cursor: string | undefined;
  let meta: Meta | null = null;
  for (let page = 0; page < pages; page += 1) {
    const result = await load(cursor);
    items.push(...result.data);
    meta = result.meta;
    if (!meta.nextCursor) break;
    cursor = meta.nextCursor;
  }
  return { items, meta: meta!, hasMore: Boolean(meta?.nextCursor) };
}

export async function loadAdminPanel(context: Context, request: Request) {
  const viewer = await requirePageAccess(context, request, "admin");
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const tab: AdminTab = parseTab(params.get("tab"));
  const email = viewer.email;

  switch (tab) {
    case "overview": {
      if (params.get("log") === "1") {
        const action = oneOf(AUDIT_ACTIONS, params.get("action"));
        const targetType = oneOf(AUDIT_TARGET_TYPES, params.get("targetType"));
        const pages = parsePages(params.get("pages"));
        const log = await followCursor(pages, (cursor) =>
          listAuditLog(db, {
            action: action ?? undefined,
            targetType: targetType ?? undefined,
            limit: ADMIN_PAGE_SIZE,
            cursor,
          }),
        );
        return {
          email,
          tab: "overview" as const,
          overview: null,
          attention: [],
          log: { entries: log.items, hasMore: log.hasMore, pages, action, targetType },
        };
      }
      const overview = await orNull("admin overview", () => getAdminOverview(db, viewer));
      return { email, tab: "overview" as const, overview, attention: overview?.attention ?? [], log: null };
    }
    case "cities": {
      const [cities, topics, groups] = await Promise.all([
        listCities(db, { indexableOnly: false }),
        listCategories(db),
        listCategoryGroups(db),
      ]);
      const key = params.get("city");
      const found = key && key !== "new" ? (cities.find((city) => city.slug === key || city.id === key) ?? null) : null;
      const selected = key === "new" ? ("new" as const) : found;
      return {
        email,
        tab: "cities" as const,
        cities: {
          cities,
          topics: topics.flatMap(({ id, name, emoji, groupId }) =>
            id === DEFAULT_CATEGORY_ID ? [] : [{ id, name, emoji, groupId }],
          ),
          groups,
          selected,
          missing: key && key !== "new" && !found ? key : null,
        },
      };
    }
    case "companies": {
      const status = oneOf(ENROLLMENT_FILTERS, params.get("status"));
      const pages = parsePages(params.get("pages"));
      const [list, stats] = await Promise.all([
        followCursor(pages, (cursor) =>
          listAdminCompanies(db, viewer, { status: status ?? undefined, limit: ADMIN_PAGE_SIZE, cursor }),
        ),
        orNull("explore stats", () => exploreStats(db, viewer)),
      ]);
      return {
        email,
        tab: "companies" as const,
        companies: {
          companies: list.items,
          total: list.meta.total,
          hasMore: list.hasMore,
          pages,
          status,
          stats,
        },
      };
    }
    case "users":
      return { email, tab: "users" as const, users: await orNull("admin users", () => listAdminUsers(db, viewer)) };
    case "system":
      return {
        email,
        tab: "system" as const,
        system: await orNull("system status", () => getSystemStatus(db, viewer)),
      };
    case "analytics": {
      const { range } = analyticsOverviewQuery
        .catch({ range: "30d" })
        .parse({ range: params.get("range") ?? undefined });
      return {
        email,
        tab: "analytics" as const,
        analytics: {
          overview: await orNull("analytics", () => analyticsOverview(db, viewer, range)),
          lane: oneOf(LANES, params.get("lane")),
        },
      };
    }
  }
}

/** Back to the page the form was on (its tab, city, filter), with a message code; a confirmation step closes. */
function backWith(request: Request, reason: AdminReason, changes: Record<string, string | null> = {}) {
  const params = new URL(request.url).searchParams;
  params.delete("reason");
  params.delete("confirm");
  params.delete("index");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  params.set("reason", reason);
  return redirect(`/admin?${params}`);
}

function fail(intent: string, target: string | null, error: string, fieldErrors: FieldErrors = {}, status = 400) {
  return data<AdminActionFailure>({ intent, target, error, fieldErrors }, { status });
}

/** A service's refusal (409 city in use, 403 payment required, ...) answered on the form that asked. */
function failWith(intent: string, target: string | null, error: unknown, fallback: string, locale: Locale) {
  const failure = formError(error, fallback, locale);
  return fail(intent, target, failure.message, failure.fieldErrors, failure.status);
}

export async function adminPanelAction(context: Context, request: Request) {
  const viewer = await requirePageAccess(context, request, "admin");
  const { db, env } = context.get(appContext);
  // The hero image form is multipart: the upload reader reads the body itself, so read the fields from a copy.
  const form = await request.clone().formData();
  const intent = formText(form, "intent");
  const id = formText(form, "id") || null;
  const locale = localeOf(new URL(request.url).pathname);

  switch (intent) {
    case INTENTS.saveCity: {
      const parsed = parseForm(cityInput, cityFormValues(form));
      if (!parsed.ok) return fail(intent, id, parsed.message, parsed.fieldErrors);
      try {
        const city = id ? await updateCity(db, viewer, id, parsed.data) : await createCity(db, viewer, parsed.data);
        return redirect(adminHref({ tab: "cities", city: city.slug, reason: id ? "city-saved" : "city-created" }));
      } catch (error) {
        return failWith(intent, id, error, CITY_MESSAGES.saveFailed, locale);
      }
    }
    case INTENTS.cityVisibility: {
      const parsed = parseForm(cityVisibilityInput, { isIndexable: formText(form, "isIndexable") === "true" });
      if (!parsed.ok || !id) return fail(intent, id, parsed.ok ? CITY_MESSAGES.saveFailed : parsed.message);
      try {
        const city = await setCityVisibility(db, viewer, id, parsed.data.isIndexable);
        return backWith(request, city.isIndexable ? "city-indexable" : "city-hidden", { tab: "cities" });
      } catch (error) {
        return failWith(intent, id, error, CITY_MESSAGES.saveFailed, locale);
      }
    }
    case INTENTS.deleteCity: {
      if (!id) return fail(intent, id, CITY_MESSAGES.deleteFailed);
      try {
        await deleteCity(db, env.IMAGES, viewer, id);
        return redirect(adminHref({ tab: "cities", reason: "city-deleted" }));
      } catch (error) {
        return failWith(intent, id, error, CITY_MESSAGES.deleteFailed, locale);
      }
    }
    case INTENTS.heroImage: {
      if (!id) return fail(intent, id, CITY_MESSAGES.heroUploadFailed);
      try {
        await setCityHeroImage({ db, images: env.IMAGES }, viewer, id, () => readImageUpload(request));
        return backWith(request, "hero-uploaded", { tab: "cities" });
      } catch (error) {
        return failWith(intent, id, error, CITY_MESSAGES.heroUploadFailed, locale);
      }
    }
    case INTENTS.companyFlag: {
      const flag = formText(form, "flag");
      const parsed = parseForm(adminFlagsInput, { [flag]: formText(form, "value") === "true" });
      if (!parsed.ok || !id) return fail(intent, id, parsed.ok ? GENERAL_MESSAGES.invalidRequest : parsed.message);
      try {
        await setAdminFlags({ db, cache: env.CACHE }, viewer, id, parsed.data);
        return backWith(request, "flags-saved", { tab: "companies" });
      } catch (error) {
        return failWith(intent, id, error, "Failed to update the organization. Please try again.", locale);
      }
    }
    case INTENTS.approve:
    case INTENTS.reject:
    case INTENTS.removeFromExplore: {
      const approve = intent === INTENTS.approve;
      const parsed = parseForm(
        enrollmentDecisionInput,
        approve
          ? { action: "approve", editorNote: formText(form, "editorNote") }
          : { action: "reject", reason: formText(form, "reason") },
      );
      if (!id) return fail(intent, id, approve ? ADMIN_MESSAGES.approveFailed : ADMIN_MESSAGES.rejectFailed);
      if (!parsed.ok) return fail(intent, id, parsed.message, parsed.fieldErrors);
      try {
        await decideEnrollment({ db, cache: env.CACHE }, viewer, id, parsed.data);
        const done = approve ? "approved" : intent === INTENTS.removeFromExplore ? "removed-from-explore" : "rejected";
        return backWith(request, done, { tab: "companies" });
      } catch (error) {
        return failWith(
          intent,
          id,
          error,
          approve ? ADMIN_MESSAGES.approveFailed : ADMIN_MESSAGES.rejectFailed,
          locale,
        );
      }
    }
    case INTENTS.runJob: {
      const name = formText(form, "name");
      try {
        await runJobNow(db, env, viewer, name);
        return redirect(adminHref({ tab: "system", reason: "job-ran" }));
      } catch (error) {
        return failWith(intent, name, error, "Failed to run the job. Please try again.", locale);
      }
    }
    default:
      throw data({ message: "Unknown form" }, { status: 400 });
  }
}
