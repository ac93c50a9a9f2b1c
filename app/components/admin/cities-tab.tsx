import { useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { FormError, TextAreaField, TextField } from "~/components/form/fields";
import { Notice } from "~/components/form/notice";
import { useFormState } from "~/components/form/use-form-state";
import { useHydrated } from "~/components/form/use-hydrated";
import { Form, Link } from "~/components/localized";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { admin } from "~/i18n/pages/admin";
import { useTranslateError } from "~/i18n/server-messages";
import type { ActionFailure } from "~/lib/action-failure";
import { adminHref, INTENTS } from "~/lib/admin-tabs";
import { cx } from "~/lib/cx";
import { cityInput, countWords, slugify, thesisGuidance } from "../../../contract/cities";
import type { CityDto } from "../../../contract/dto";
import { Badge, Card, dangerButton, dangerOutline, InlineError, smallButton, TextLink } from "./admin-ui";
import { cityFormValues } from "./city-form-data";
import { HeroImageForm } from "./hero-image-form";

export type TopicOption = { id: string; name: string; emoji: string; groupId: string };
export type TopicGroup = { id: string; name: string; emoji: string };

export type CitiesView = {
  cities: CityDto[];
  topics: TopicOption[];
  groups: TopicGroup[];
  /** The city being edited, "new" for the create form, or null. */
  selected: CityDto | "new" | null;
  /** `?city=` named a city that does not exist. */
  missing: string | null;
};

function failureFor(failure: ActionFailure | undefined, intent: string, target: string | null) {
  return failure && failure.intent === intent && failure.target === target ? failure : undefined;
}

function VisibilityBadge({ indexable }: { indexable: boolean }) {
  const t = useMessages(admin).cities;
  return <Badge tone={indexable ? "success" : "neutral"}>{indexable ? t.indexable : t.hidden}</Badge>;
}

/** The Indexable/Hidden toggle: a one-button form. */
function VisibilityToggle({ city, failure }: { city: CityDto; failure?: ActionFailure }) {
  const navigation = useNavigation();
  const pending =
    navigation.formData?.get("intent") === INTENTS.cityVisibility && navigation.formData?.get("id") === city.id;
  const t = useMessages(admin).cities;
  return (
    <Form method="post" preventScrollReset className="contents">
      <input type="hidden" name="intent" value={INTENTS.cityVisibility} />
      <input type="hidden" name="id" value={city.id} />
      <input type="hidden" name="isIndexable" value={city.isIndexable ? "false" : "true"} />
      <button type="submit" disabled={pending} className={smallButton}>
        {city.isIndexable ? t.hide : t.makeIndexable}
        <span className="sr-only"> {city.cityName}</span>
      </button>
      {failure ? <InlineError message={failure.error} /> : null}
    </Form>
  );
}

function CityList({ view, failure }: { view: CitiesView; failure?: ActionFailure }) {
  const selectedId = view.selected && view.selected !== "new" ? view.selected.id : null;
  const t = useMessages(admin).cities;
  return (
    <Card
      title={t.list(view.cities.length)}
      action={<ButtonLink to={adminHref({ tab: "cities", city: "new" })}>{t.newCity}</ButtonLink>}
    >
      {view.cities.length === 0 ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <ul aria-label={t.listLabel} className="divide-y divide-slate-200">
          {view.cities.map((city) => {
            const current = city.id === selectedId;
            return (
              <li
                key={city.id}
                className={cx("flex flex-col gap-2 py-3", current && "-mx-2 rounded-md bg-brand-50 px-2")}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={adminHref({ tab: "cities", city: city.slug })}
                    aria-current={current ? "true" : undefined}
                    preventScrollReset
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    <span className="sr-only">{t.edit}</span>
                    {city.cityName}
                  </Link>
                  <VisibilityBadge indexable={city.isIndexable} />
                </div>
                <p className="text-xs text-slate-700">
                  {city.countryCode} · /explore/{city.slug} · {t.anchors(city.anchorCount)} · {t.teams(city.teamCount)}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <VisibilityToggle city={city} failure={failureFor(failure, INTENTS.cityVisibility, city.id)} />
                  <Link to={`/explore/${city.slug}`} className={smallButton}>
                    {t.view}
                    <span className="sr-only"> {city.cityName}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function Topics({
  topics,
  groups,
  chosen,
  error,
}: {
  topics: TopicOption[];
  groups: TopicGroup[];
  chosen: string[];
  error?: string;
}) {
  const t = useMessages(admin).cities;
  const byGroup = groups
    .map((group) => ({ group, topics: topics.filter((topic) => topic.groupId === group.id) }))
    .filter((entry) => entry.topics.length > 0);
  return (
    <fieldset aria-describedby={error ? "city-topics-error" : "city-topics-hint"}>
      <legend className="text-sm font-medium text-slate-800">
        {t.topics} <span className="font-normal text-slate-600">{t.optional}</span>
      </legend>
      <p id="city-topics-hint" className="mt-1 text-xs text-slate-600">
        {t.topicsHint}
      </p>
      <div className="mt-2 space-y-3 rounded-md border border-slate-200 p-3">
        {byGroup.map(({ group, topics: groupTopics }) => (
          <div key={group.id}>
            <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <span aria-hidden="true">{group.emoji} </span>
              {group.name}
            </p>
            <div className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {groupTopics.map((topic) => (
                <label key={topic.id} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="topicIds"
                    value={topic.id}
                    defaultChecked={chosen.includes(topic.id)}
                    className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-600"
                  />
                  <span>
                    <span aria-hidden="true">{topic.emoji} </span>
                    {topic.name}
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id="city-topics-error" role="alert" className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One of a city's texts as its text area shows it: a list is a line an item. */
function cityText(city: CityDto, name: "thesis" | "plugInGuide" | "receipts" | "rhythms") {
  const text = city[name];
  return typeof text === "string" ? text : text.join("\n");
}

/**
 * Create or edit a city: every field of docs/product/explore.md#cities, checked with cityInput in the browser and the
 * action.
 */
function CityForm({ city, view, failure }: { city: CityDto | null; view: CitiesView; failure?: ActionFailure }) {
  const hydrated = useHydrated();
  const { busy, pendingIntent, fieldErrors, onSubmit } = useFormState(cityInput, failure?.fieldErrors, cityFormValues);
  const [slug, setSlug] = useState(city?.slug ?? "");
  // A new city's slug follows its name until someone edits the slug; an existing city keeps its slug.
  const [slugEdited, setSlugEdited] = useState(city !== null);
  const saving = busy && pendingIntent === INTENTS.saveCity;
  const formError = failure && Object.keys(failure.fieldErrors).length === 0 ? failure.error : null;
  const t = useMessages(admin).cities;
  const translate = useTranslateError();
  const thesisCounter = (text: string) => {
    const guidance = thesisGuidance(text);
    return { text: guidance ? translate(guidance) : t.words(countWords(text)), warning: guidance !== null };
  };

  // The guide's texts.
  const texts = [
    { name: "thesis", label: t.thesis, required: true, rows: 8, counter: thesisCounter, hint: t.thesisHint },
    { name: "plugInGuide", label: t.plugIn, required: true, rows: 5, hint: t.plugInHint },
    {
      name: "receipts",
      label: t.receipts,
      optional: true,
      rows: 4,
      hint: t.receiptsHint,
      placeholder: "https://example.com/report",
    },
    { name: "rhythms", label: t.rhythms, optional: true, rows: 3, hint: t.rhythmsHint },
  ] as const;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-label={city ? t.editCity(city.cityName) : t.newCity}>
      <input type="hidden" name="intent" value={INTENTS.saveCity} />
      {city ? <input type="hidden" name="id" value={city.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          label={t.countryCode}
          name="countryCode"
          required
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
          defaultValue={city?.countryCode ?? ""}
          onChange={(event) => {
            event.currentTarget.value = event.currentTarget.value.toUpperCase();
          }}
          className="[&_input]:uppercase"
          hint={t.countryHint}
          error={fieldErrors.countryCode}
        />
        <TextField
          label={t.cityName}
          name="cityName"
          required
          defaultValue={city?.cityName ?? ""}
          onChange={(event) => {
            if (!slugEdited) setSlug(slugify(event.currentTarget.value));
          }}
          error={fieldErrors.cityName}
        />
      </div>
      <TextField
        className="mt-4"
        label={t.slug}
        name="slug"
        required
        value={slug}
        onChange={(event) => {
          setSlugEdited(true);
          setSlug(event.currentTarget.value);
        }}
        hint={city ? t.slugHintEdit : t.slugHintNew(hydrated)}
        error={fieldErrors.slug}
      />
      {texts.map((field) => (
        <TextAreaField
          key={field.name}
          className="mt-4"
          {...field}
          defaultValue={city ? cityText(city, field.name) : ""}
          error={fieldErrors[field.name]}
        />
      ))}
      <div className="mt-4">
        <Topics topics={view.topics} groups={view.groups} chosen={city?.topicIds ?? []} error={fieldErrors.topicIds} />
      </div>
      <TextField
        className="mt-4"
        label={t.curator}
        name="curatorCredit"
        optional
        defaultValue={city?.curatorCredit ?? ""}
        error={fieldErrors.curatorCredit}
      />
      <label className="mt-4 flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="isIndexable"
          defaultChecked={city?.isIndexable ?? false}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-brand-600"
        />
        <span>
          <span className="font-medium">{t.indexableLabel}</span>
          {t.indexableText}
        </span>
      </label>
      <FormError message={formError} className="mt-4" />
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {saving ? t.saving : city ? t.save : t.create}
        </button>
        <ButtonLink to={adminHref({ tab: "cities" })} look="secondary">
          {t.cancel}
        </ButtonLink>
      </div>
    </Form>
  );
}

/** Delete, with a confirmation step that is a page of its own (`&confirm=delete`), so it works without JavaScript. */
function DeleteCity({ city, failure }: { city: CityDto; failure?: ActionFailure }) {
  // The step is what the address says; opening or cancelling it loads no data (the route's shouldRevalidate).
  const [params] = useSearchParams();
  const confirming = params.get("confirm") === "delete";
  const navigation = useNavigation();
  const deleting = navigation.formData?.get("intent") === INTENTS.deleteCity;
  const t = useMessages(admin).cities;
  const translate = useTranslateError();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const wasConfirming = useRef(confirming);
  useEffect(() => {
    if (confirming && !wasConfirming.current) questionRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <Form method="get" preventScrollReset>
        <input type="hidden" name="city" value={city.slug} />
        <button type="submit" name="confirm" value="delete" className={dangerOutline}>
          {t.deleteCity}
        </button>
      </Form>
    );
  }
  return (
    <div className="rounded-md border border-rose-200 bg-rose-50 p-4">
      <p ref={questionRef} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
        {translate({ id: "city.deleteConfirm" })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t.deleteWarning(city.cityName)}</p>
      {failure ? (
        <div className="mt-3">
          <InlineError message={failure.error} />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={INTENTS.deleteCity} />
          <input type="hidden" name="id" value={city.id} />
          <button type="submit" disabled={deleting} className={dangerButton}>
            {deleting ? t.deleting : t.confirmDelete}
          </button>
        </Form>
        <ButtonLink to={adminHref({ tab: "cities", city: city.slug })} replace preventScrollReset look="secondary">
          {t.cancel}
        </ButtonLink>
      </div>
    </div>
  );
}

function CityEditor({ view, failure }: { view: CitiesView; failure?: ActionFailure }) {
  const city = view.selected === "new" ? null : view.selected;
  const key = city?.id ?? "new";
  const t = useMessages(admin).cities;
  if (view.selected === null) return null;
  return (
    <section
      aria-labelledby="city-editor-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="city-editor-heading" className="text-lg font-semibold text-slate-900">
          {city ? t.editCity(city.cityName) : t.newCity}
        </h2>
        {city ? <VisibilityBadge indexable={city.isIndexable} /> : null}
      </div>
      {city ? (
        <p className="mt-1 text-sm text-slate-700">
          {t.summary(city.anchorCount, city.teamCount)}
          <TextLink to={`/explore/${city.slug}`}>{t.openGuide}</TextLink>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{t.required}</p>
      )}
      {city ? (
        <div className="mt-5">
          <HeroImageForm city={city} failure={failureFor(failure, INTENTS.heroImage, city.id)} />
        </div>
      ) : null}
      <div className="mt-5 border-t border-slate-200 pt-5">
        <CityForm key={key} city={city} view={view} failure={failureFor(failure, INTENTS.saveCity, city?.id ?? null)} />
      </div>
      {city ? (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <h3 className="text-base font-semibold text-slate-900">{t.deleteTitle}</h3>
          <p className="mt-1 mb-3 text-sm text-slate-700">{t.deleteLead}</p>
          <DeleteCity city={city} failure={failureFor(failure, INTENTS.deleteCity, city.id)} />
        </div>
      ) : null}
    </section>
  );
}

export function CitiesTab({ view, failure }: { view: CitiesView; failure?: ActionFailure }) {
  const t = useMessages(admin).cities;
  return (
    <div className="space-y-4">
      {view.missing ? <Notice tone="warning">{t.missing(view.missing)}</Notice> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cx(view.selected !== null && "order-last lg:order-none")}>
          <CityList view={view} failure={failure} />
        </div>
        {view.selected !== null ? (
          <CityEditor view={view} failure={failure} />
        ) : (
          <div className="hidden rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-700 lg:block">
            {t.choose}
          </div>
        )}
      </div>
    </div>
  );
}
