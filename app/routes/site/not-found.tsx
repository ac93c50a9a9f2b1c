import { data } from "react-router";
import { Link } from "~/components/localized";
import { common } from "~/i18n/common";
import { useMessages } from "~/i18n/messages";
import { pageLocale } from "~/lib/locale";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const { siteName, notFound } = common[pageLocale({ location })];
  return [{ title: `${notFound.title} · ${siteName}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const t = useMessages(common).notFound;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-3 text-slate-700">{t.message}</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
        {t.home}
      </Link>
    </main>
  );
}
