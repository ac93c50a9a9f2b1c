import { cx } from "~/lib/cx";

/** Building heights of the placeholder's skyline, as literal class names so Tailwind generates them. */
const SKYLINE = [
  "h-1/2",
  "h-4/5",
  "h-2/5",
  "h-11/12",
  "h-3/5",
  "h-full",
  "h-1/3",
  "h-3/4",
  "h-1/2",
  "h-5/6",
  "h-2/5",
  "h-2/3",
];

type CityVisualProps = {
  city: { heroImage: string | null; flag: string };
  className?: string;
  /** The landing's cards sit below the fold; a guide's hero is its largest first paint. */
  priority?: boolean;
};

/**
 * The city's hero image, or a branded placeholder until an editor uploads one. Both are decorative: the city name
 * is always in the heading next to them.
 */
export function CityVisual({ city, className, priority = false }: CityVisualProps) {
  if (city.heroImage) {
    return (
      <img
        src={city.heroImage}
        alt=""
        width={1200}
        height={675}
        loading={priority ? "eager" : "lazy"}
        className={cx("aspect-video w-full object-cover", className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cx(
        "relative aspect-video w-full overflow-hidden bg-linear-to-br from-brand-600 via-brand-700 to-brand-900",
        className,
      )}
    >
      <div className="absolute -top-12 -right-12 size-52 rounded-full border-[28px] border-white/10" />
      <div className="absolute top-10 right-28 size-14 rounded-full bg-white/10" />
      <span className="absolute top-5 left-5 flex size-14 items-center justify-center rounded-2xl bg-white/15 text-3xl">
        {city.flag}
      </span>
      <div className="absolute inset-x-0 bottom-0 flex h-2/5 items-end gap-1.5 px-5 opacity-20">
        {SKYLINE.map((height, index) => (
          <span key={index} className={cx("flex-1 rounded-t-sm bg-white", height)} />
        ))}
      </div>
    </div>
  );
}
