import { Hono } from "hono";
import { deleteAccount, deleteAccountInput, getUserProfile, listUserOrganizations } from "../services/accounts";
import { type AppEnv, requireAccess } from "./context";
import { ApiError } from "./errors";
import { validate } from "./validation";

export const usersApi = new Hono<AppEnv>()
  .get("/profile", requireAccess("signed-in"), async (c) => {
    const profile = await getUserProfile(c.var.db, c.var.session!.user.id);
    if (!profile) throw new ApiError(404, "User not found");
    return c.json({ data: profile });
  })
  .get("/organizations", requireAccess("permanent"), async (c) =>
    c.json({ data: { data: await listUserOrganizations(c.var.db, c.var.session!.user.id) } }),
  )
  .delete("/me", requireAccess("permanent"), validate("json", deleteAccountInput), async (c) => {
    const setCookies = await deleteAccount(c.env, c.req.raw.headers, c.req.valid("json"));
    const response = c.json({ data: { deleted: true } });
    for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
    return response;
  });
