/**
 * The x position of a bucket in a chart of buckets `step` ms wide, starting at `from` (a bucket's start) and running
 * to `to` (now, inside the newest bucket): the first bucket sits on `left`, the newest on `right`.
 */
export function timeScale(from: number, to: number, step: number, left: number, right: number) {
  const newest = from + Math.floor((to - from) / step) * step;
  const span = Math.max(step, newest - from);
  return (time: number) => left + ((time - from) / span) * (right - left);
}
