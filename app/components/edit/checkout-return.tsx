import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useNavigate } from "~/components/localized";
import { PaymentVerification } from "~/components/payments/payment-verification";
import { toast } from "~/components/toaster";
import { useMessages } from "~/i18n/messages";
import { edit } from "~/i18n/pages/edit";
import { PaymentGate } from "./payment-gate";

/** The query parameters that only matter on arrival from checkout: they leave the address once handled. */
const ARRIVAL_PARAMS = ["success", "session_id"];

type Verification = "verifying" | "confirmed" | "none";

/**
 * The edit page's way in after a checkout (`?success=true&session_id=...`): the payment is verified (at least one
 * check, even when the loader already saw it paid), then the arrival parameters leave the address and the page's data
 * is loaded again, carrying `newlyCreated` and `planActive` in the navigation state so the page greets a new
 * organization and says the plan is active. An unpaid
 * organization gets the payment gate instead of `children` (the form).
 */
export function CheckoutReturn({
  org,
  paid,
  newlyCreated,
  children,
}: {
  org: { id: string; name: string };
  paid: boolean;
  newlyCreated: boolean;
  children: React.ReactNode;
}) {
  const t = useMessages(edit);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get("success") === "true" ? params.get("session_id") : null;
  const [verification, setVerification] = useState<Verification>(sessionId ? "verifying" : "none");

  function onPaid() {
    toast.success(t.paymentConfirmed);
    setVerification("confirmed");
    const next = new URLSearchParams(params);
    for (const name of ARRIVAL_PARAMS) next.delete(name);
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "" },
      // The page then says the plan is active (a toast alone is gone before it is read).
      { replace: true, preventScrollReset: true, state: { newlyCreated, planActive: true } },
    );
  }

  if (verification === "verifying" && sessionId) {
    return <PaymentVerification orgId={org.id} sessionId={sessionId} onPaid={onPaid} />;
  }
  if (!paid && verification === "confirmed") {
    return (
      <p role="status" className="mt-8 text-slate-700">
        {t.loadingAfterPayment}
      </p>
    );
  }
  if (!paid) return <PaymentGate orgId={org.id} name={org.name} />;
  return children;
}
