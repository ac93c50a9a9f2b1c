import { type ComponentType, useEffect, useState } from "react";

/**
 * Toasts without sonner in the first load: pages call `toast.success(...)` and friends from here; the
 * first call fetches sonner (about 9 KB gzipped), mounts its Toaster, then shows the toast. Pages that never toast
 * (most visits) never fetch it.
 */

type Sonner = typeof import("sonner");
type Show = (sonner: Sonner) => void;

let sonner: Sonner | null = null;
const waiting: Show[] = [];
let load: (() => void) | null = null;

function show(call: Show) {
  if (sonner) return call(sonner);
  waiting.push(call);
  load?.();
}

export const toast = {
  success: (message: string) => show(({ toast }) => toast.success(message)),
  error: (message: string) => show(({ toast }) => toast.error(message)),
  info: (message: string) => show(({ toast }) => toast.info(message)),
};

/** Rendered once, in the root layout: sonner's Toaster, from the first toast on. */
export function LazyToaster() {
  const [module, setModule] = useState<Sonner | null>(sonner);
  useEffect(() => {
    let active = true;
    load = () => {
      load = null;
      import("sonner").then(
        (loaded) => active && setModule(loaded),
        (error: unknown) => console.warn("Toasts failed to load", error),
      );
    };
    if (waiting.length > 0) load();
    return () => {
      active = false;
      load = null;
    };
  }, []);
  // Runs after the Toaster below has mounted and subscribed (a child's effects run first): the waiting toasts show.
  useEffect(() => {
    if (!module) return;
    sonner = module;
    for (const call of waiting.splice(0)) call(module);
  }, [module]);
  if (!module) return null;
  const Toaster: ComponentType<Parameters<Sonner["Toaster"]>[0]> = module.Toaster;
  return <Toaster position="bottom-right" duration={4000} visibleToasts={3} hotkey={["altKey", "KeyT"]} richColors />;
}
