import { useEffect, useState } from "react";
import { ButtonLink, buttonClass } from "~/components/ui";
import { useMessages } from "~/i18n/messages";
import { organization } from "~/i18n/pages/organization";
import { COMPARE_MAX, COMPARE_MIN } from "../../../contract/limits";

/** The organizations picked for comparison, kept in the browser (the page itself is the same for everyone). */
const STORAGE_KEY = "compare:ids";

function readPicked(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string").slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Add to compare: picks this organization (at most COMPARE_MAX), and once two are picked links to their
 * comparison. Rendered unpressed on the server, since profiles are cached for everyone; the browser's pick shows after
 * hydration.
 */
export function CompareToggle({ orgId }: { orgId: string }) {
  const t = useMessages(organization).compare;
  const [picked, setPicked] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setPicked(readPicked()), []);
  const selected = picked.includes(orgId);

  function toggle() {
    const current = readPicked();
    if (!current.includes(orgId) && current.length >= COMPARE_MAX) {
      setMessage(t.full(COMPARE_MAX));
      return;
    }
    const next = current.includes(orgId) ? current.filter((id) => id !== orgId) : [...current, orgId];
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setPicked(next);
    setMessage(next.length < COMPARE_MIN && next.includes(orgId) ? t.pickAnother : null);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" aria-pressed={selected} onClick={toggle} className={buttonClass.secondary}>
        <span aria-hidden="true">{selected ? "✓" : "+"}</span>
        {selected ? t.added : t.add}
      </button>
      {picked.length >= COMPARE_MIN ? (
        <ButtonLink to={`/compare?ids=${picked.map(encodeURIComponent).join(",")}`}>
          {t.compareNow(picked.length)}
        </ButtonLink>
      ) : null}
      <p aria-live="polite" className="w-full text-sm text-slate-700 empty:hidden">
        {message}
      </p>
    </div>
  );
}
