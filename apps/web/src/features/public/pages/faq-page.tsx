export function FaqPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-700">Frequently Asked Questions</h1>
    </section>
  );
}
