import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found · Culture Directory" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
        Return to Home
      </Link>
    </main>
  );
}
