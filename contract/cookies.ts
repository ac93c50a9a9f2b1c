/**
 * The guest pass (worker/platform/guest-pass.ts, docs/decisions/0018): set with a guest's session, readable by the page so the
 * header can say "Browsing as Guest" on pages the edge cache served without the guest's identity. It is no
 * credential: the session cookie is, and the server checks the pass against it.
 */
export const GUEST_PASS_COOKIE = "cd_guest";
