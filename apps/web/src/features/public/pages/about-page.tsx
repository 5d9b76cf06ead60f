import { Container, PageHeader } from '../components/page-header';
import '../i18n';
import { content } from '../content';

export function AboutPage() {
  const { ABOUT } = content();
  return (
    <>
      <PageHeader title={ABOUT.title} />
      <Container className="space-y-12">
        <div className="max-w-3xl space-y-4 text-steel-700">
          {ABOUT.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <section aria-labelledby="mission-h">
          <h2 id="mission-h" className="text-2xl font-bold text-brand-700">
            {ABOUT.missionTitle}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT.mission.map((m) => (
              <li key={m.title} className="rounded-lg bg-steel-50 p-5">
                <h3 className="font-bold text-steel-900">{m.title}</h3>
                <p className="mt-2 text-sm text-steel-700">{m.body}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="history-h">
          <h2 id="history-h" className="text-2xl font-bold text-brand-700">
            {ABOUT.historyTitle}
          </h2>
          <ol className="mt-6 space-y-4 border-l-4 border-accent-500 pl-6">
            {ABOUT.history.map((h) => (
              <li key={h.year}>
                <p className="font-bold text-brand-700">{h.year}</p>
                <p className="text-steel-700">{h.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </Container>
    </>
  );
}
