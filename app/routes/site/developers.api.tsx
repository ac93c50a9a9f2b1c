import { Fragment } from "react";
import { ContentPage } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { developers } from "~/i18n/pages/developers";
import { publicPageHeaders } from "~/lib/cache";
import { cx } from "~/lib/cx";
import { catalogMeta } from "~/lib/seo";
import type { Route } from "./+types/developers.api";
import type { EndpointView, FieldView, ParameterView, TypeToken } from "./api-reference.server";
import { getApiReference } from "./api-reference.server";

export const headers = publicPageHeaders;

export const meta = catalogMeta(developers);

/** Rendered from the same OpenAPI document as GET /api/openapi.json, on the server; the page needs no script. */
export function loader() {
  return getApiReference();
}

const METHOD_STYLE: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-violet-100 text-violet-900",
  DELETE: "bg-rose-100 text-rose-900",
};

const schemaAnchor = (name: string) => `schema-${name}`;

function Type({ tokens }: { tokens: TypeToken[] }) {
  return (
    <code className="font-mono text-[0.8125rem] break-words text-slate-800">
      {tokens.map((token, index) =>
        token.ref ? (
          <a
            key={index}
            href={`#${schemaAnchor(token.ref)}`}
            className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
          >
            {token.text}
          </a>
        ) : (
          <span key={index}>{token.text}</span>
        ),
      )}
    </code>
  );
}

/** A path that wraps before its slashes rather than running past a narrow column: it has no spaces to break at. */
function PathBreaks({ path }: { path: string }) {
  return path.split(/(?=\/)/).map((segment, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {segment}
    </Fragment>
  ));
}

function Method({ method }: { method: string }) {
  return (
    <span
      className={cx(
        "inline-flex w-16 shrink-0 justify-center rounded px-2 py-0.5 font-mono text-xs font-bold",
        METHOD_STYLE[method] ?? "bg-slate-100 text-slate-900",
      )}
    >
      {method}
    </span>
  );
}

function Fields({ fields, label }: { fields: (FieldView | ParameterView)[]; label: string }) {
  const t = useMessages(developers);
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {fields.map((field) => (
        <li key={`${"location" in field ? field.location : ""}${field.name}`} className="px-3 py-2 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="font-mono font-semibold text-slate-900">{field.name}</code>
            {"location" in field ? <span className="text-xs text-slate-600">{t.in(field.location)}</span> : null}
            <span className={cx("text-xs font-medium", field.required ? "text-rose-800" : "text-slate-600")}>
              {field.required ? t.required : t.optional}
            </span>
          </div>
          <div className="mt-1">
            <Type tokens={field.type} />
          </div>
          {field.rules.length > 0 ? <p className="mt-1 text-xs text-slate-600">{field.rules.join(" · ")}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Endpoint({ endpoint }: { endpoint: EndpointView }) {
  const headingId = `${endpoint.id}-heading`;
  const [success, ...errors] = endpoint.responses;
  const t = useMessages(developers);
  const access: Record<string, string> = t.access;
  const name = `${endpoint.method} ${endpoint.path}`;
  return (
    <article
      id={endpoint.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Method method={endpoint.method} />
        <code className="min-w-0 font-mono text-base font-semibold break-words text-slate-900">
          <PathBreaks path={endpoint.path} />
        </code>
      </h3>
      <p className="mt-2 font-medium text-slate-900">{endpoint.summary}</p>
      <p className="mt-1 text-sm text-slate-700">{endpoint.description}</p>
      <p className="mt-2">
        <span
          className={cx(
            "inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium",
            endpoint.access === "public" ? "bg-slate-100 text-slate-800" : "bg-violet-100 text-violet-900",
          )}
        >
          {access[endpoint.access] ?? endpoint.access}
        </span>
      </p>

      {endpoint.parameters.length > 0 ? (
        <section aria-label={t.parametersOf(name)} className="mt-5">
          <h4 className="text-sm font-semibold text-slate-900">{t.parameters}</h4>
          <div className="mt-2">
            <Fields fields={endpoint.parameters} label={t.parameters} />
          </div>
        </section>
      ) : null}

      {endpoint.body ? (
        <section aria-label={t.bodyOf(name)} className="mt-5">
          <h4 className="text-sm font-semibold text-slate-900">
            {t.body} <span className="font-normal text-slate-600">({endpoint.body.contentType})</span>
          </h4>
          {endpoint.body.description ? (
            <p className="mt-1 text-sm text-slate-700">{endpoint.body.description}</p>
          ) : null}
          {endpoint.body.variants.length === 0 ? (
            <p className="mt-2">
              <Type tokens={endpoint.body.type} />
            </p>
          ) : (
            endpoint.body.variants.map((variant, index) => (
              <div key={index} className="mt-2">
                {endpoint.body && endpoint.body.variants.length > 1 ? (
                  <p className="mb-1 text-xs font-medium text-slate-700">
                    {index === 0 ? t.either : t.or} {t.form(index + 1, endpoint.body.variants.length)}
                  </p>
                ) : null}
                <Fields fields={variant} label={t.bodyFields(index + 1)} />
              </div>
            ))
          )}
        </section>
      ) : null}

      <section aria-label={t.responsesOf(name)} className="mt-5">
        <h4 className="text-sm font-semibold text-slate-900">{t.responses}</h4>
        {success ? (
          <div className="mt-2 rounded-md border border-emerald-200 bg-emerald-50/50 px-3 py-2 text-sm">
            <p>
              <span className="font-mono font-bold text-emerald-900">{success.status}</span>{" "}
              <span className="text-slate-800">{success.description}</span>
            </p>
            {success.type ? (
              <p className="mt-1">
                <Type tokens={success.type} />
              </p>
            ) : null}
          </div>
        ) : null}
        {errors.length > 0 ? (
          <ul aria-label={t.errorResponses} className="mt-2 space-y-1 text-sm">
            {errors.map((error) => (
              <li key={error.status} className="flex gap-2">
                <span className="w-9 shrink-0 font-mono font-bold text-rose-800">{error.status}</span>
                <span className="text-slate-700">{error.description}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
}

export default function ApiReferencePage({ loaderData }: Route.ComponentProps) {
  const { tags, schemas, version } = loaderData;
  const t = useMessages(developers);
  return (
    <ContentPage
      title={t.title}
      lead={
        <>
          {t.leadBefore(version)}{" "}
          <a href="/api/openapi.json" className="font-medium text-brand-700 underline underline-offset-2">
            /api/openapi.json
          </a>{" "}
          {t.leadAfter}
        </>
      }
    >
      <section aria-labelledby="conventions-heading" className="mt-8 max-w-3xl text-slate-700">
        <h2 id="conventions-heading" className="text-xl font-bold text-slate-900">
          {t.conventions}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
          <li>
            {t.successAnswers} <code className="font-mono">{"{ data }"}</code>
            {t.pagedLists} <code className="font-mono">{"meta: { total, nextCursor }"}</code>.
          </li>
          <li>
            {t.failuresAnswer}{" "}
            <a href={`#${schemaAnchor("ApiError")}`} className="font-medium text-brand-700 underline">
              ApiError
            </a>
            : <code className="font-mono">{"{ message, code, messageId?, params?, issues? }"}</code>.
          </li>
          <li>{t.sessions}</li>
        </ul>
      </section>

      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-label={t.sections}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 className="text-sm font-semibold text-slate-900">{t.onThisPage}</h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:block lg:space-y-4">
            {tags.map((tag) => (
              <li key={tag.name}>
                <a
                  href={`#tag-${tag.name.replaceAll(" ", "-")}`}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0"
                >
                  {tag.name}
                </a>
                <ul className="mt-1 hidden space-y-1 lg:block">
                  {tag.endpoints.map((endpoint) => (
                    <li key={endpoint.id}>
                      <a
                        href={`#${endpoint.id}`}
                        className="flex items-baseline gap-2 text-xs text-slate-700 hover:text-brand-700"
                      >
                        <span className="w-11 shrink-0 font-mono font-semibold">{endpoint.method}</span>
                        <span className="min-w-0 break-words">
                          <PathBreaks path={endpoint.path.replace(/^\/api/, "")} />
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li>
              <a
                href="#schemas"
                className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0"
              >
                {t.schemas}
              </a>
            </li>
          </ul>
        </nav>

        <div className="min-w-0 space-y-14">
          {tags.map((tag) => {
            const id = `tag-${tag.name.replaceAll(" ", "-")}`;
            return (
              <section key={tag.name} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
                <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                  {tag.name}
                </h2>
                <p className="mt-1 text-slate-700">{tag.description}</p>
                <div className="mt-5 space-y-6">
                  {tag.endpoints.map((endpoint) => (
                    <Endpoint key={endpoint.id} endpoint={endpoint} />
                  ))}
                </div>
              </section>
            );
          })}

          <section id="schemas" aria-labelledby="schemas-heading" className="scroll-mt-24">
            <h2 id="schemas-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t.schemas}
            </h2>
            <p className="mt-1 text-slate-700">{t.schemasLead}</p>
            <div className="mt-5 space-y-6">
              {schemas.map((schema) => (
                <section
                  key={schema.name}
                  id={schemaAnchor(schema.name)}
                  aria-labelledby={`${schemaAnchor(schema.name)}-heading`}
                  className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
                >
                  <h3
                    id={`${schemaAnchor(schema.name)}-heading`}
                    className="font-mono text-lg font-semibold text-slate-900"
                  >
                    {schema.name}
                  </h3>
                  <div className="mt-3">
                    <Fields fields={schema.fields} label={t.schemaFields(schema.name)} />
                  </div>
                </section>
              ))}
            </div>
          </section>
        </div>
      </div>
    </ContentPage>
  );
}
