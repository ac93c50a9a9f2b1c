import { redirect } from "react-router";
import { appContext } from "#worker/app-context";
import { readImageUpload } from "#worker/platform/image-upload";
import { listCities } from "#worker/services/explore/cities";
import {
  createCity,
  deleteCity,
  setCityHeroImage,
  setCityVisibility,
  updateCity,
} from "#worker/services/explore/city-writes";
import { listCategories, listCategoryGroups } from "#worker/services/reference/reference";
import { CitiesTab } from "~/components/admin/cities-tab";
import { cityFormValues } from "~/components/admin/city-form-data";
import { dispatchIntent } from "~/lib/actions.server";
import { adminHref, INTENTS } from "~/lib/admin-tabs";
import { withPageErrors } from "~/lib/errors.server";
import { viewOnlyParams } from "~/lib/revalidation";
import { cityInput, cityVisibilityInput } from "../../../contract/cities";
import type { Message } from "../../../contract/errors";
import { DEFAULT_CATEGORY_ID } from "../../../contract/limits";
import type { Route } from "./+types/cities";
import { backWith, requireAdmin } from "./admin-panel.server";

/** The admin panel's cities: the list, and the city of `?city=` (a slug or an id, or "new") in its editor. */
export const loader = withPageErrors(async ({ context, request }: Route.LoaderArgs) => {
  await requireAdmin(context, request);
  const { db } = context.get(appContext);
  const [cities, topics, groups] = await Promise.all([
    listCities(db, { indexableOnly: false }),
    listCategories(db),
    listCategoryGroups(db),
  ]);
  const key = new URL(request.url).searchParams.get("city");
  const found = key && key !== "new" ? (cities.find((city) => city.slug === key || city.id === key) ?? null) : null;
  const selected = key === "new" ? ("new" as const) : found;
  return {
    cities,
    topics: topics.flatMap(({ id, name, emoji, groupId }) =>
      id === DEFAULT_CATEGORY_ID ? [] : [{ id, name, emoji, groupId }],
    ),
    groups,
    selected,
    missing: key && key !== "new" && !found ? key : null,
  };
});

/** A city's forms: save (create or update), visibility, delete, hero image; each names the city by `id`. */
const SAVE_FAILED: Message = { id: "city.saveFailed" };
const DELETE_FAILED: Message = { id: "city.deleteFailed" };
const HERO_FAILED: Message = { id: "city.heroUploadFailed" };

export const action = withPageErrors(async ({ context, request }: Route.ActionArgs) => {
  const viewer = await requireAdmin(context, request);
  const { db, env } = context.get(appContext);
  return dispatchIntent(
    request,
    {
      [INTENTS.saveCity]: {
        fallback: SAVE_FAILED,
        run: async (form) => {
          const input = form.parse(cityInput, cityFormValues(form.form));
          const city = form.target
            ? await updateCity(db, viewer, form.target, input)
            : await createCity(db, viewer, input);
          const reason = form.target ? "city-saved" : "city-created";
          return redirect(form.local(adminHref({ tab: "cities", city: city.slug, reason })));
        },
      },
      [INTENTS.cityVisibility]: {
        fallback: SAVE_FAILED,
        run: async (form) => {
          const { isIndexable } = form.parse(cityVisibilityInput, { isIndexable: form.text("isIndexable") === "true" });
          if (!form.target) return form.fail(SAVE_FAILED);
          const city = await setCityVisibility(db, viewer, form.target, isIndexable);
          return backWith(request, "cities", city.isIndexable ? "city-indexable" : "city-hidden");
        },
      },
      [INTENTS.deleteCity]: {
        fallback: DELETE_FAILED,
        run: async (form) => {
          if (!form.target) return form.fail(DELETE_FAILED);
          await deleteCity(db, env.IMAGES, viewer, form.target);
          return redirect(form.local(adminHref({ tab: "cities", reason: "city-deleted" })));
        },
      },
      [INTENTS.heroImage]: {
        fallback: HERO_FAILED,
        run: async (form) => {
          if (!form.target) return form.fail(HERO_FAILED);
          await setCityHeroImage({ db, images: env.IMAGES }, viewer, form.target, () => readImageUpload(request));
          return backWith(request, "cities", "hero-uploaded");
        },
      },
    },
    { target: "id" },
  );
});

// A message code or the delete confirmation changes only what the page shows.
export const shouldRevalidate = viewOnlyParams("reason", "confirm");

export default function AdminCities({ loaderData, actionData }: Route.ComponentProps) {
  return <CitiesTab view={loaderData} failure={actionData} />;
}
