import { useEffect, useState } from "react";
import { useNavigate } from "~/components/localized";
import { useMessages } from "~/i18n/messages";
import { payments } from "~/i18n/pages/payments";

/** "Redirecting in N seconds", counting down once a second, then navigates to `to`. */
export function RedirectCountdown({ to, seconds }: { to: string; seconds: number }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);
  const t = useMessages(payments).canceled;

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        navigate(to, { replace: true });
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, to, navigate]);

  return (
    <p className="mt-4 text-sm text-slate-700" aria-live="polite" aria-atomic="true">
      {t.redirecting} <span className="font-semibold tabular-nums text-slate-900">{left}</span> {t.seconds(left)}
    </p>
  );
}
