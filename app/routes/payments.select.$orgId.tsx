import { eq } from "drizzle-orm";
import { data, Link, redirect, useNavigation } from "react-router";
import { GuestCodeForm, PlanCard, type PlanId } from "~/components/payments/plans";
import { Container, PageHeading } from "~/components/ui";
import { appContext } from "~/lib/context";
import { requirePageAccess } from "~/lib/guards.server";
import { seo } from "~/lib/seo";
import { ApiError } from "../../worker/api/errors";
import { organizations } from "../../worker/db/schema";
import { getConfig } from "../../worker/env";
import { applyGuestCode, guestCodeInput, INVALID_GUEST_CODE } from "../../worker/services/guest-codes";
import { PAYMENT_FAILED, startCheckout } from "../../worker/services/payments";
import type { Route } from "./+types/payments.select.$orgId";

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: "Choose a plan", noindex: true });
}

const editPath = (id: string) => `/organizations/${encodeURIComponent(id)}/edit`;

/** The signed-in creator and their unpaid organization; anyone else is sent away (SPEC.md §2 Plan selection). */
async function loadOwnUnpaid(context: Route.LoaderArgs["context"], request: Request, orgId: string) {
  const { env, db } = context.get(appContext);
  const session = await requirePageAccess(env, request, "verified", "permanent");
  if (!orgId) throw redirect("/profile");
  const [org] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      createdBy: organizations.createdBy,
      paymentStatus: organizations.paymentStatus,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  if (!org || org.createdBy !== session.user.id) throw redirect("/profile");
  if (org.paymentStatus === "paid") throw redirect(`${editPath(org.id)}?reason=already-paid`);
  return { env, db, session, org };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { org } = await loadOwnUnpaid(context, request, params.orgId);
  return { org: { id: org.id, name: org.name } };
}

type ActionResult = { intent: "checkout" | "guest-code"; error: string };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { env, db, session, org } = await loadOwnUnpaid(context, request, params.orgId);
  const form = await request.formData();
  const intent = form.get("intent");
  const viewer = { id: session.user.id, role: session.user.role === "admin" ? "admin" : "user" };

  if (intent === "checkout") {
    const plan = form.get("plan");
    if (plan !== "monthly" && plan !== "annual") {
      return data<ActionResult>({ intent, error: PAYMENT_FAILED }, { status: 400 });
    }
    try {
      const { url } = await startCheckout(
        getConfig(env),
        db,
        { id: session.user.id, email: session.user.email },
        { organizationId: org.id, plan, intent: "purchase" },
      );
      return redirect(url);
    } catch (error) {
      if (error instanceof ApiError && error.code === "ALREADY_PAID") {
        return redirect(`${editPath(org.id)}?reason=already-paid`);
      }
      console.error("payments: starting the checkout failed", error);
      return data<ActionResult>({ intent, error: PAYMENT_FAILED }, { status: 502 });
    }
  }

  if (intent === "guest-code") {
    const parsed = guestCodeInput.safeParse({ organizationId: org.id, code: form.get("code") ?? "" });
    if (!parsed.success) return data<ActionResult>({ intent, error: INVALID_GUEST_CODE }, { status: 400 });
    try {
      await applyGuestCode(db, viewer, parsed.data);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === "ALREADY_PAID") return redirect(`${editPath(org.id)}?reason=already-paid`);
        return data<ActionResult>({ intent, error: error.message || INVALID_GUEST_CODE }, { status: error.status });
      }
      console.error("payments: applying a guest code failed", error);
      return data<ActionResult>({ intent, error: INVALID_GUEST_CODE }, { status: 500 });
    }
    return redirect(`${editPath(org.id)}?guest=true`);
  }

  throw data({ message: "Unknown form" }, { status: 400 });
}

export default function PlanSelection({ loaderData, actionData }: Route.ComponentProps) {
  const { org } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData : undefined;
  const pendingIntent = submitting?.get("intent");
  const pendingPlan = pendingIntent === "checkout" ? (submitting?.get("plan") as PlanId | null) : null;
  const result = actionData as ActionResult | undefined;
  const checkoutError = result?.intent === "checkout" && !submitting ? result.error : null;
  const guestError = result?.intent === "guest-code" && pendingIntent !== "guest-code" ? result.error : null;

  return (
    <main className="py-10 sm:py-14">
      <Container className="max-w-4xl">
        <PageHeading
          title="Choose your plan"
          lead={
            <>
              Publish <strong className="font-semibold text-slate-900">{org.name}</strong> in the directory and unlock
              editing. One plan covers one organization profile.
            </>
          }
        />
        {checkoutError ? (
          <p
            role="alert"
            className="mt-6 rounded-md border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
          >
            {checkoutError}
          </p>
        ) : null}
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <PlanCard plan="monthly" pending={pendingPlan === "monthly"} disabled={Boolean(pendingPlan)} />
          <PlanCard plan="annual" featured pending={pendingPlan === "annual"} disabled={Boolean(pendingPlan)} />
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">
          Payments are handled securely by our card payment provider. You can cancel from your dashboard.
        </p>
        <div className="mt-10">
          <GuestCodeForm error={guestError} pending={pendingIntent === "guest-code"} />
        </div>
        <p className="mt-8 text-sm">
          <Link to="/profile" className="font-medium text-brand-700 hover:underline">
            ← Back to Dashboard
          </Link>
        </p>
      </Container>
    </main>
  );
}
