import { Link } from "react-router";
import { appContext } from "~/lib/context";
import { listOrganizations, listQuerySchema } from "../../worker/services/organizations";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "Culture Directory · Find startups by how they work" },
    {
      name: "description",
      content: "Browse startups and teams by country and by culture: how they work, what they value, what they build.",
    },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = listQuerySchema.parse({ country: params.country, categories: params.categories });
  return listOrganizations(db, query);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { data: organizations, meta } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Organizations ({meta.total})</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {organizations.map((org) => (
          <li key={org.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Link to={`/organizations/${org.id}`} className="flex items-center gap-3 font-semibold">
              {org.logo ? <img src={org.logo} alt="" width={40} height={40} className="rounded" /> : null}
              {org.name}
            </Link>
            <p className="mt-2 line-clamp-3 text-sm text-slate-700">{org.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
