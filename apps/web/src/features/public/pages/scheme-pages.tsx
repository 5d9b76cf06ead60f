import { API, PATHS, type ProposalCategory, type ProposalType, type RoundScheme } from '@portal/shared';
import type { PublicRound, PublicRounds } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSignedInUser } from '../../../lib/auth/use-signed-in-user';
import { Container, PageHeader } from '../components/page-header';
import '../i18n';
import { content } from '../content';

/**
 * The next cut-off and committee meeting of the scheme from `GET /rounds`, once the app has taken the page
 * over; the prerendered page (and a page whose call fails) keeps the specification's text (decision 237).
 */
function Notice({ scheme, onlyWithRound = false }: { scheme: RoundScheme; onlyWithRound?: boolean }) {
  const { NEXT_MEETING_NOTICE } = content();
  const { t } = useTranslation('public');
  const next = useNextRound(scheme);
  // The Challenge Method page had no notice in the specification: it shows one only when a round is known.
  if (onlyWithRound && !next.round) return null;
  const text = next.round
    ? next.round.meetingAt
      ? t('nextRound.withMeeting', { cutoff: formatDay(next.round.cutoffAt), meeting: formatDay(next.round.meetingAt) })
      : t('nextRound.cutoffOnly', { cutoff: formatDay(next.round.cutoffAt) })
    : NEXT_MEETING_NOTICE;
  return (
    <div role="note" className="overflow-hidden border-y border-accent-500 bg-accent-500/10" aria-label={t('notice')}>
      <p className="animate-marquee whitespace-nowrap py-2 text-sm font-semibold text-steel-900" data-testid="round-notice">
        {text}
        {next.medianDays !== null && ` ${t('nextRound.median', { days: next.medianDays })}`}
      </p>
    </div>
  );
}

/** The scheme's next open round and its median days from cut-off to decision, read after hydration. */
function useNextRound(scheme: RoundScheme): { round: PublicRound | null; medianDays: number | null } {
  const hydrated = useHydrated();
  const rounds = useQuery({
    queryKey: ['rounds', 'public'],
    queryFn: ({ signal }) => apiData<PublicRounds>(API.rounds, { signal }),
    enabled: hydrated,
    staleTime: 60_000,
  });
  const round = rounds.data?.rounds.find((r) => r.scheme === scheme && r.state === 'OPEN') ?? null;
  return { round, medianDays: rounds.data?.medianDaysToDecision[scheme] ?? null };
}

/** Applying needs sign-in: signed in, to the wizard with the scheme in the navigation state; otherwise to /signin keeping the origin. */
function useApply(category: ProposalCategory, type: ProposalType) {
  const signedInUser = useSignedInUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    if (await signedInUser(pathname)) await navigate(PATHS.challengeResponse, { state: { category, type, origin: pathname } });
  };
}

function Downloads() {
  const { DOCUMENTS } = content();
  const { t } = useTranslation('public');
  return (
    <p className="flex flex-wrap gap-3">
      <a href={DOCUMENTS.schemeGuidelines.href} download className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('guidelines')}
      </a>
      <a href={DOCUMENTS.proposalTemplate.href} download className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
        {t('template')}
      </a>
    </p>
  );
}

export function ChallengeMethodPage() {
  const { CHALLENGE_METHOD, FOCUS_AREAS_ALT, DISBURSEMENT_TEXT } = content();
  const { t } = useTranslation('public');
  return (
    <>
      <PageHeader title={CHALLENGE_METHOD.title} />
      <Notice scheme="CM" onlyWithRound />
      <Container className="space-y-8">
        {CHALLENGE_METHOD.intro.map((p) => (
          <p key={p} className="max-w-3xl text-steel-700">
            {p}
          </p>
        ))}
        <p className="flex flex-wrap gap-3">
          <Link to={PATHS.challenges} className="rounded bg-accent-500 px-4 py-2 font-bold text-steel-900 hover:bg-accent-600">
            {t('viewChallenges')}
          </Link>
        </p>
        <Downloads />
        <section aria-labelledby="focus-h">
          <h2 id="focus-h" className="text-2xl font-bold text-brand-700">
            {t('focusAreas')}
          </h2>
          <img
            src={CHALLENGE_METHOD.focusImage}
            alt={FOCUS_AREAS_ALT}
            width={800}
            height={600}
            loading="lazy"
            className="mx-auto mt-4 block h-auto w-full max-w-3xl rounded-lg"
          />
        </section>
        <section aria-labelledby="steps-h">
          <h2 id="steps-h" className="text-2xl font-bold text-brand-700">
            {t('steps')}
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-5">
            {CHALLENGE_METHOD.steps.map((s, i) => (
              <li key={s.title} className="rounded-lg bg-steel-50 p-4">
                <span className="text-2xl font-bold text-accent-600">{i + 1}</span>
                <h3 className="mt-1 font-bold text-steel-900">{s.title}</h3>
                <p className="mt-1 text-sm text-steel-700">{s.body}</p>
              </li>
            ))}
          </ol>
          <img
            src={CHALLENGE_METHOD.processImage}
            alt={t('steps')}
            width={800}
            height={600}
            loading="lazy"
            className="mx-auto mt-6 block h-auto w-full max-w-3xl rounded-lg"
          />
        </section>
        <p className="text-steel-700">{DISBURSEMENT_TEXT}</p>
      </Container>
    </>
  );
}

export function InnovateSteelPage() {
  const { OPEN_INNOVATION, HOW_IT_WORKS_ALT, DISBURSEMENT_TEXT } = content();
  const { t } = useTranslation('public');
  const apply = useApply('INNOVATE', 'FUNDING_SUPPORT');
  return (
    <>
      <PageHeader title={OPEN_INNOVATION.title} />
      <Notice scheme="OI" />
      <Container className="space-y-8">
        {OPEN_INNOVATION.intro.map((p) => (
          <p key={p} className="max-w-3xl text-steel-700">
            {p}
          </p>
        ))}
        <div className="grid gap-6 md:grid-cols-2">
          <button type="button" onClick={() => void apply()} className="rounded-lg bg-brand-700 p-6 text-left text-white hover:bg-brand-800">
            <span className="block text-xl font-bold">{t('applyForFunding')}</span>
            <span className="mt-2 block text-brand-50">{t('applyForFundingBody')}</span>
          </button>
          <Link to={PATHS.steelCollab} className="rounded-lg border-2 border-brand-700 p-6 text-brand-700 hover:bg-brand-50">
            <span className="block text-xl font-bold">{t('visitSteelcollab')}</span>
            <span className="mt-2 block text-steel-700">{t('visitSteelcollabBody')}</span>
          </Link>
        </div>
        <Downloads />
        <section aria-labelledby="how-h">
          <h2 id="how-h" className="text-2xl font-bold text-brand-700">
            {t('howItWorks')}
          </h2>
          <img
            src={OPEN_INNOVATION.howImage}
            alt={HOW_IT_WORKS_ALT}
            width={800}
            height={540}
            loading="lazy"
            className="mx-auto mt-4 block h-auto w-full max-w-3xl rounded-lg"
          />
          <p className="mt-4 text-steel-700">{DISBURSEMENT_TEXT}</p>
        </section>
      </Container>
    </>
  );
}

export function SteelStartupPage() {
  const { STEEL_STARTUP, HOW_IT_WORKS_ALT } = content();
  const { t } = useTranslation('public');
  const apply = useApply('CHALLENGE', 'FUNDING_SUPPORT');
  return (
    <>
      <PageHeader title={STEEL_STARTUP.title} />
      <Notice scheme="SSA" />
      <Container className="space-y-8">
        {STEEL_STARTUP.intro.map((p) => (
          <p key={p} className="max-w-3xl text-steel-700">
            {p}
          </p>
        ))}
        <button type="button" onClick={() => void apply()} className="rounded-lg bg-brand-700 p-6 text-left text-white hover:bg-brand-800 md:w-1/2">
          <span className="block text-xl font-bold">{t('applyForFunding')}</span>
          <span className="mt-2 block text-brand-50">{t('applyForFundingBody')}</span>
        </button>
        <Downloads />
        <section aria-labelledby="how-h">
          <h2 id="how-h" className="text-2xl font-bold text-brand-700">
            {t('howItWorks')}
          </h2>
          <img
            src={STEEL_STARTUP.howImage}
            alt={HOW_IT_WORKS_ALT}
            width={800}
            height={540}
            loading="lazy"
            className="mx-auto mt-4 block h-auto w-full max-w-3xl rounded-lg"
          />
        </section>
      </Container>
    </>
  );
}
