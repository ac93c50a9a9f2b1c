export default function Placeholder() {
  return <main className="mx-auto max-w-3xl px-4 py-16">Coming in this issue.</main>;
}
