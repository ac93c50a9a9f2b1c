/**
 * CPU cost of password hashing and of a sign-in request:
 *   npm run bench:auth
 * Times better-auth's hashPassword (scrypt N=16384, r=16, p=1 through node:crypto, as the worker runs it under
 * nodejs_compat) in Node, then sequential sign-ins against the built worker served by wrangler, next to a trivial
 * JSON route for the request overhead.
 */
import { hashPassword } from "better-auth/crypto";
import { DEMO_ACCOUNTS } from "../seed/seed";
import { startTestServer } from "./lib/server";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const hashes: number[] = [];
for (let i = 0; i < 10; i++) {
  const started = performance.now();
  await hashPassword("correct horse battery staple");
  hashes.push(performance.now() - started);
}
console.log(`hashPassword: median ${median(hashes).toFixed(0)} ms (10 runs)`);

const server = await startTestServer("8796");
const { base } = server;
try {
  const time = async (request: () => Promise<Response>, runs = 20) => {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (i >= 3) times.push(performance.now() - started);
    }
    return median(times);
  };
  const health = await time(() => fetch(`${base}/api/health`));
  const signIn = await time(() =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password }),
    }),
  );
  console.log(`GET /api/health: median ${health.toFixed(1)} ms`);
  console.log(
    `POST /api/auth/sign-in/email: median ${signIn.toFixed(1)} ms (about ${(signIn - health).toFixed(0)} ms of work)`,
  );
  console.log("The Workers Free plan allows 10 ms of CPU per request: password sign-in needs the Paid plan.");
} finally {
  server.stop();
}
