/**
 * A local stand-in for Google's and GitHub's OAuth servers, for the browser tests (no internet needed). It is an
 * oauth2-mock-server issuer (OpenID discovery, /authorize, /token, /userinfo) plus GitHub's REST shape at
 * /github/user and /github/user/emails. Tests choose who signs in next with POST /__identity { email, name, sub }.
 */
import http from "node:http";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";

export async function startOAuthMock(port) {
  const issuer = new OAuth2Issuer();
  issuer.url = `http://localhost:${port}`;
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  let identity = { sub: "mock-user", email: "oauth.person@example.com", name: "OAuth Person" };

  service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: true,
      name: identity.name,
    });
  });
  service.on("beforeUserinfo", (response) => {
    response.body = { sub: identity.sub, email: identity.email, email_verified: true, name: identity.name };
  });

  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, issuer.url);
    const json = (status, body) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (pathname === "/__identity" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        identity = { ...identity, ...JSON.parse(body || "{}") };
        json(200, identity);
      });
      return;
    }
    if (pathname === "/github/user") {
      return json(200, {
        id: Number.parseInt(identity.sub.replace(/\D/g, "") || "1", 10),
        login: identity.sub,
        name: identity.name,
        email: identity.email,
        avatar_url: `${issuer.url}/avatar.png`,
      });
    }
    if (pathname === "/github/user/emails") {
      return json(200, [{ email: identity.email, primary: true, verified: true }]);
    }
    service.requestHandler(request, response);
  });
  await new Promise((resolve) => server.listen(port, "localhost", resolve));
  return { url: issuer.url, close: () => new Promise((resolve) => server.close(resolve)) };
}
