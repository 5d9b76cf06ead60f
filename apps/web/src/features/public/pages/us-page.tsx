import { Link } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { Container, PageHeader } from '../components/page-header';
import '../i18n';
import { content } from '../content';
import { useTranslation } from '../../../lib/i18n';

export function UsPage() {
  const { US_TABS } = content();
  const { t } = useTranslation('public');
  const [about, mission, organization] = US_TABS;
  return (
    <>
      <PageHeader title={t('usTitle')} />
      <Container>
        <Tabs
          label={t('usTitle')}
          listClassName="flex flex-wrap gap-2 border-b border-steel-100"
          panelClassName="mt-6 space-y-6"
          tabClassName={(active) =>
            `-mb-px border-b-4 px-4 py-2 font-semibold ${active ? 'border-brand-700 text-brand-700' : 'border-transparent text-steel-700'}`
          }
          tabs={[
            {
              id: about.id,
              label: about.label,
              content: (
                <>
                  <h2 className="text-2xl font-bold text-brand-700">{about.title}</h2>
                  {about.paragraphs.map((p) => (
                    <p key={p} className="max-w-3xl text-steel-700">
                      {p}
                    </p>
                  ))}
                  <h3 className="text-xl font-bold">{about.journeyTitle}</h3>
                  <p className="max-w-3xl text-steel-700">{about.journey}</p>
                  <h3 className="text-xl font-bold">{about.functionsTitle}</h3>
                  <ol className="grid gap-3 sm:grid-cols-2">
                    {about.functions.map((f, i) => (
                      <li key={f} className="flex gap-3 rounded bg-steel-50 p-4">
                        <span className="font-bold text-accent-600">{i + 1}</span>
                        <span className="text-steel-700">{f}</span>
                      </li>
                    ))}
                  </ol>
                </>
              ),
            },
            {
              id: mission.id,
              label: mission.label,
              content: (
                <>
                  <h2 className="text-2xl font-bold text-brand-700">{mission.title}</h2>
                  {mission.paragraphs.map((p) => (
                    <p key={p} className="max-w-3xl text-steel-700">
                      {p}
                    </p>
                  ))}
                  <h3 className="text-xl font-bold">{mission.aimsTitle}</h3>
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {mission.aims.map((a) => (
                      <li key={a.title} className="rounded-lg border border-steel-100 p-4">
                        <h4 className="font-bold text-steel-900">{a.title}</h4>
                        <ul className="mt-2 list-disc pl-5 text-sm text-steel-700">
                          {a.items.map((i) => (
                            <li key={i}>{i}</li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                </>
              ),
            },
            {
              id: organization.id,
              label: organization.label,
              content: (
                <>
                  <h2 className="text-2xl font-bold text-brand-700">{organization.title}</h2>
                  {organization.paragraphs.map((p) => (
                    <p key={p} className="max-w-3xl text-steel-700">
                      {p}
                    </p>
                  ))}
                  <ul className="grid gap-6 md:grid-cols-2">
                    {organization.teasers.map((tz) => (
                      <li key={tz.title} className="rounded-lg bg-steel-50 p-6">
                        <h3 className="text-xl font-bold text-steel-900">{tz.title}</h3>
                        <p className="mt-2 text-steel-700">{tz.body}</p>
                        <Link to={tz.href} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                          {tz.cta} →
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ),
            },
          ]}
        />
      </Container>
    </>
  );
}
