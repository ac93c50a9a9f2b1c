import { useEffect, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";

/** What a successful form says; the action redirects to /profile?updated=<kind> (POST, redirect, GET). */
const MESSAGES = { profile: "Profile updated", password: "Password updated" } as const;

export type UpdatedKind = keyof typeof MESSAGES;

export function updatedUrl(kind: UpdatedKind): string {
  return `/profile?updated=${kind}`;
}

export function updatedKind(params: URLSearchParams): UpdatedKind | null {
  const kind = params.get("updated");
  return kind && kind in MESSAGES ? (kind as UpdatedKind) : null;
}

const subscribe = () => () => {};

/** False while the server renders and the browser hydrates, true once the page is interactive. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A toast once the page is interactive, then the marker leaves the URL so that a reload does not repeat it. Before
 * that (and without JavaScript) the message is plain text on the page.
 */
export function SuccessNotice() {
  const [params, setParams] = useSearchParams();
  const kind = updatedKind(params);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated || !kind) return;
    toast.success(MESSAGES[kind], { id: kind });
    setParams(
      (current) => {
        current.delete("updated");
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [hydrated, kind, setParams]);

  if (hydrated || !kind) return null;
  return (
    <p
      role="status"
      className="mt-6 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
    >
      {MESSAGES[kind]}
    </p>
  );
}
