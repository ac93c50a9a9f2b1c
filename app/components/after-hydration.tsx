import { useAnalytics } from "~/lib/analytics";
import { GuestSession } from "./guest-session";

/**
 * What a page starts once it is interactive, and nothing before: the guest sign-in and analytics. The root mounts it
 * after hydration, so its code stays out of the first load.
 */
export default function AfterHydration() {
  useAnalytics();
  return <GuestSession />;
}
