import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "sonner";
import { getConfig } from "../worker/env";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { GuestSession } from "./components/guest-session";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { appContext } from "./lib/context";
import { getViewerUser } from "./lib/session.server";

// The stylesheet is the one render-blocking resource. With a precedence React treats it as a stylesheet resource
// and writes it ahead of the module preloads, so a slow connection fetches it first.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const user = await getViewerUser(env, request);
  return data({ origin: getConfig(env).APP_URL.replace(/\/$/, ""), user });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
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
          Skip to content
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <NavigationProgress />
        <div id="main" className="flex-1">
          {children}
        </div>
        <SiteFooter />
        <GuestSession />
        <Toaster position="bottom-right" duration={4000} visibleToasts={3} hotkey={["altKey", "KeyT"]} richColors />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The Loading... state while a navigation waits for its data. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 w-full animate-pulse bg-brand-600" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message: string | null = null;
  if (isRouteErrorResponse(error)) {
    message = typeof error.data === "string" ? error.data : (error.data?.message ?? error.statusText);
  } else if (error instanceof Error && import.meta.env.DEV) {
    message = error.message;
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-700">{message || "An unexpected error occurred"}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex items-center rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Try again
      </button>
    </main>
  );
}
