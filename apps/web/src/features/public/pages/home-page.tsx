export function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-700">Steel Research &amp; Technology Mission of India</h1>
      <div className="h-[150vh]" />
    </section>
  );
}
