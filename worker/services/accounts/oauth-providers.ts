import type { GenericOAuthConfig } from "better-auth/plugins";
import type { Config } from "../../platform/env";

export type OAuthProviderId = "google" | "github";

/** Which providers have credentials configured (the sign-in buttons say "not configured" for the others). */
export function configuredProviders(config: Config): Record<OAuthProviderId, boolean> {
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    github: Boolean(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET),
  };
}

type GitHubUser = { id: number; login: string; name: string | null; email: string | null; avatar_url: string };
type GitHubEmail = { email: string; primary: boolean; verified: boolean };

/**
 * Google (OpenID Connect discovery) and GitHub (OAuth 2 plus its REST API) as generic OAuth providers, so that
 * their endpoints are configuration: production uses the real ones, tests a local OAuth server. The email counts as
 * verified only when the provider says so (Google's email_verified claim, GitHub's verified flag on the address):
 * the admin role and the verified-only pages depend on it.
 */
export function oauthProviders(config: Config): GenericOAuthConfig[] {
  const enabled = configuredProviders(config);
  const providers: GenericOAuthConfig[] = [];
  if (enabled.google) {
    providers.push({
      providerId: "google",
      clientId: config.GOOGLE_CLIENT_ID!,
      clientSecret: config.GOOGLE_CLIENT_SECRET!,
      discoveryUrl: config.GOOGLE_DISCOVERY_URL,
      scopes: ["openid", "email", "profile"],
      pkce: true,
      mapProfileToUser: (profile) => ({
        emailVerified: profile.email_verified === true || profile.email_verified === "true",
        image: profile.picture as string | undefined,
      }),
    });
  }
  if (enabled.github) {
    const api = config.GITHUB_API_URL.replace(/\/$/, "");
    providers.push({
      providerId: "github",
      clientId: config.GITHUB_CLIENT_ID!,
      clientSecret: config.GITHUB_CLIENT_SECRET!,
      authorizationUrl: config.GITHUB_AUTHORIZATION_URL,
      tokenUrl: config.GITHUB_TOKEN_URL,
      scopes: ["read:user", "user:email"],
      getUserInfo: async (tokens) => {
        const headers = {
          authorization: `Bearer ${tokens.accessToken}`,
          accept: "application/vnd.github+json",
          "user-agent": "culture-directory",
        };
        const profile = (await (await fetch(`${api}/user`, { headers })).json()) as GitHubUser;
        // The public profile email carries no verification flag: the address list says which ones GitHub verified.
        const emails = (await (await fetch(`${api}/user/emails`, { headers })).json()) as GitHubEmail[];
        const chosen =
          emails.find((candidate) => candidate.email === profile.email) ??
          emails.find((candidate) => candidate.primary && candidate.verified);
        const email = chosen?.email ?? profile.email;
        if (!email) return null;
        return {
          id: String(profile.id),
          email,
          name: profile.name ?? profile.login,
          image: profile.avatar_url,
          emailVerified: chosen?.verified === true,
        };
      },
    });
  }
  return providers;
}
