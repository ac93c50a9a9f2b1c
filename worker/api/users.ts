import { Hono } from "hono";
import { deleteAccountInput } from "../../contract/account";
import { message } from "../../contract/errors";
import { deleteAccount } from "../services/account-flows";
import { getUserProfile, listUserOrganizations } from "../services/accounts";
import { notFound } from "../services/errors";
import { type AppEnv, signedIn } from "./context";
import { validate } from "./validation";

export const usersApi = new Hono<AppEnv>()
  .get("/profile", signedIn("signed-in"), async (c) => {
    const profile = await getUserProfile(c.var.db, c.var.user.id);
    if (!profile) throw notFound(message("request.userNotFound"));
    return c.json({ data: profile });
  })
  .get("/organizations", signedIn("permanent"), async (c) =>
    c.json({ data: { data: await listUserOrganizations(c.var.db, c.var.user.id) } }),
  )
  .delete("/me", signedIn("permanent"), validate("json", deleteAccountInput), async (c) => {
    const cookies = await deleteAccount(c.env, c.var.db, c.req.raw, c.var.user, c.req.valid("json"));
    const response = c.json({ data: { deleted: true } });
    for (const cookie of cookies) response.headers.append("set-cookie", cookie);
    return response;
  });
