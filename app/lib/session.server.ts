import { getSession } from "../../worker/auth";

/** The part of the signed-in user that pages show (header, menus). */
export type ViewerUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: "user" | "admin";
  isAnonymous: boolean;
  emailVerified: boolean;
};

export async function getViewerUser(env: Env, request: Request): Promise<ViewerUser | null> {
  const session = await getSession(env, request.headers);
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    role: user.role === "admin" ? "admin" : "user",
    isAnonymous: Boolean(user.isAnonymous),
    emailVerified: user.emailVerified,
  };
}
