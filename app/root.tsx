import { lazy, Suspense } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation } from "react-router";
import { appContext } from "#worker/app-context";
import { getConfig } from "#worker/platform/env";
import { isAdmin } from "#worker/services/access/permissions";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { usePicksCookie } from "./components/compare/picked";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { useHydrated } from "./components/form/use-hydrated";
import { GuestSession } from "./components/guest-session";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { LazyToaster } from "./components/toaster";
import { common } from "./i18n/common";
import { useLocale } from "./i18n/messages";
import { useNonce } from "./lib/nonce";
import { type RootData, useRootData } from "./lib/root-data";

// The stylesheet is the one render-blocking resource. With a precedence React writes it first in <head>, ahead of the
// module preloads it hoists there, so that the first paint does not wait behind the scripts.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { env, viewer } = context.get(appContext);
  const user = await viewer();
  // The server decides who is an admin; the header and pages only show or hide their links by it.
  return data<RootData>({ origin: getConfig(env).APP_URL.replace(/\/$/, ""), user, isAdmin: isAdmin(user) });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const locale = useLocale();
  const t = common[locale];
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Links />
        <meta name="theme-color" content="#1d5fd6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {t.skipToContent}
        </a>
        <SiteHeader user={rootData?.user ?? null} isAdmin={rootData?.isAdmin ?? false} />
        <NavigationProgress />
        <div id="main" className="flex-1">
          {children}
        </div>
        <SiteFooter />
        <CompareTraySlot />
        <GuestSession />
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The Loading... state while a navigation waits for its data. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { loading } = common[useLocale()];
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 w-full animate-pulse bg-brand-600" />
      <span className="sr-only">{loading}</span>
    </div>
  );
}

// The tray's code loads only for a browser that has picked something to compare.
const CompareTray = lazy(() =>
  import("./components/compare/compare-tray").then((module) => ({ default: module.CompareTray })),
);

function CompareTraySlot() {
  if (!usePicksCookie()) return null;
  return (
    <Suspense>
      <CompareTray />
    </Suspense>
  );
}

/** Page views and web vitals: sent once the page is interactive, so their code loads then. */
const Analytics = lazy(() => import("./lib/analytics").then((module) => ({ default: module.Analytics })));

export default function App() {
  const hydrated = useHydrated();
  return (
    <>
      <Outlet />
      {hydrated ? (
        <Suspense>
          <Analytics />
        </Suspense>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
