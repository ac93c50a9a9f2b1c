/**
 * One titled card of the profile. The id is the jump-link target; the scroll margin keeps the heading clear of
 * the sticky site header.
 */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
