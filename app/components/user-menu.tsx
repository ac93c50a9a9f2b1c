import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "~/components/localized";
import { common } from "~/i18n/common";
import { useMessages } from "~/i18n/messages";
import type { Viewer } from "../../contract/dto";

function initial(user: Viewer): string {
  return (user.name || user.email || "U").charAt(0).toUpperCase();
}

function Avatar({ user }: { user: Viewer }) {
  if (user.image) return <img src={user.image} alt="" width={32} height={32} className="size-8 rounded-full" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
    >
      {initial(user)}
    </span>
  );
}

/** The account menu of a signed-in person. */
export function UserMenu({ user, isAdmin }: { user: Viewer; isAdmin: boolean }) {
  const t = useMessages(common).nav;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-1 pr-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar user={user} />
        <span className="max-w-40 truncate">{user.name || user.email}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-52 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link to="/profile" className="block px-4 py-2 text-sm hover:bg-slate-50" onClick={() => setOpen(false)}>
            {t.dashboard}
          </Link>
          {isAdmin ? (
            <Link to="/admin" className="block px-4 py-2 text-sm hover:bg-slate-50" onClick={() => setOpen(false)}>
              {t.adminPanel}
            </Link>
          ) : null}
          <Form method="post" action="/logout">
            <button type="submit" className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50">
              {t.signOut}
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
