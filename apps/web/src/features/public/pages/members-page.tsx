import { useTranslation } from '../../../lib/i18n';
import { Container, PageHeader } from '../components/page-header';
import '../i18n';
import { content } from '../content';
import { type MemberGroup } from '../content/people';

function initials(name: string) {
  return name
    .replace(/^(Shri|Smt\.|Dr\.|Prof\.)\s+/, '')
    .split(' ')
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
}

function MembersPage({ title, intro, groups }: { title: string; intro: string; groups: MemberGroup[] }) {
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container className="space-y-10">
        {groups.map((g) => (
          <section key={g.title} aria-label={g.title}>
            <h2 className="text-xl font-bold text-brand-700">{g.title}</h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {g.members.map((m) => (
                <li key={m.name} className="flex items-center gap-4 rounded-lg border border-steel-100 p-4" data-testid="member">
                  <span
                    aria-hidden="true"
                    className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  >
                    {initials(m.name)}
                  </span>
                  <span>
                    <span className="block font-bold text-steel-900">{m.name}</span>
                    <span className="block text-sm text-steel-700">{m.title}</span>
                    <span className="block text-sm text-steel-500">{m.organization}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </>
  );
}

export function BoardMembersPage() {
  const { GOVERNING_BOARD } = content();
  const { t } = useTranslation('public');
  return <MembersPage title={t('board.title')} intro={t('board.intro')} groups={GOVERNING_BOARD} />;
}

export function OversightCommitteePage() {
  const { OVERSIGHT_COMMITTEE } = content();
  const { t } = useTranslation('public');
  return <MembersPage title={t('committee.title')} intro={t('committee.intro')} groups={OVERSIGHT_COMMITTEE} />;
}
