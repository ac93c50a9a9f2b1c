import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { cx } from "~/lib/cx";
import type { Flash, NoticeTone } from "~/lib/flash";
import { SUCCESS_MESSAGE_MS } from "../../../contract/limits";
import { useHydrated } from "./use-hydrated";

const TONES: Record<NoticeTone, string> = {
  error: "border-rose-200 bg-rose-50 text-rose-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  info: "border-brand-100 bg-brand-50 text-brand-900",
};

/** A message box. Errors and warnings are alerts, read out at once; success and information are polite statuses. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: NoticeTone;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={cx("rounded-md border px-4 py-3 text-sm font-medium", TONES[tone], className)}
    >
      {children}
    </div>
  );
}

/**
 * A success message: once the page is interactive it vanishes after 5 seconds (then `onGone` runs).
 * Without JavaScript it simply stays.
 */
export function SuccessNotice({
  children,
  onGone,
  className,
}: {
  children: React.ReactNode;
  onGone?: () => void;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(true);
  const gone = useRef(onGone);
  gone.current = onGone;

  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => {
      setVisible(false);
      gone.current?.();
    }, SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated]);

  return visible ? (
    <Notice tone="success" className={className}>
      {children}
    </Notice>
  ) : null;
}

/**
 * A message that a redirect left in the URL (`?reason=deleted`): the one way this app carries a message to the next
 * page, so that the server renders it and it works without JavaScript. A success message vanishes after 5 seconds
 * and its parameter then leaves the URL, so a reload does not repeat it; other tones stay until the person moves on.
 * Taking the parameter out is a navigation of its own, and a navigation cancels the one under way: it waits until the
 * person's own (a link followed, a form sent while the message showed) has finished, and is dropped once the page
 * has moved on.
 */
export function FlashNotice({
  param,
  messages,
  className,
}: {
  param: string;
  messages: Readonly<Record<string, Flash>>;
  className?: string;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  /** The location whose message has gone: its parameter leaves the URL while the page still shows that location. */
  const [goneAt, setGoneAt] = useState<string | null>(null);
  useEffect(() => {
    if (goneAt !== location.key || navigation.state !== "idle") return;
    setParams(
      (current) => {
        current.delete(param);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [goneAt, location.key, navigation.state, param, setParams]);

  const code = params.get(param);
  const message = code && Object.hasOwn(messages, code) ? messages[code] : null;
  if (!message) return null;
  if (message.tone !== "success") {
    return (
      <Notice tone={message.tone} className={className}>
        {message.text}
      </Notice>
    );
  }
  return (
    <SuccessNotice key={code} className={className} onGone={() => setGoneAt(location.key)}>
      {message.text}
    </SuccessNotice>
  );
}
