import { fillMessage, type MinutesLanguageChoice, MINUTES_LANGUAGES, MONEY_LABELS, MONEY_LABELS_HI, PATHS } from '@portal/shared';
import type { AgendaItem } from '@portal/shared/schemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatDay, formatRupees } from '../../../lib/format';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { downloadMinutes, useAgenda, useDecide, useLockMinutes, useRecordMeeting, useRelease, useUpdateRound } from '../api/rounds-api';
import { DecisionDialog } from '../components/decision-dialog';
import { MeetingForm } from '../components/meeting-form';
import { PlanReviewers } from '../components/plan-reviewers';
import { RoundForm } from '../components/round-form';
import '../i18n';

/** The committee secretary's page: the meeting, the printable agenda with the funding line, decisions, release, minutes. */
export function AdminRoundPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('rounds');
  const agenda = useAgenda(id);
  const update = useUpdateRound(id);
  const meeting = useRecordMeeting(id);
  const decide = useDecide(id);
  const release = useRelease(id);
  const lock = useLockMinutes(id);
  const [deciding, setDeciding] = useState<AgendaItem | null>(null);
  const [confirm, setConfirm] = useState<'release' | 'lock' | null>(null);
  // A ministry's committee records its minutes in both languages unless the secretary asks otherwise (decision 284).
  const [minutesLanguage, setMinutesLanguage] = useState<MinutesLanguageChoice>('both');

  if (agenda.isPending) return <Spinner />;
  if (agenda.isError) return <p role="alert">{t('round.loadFailed')}</p>;
  const { round, items, budget, committed } = agenda.data;
  const locked = round.state === 'CLOSED';
  const released = Boolean(round.releasedAt);
  const names = new Map(round.meeting?.members.map((m) => [m.id, m.name]) ?? []);
  const firstBelow = items.findIndex((i) => !i.aboveFundingLine);

  const columns: Column<AgendaItem>[] = [
    { id: 'rank', header: t('round.rank'), cell: (item) => item.rank },
    {
      id: 'proposal',
      header: t('round.proposal'),
      cell: (item) => (
        <span data-testid="agenda-item">
          <span className="font-semibold">{item.title}</span>
          <span className="block text-xs text-steel-600">{item.reference}</span>
          {item.disagreement && <span className="block text-xs text-red-800">{t('round.disagreement')}</span>}
          {item.overlap && <span className="block text-xs text-red-800">{t('round.overlap')}</span>}
          <OtherFunding item={item} />
        </span>
      ),
      className: 'min-w-[10rem] [overflow-wrap:anywhere]',
    },
    {
      id: 'mean',
      header: t('round.mean'),
      cell: (item) => `${item.mean === null ? '—' : item.mean.toFixed(1)}${item.spread !== null ? ` (${item.spread.toFixed(0)})` : ''}`,
      className: 'whitespace-nowrap',
    },
    {
      id: 'reviews',
      header: t('round.reviews'),
      cell: (item) => `${item.count} · ${item.recommendations.FUND}/${item.recommendations.FUND_WITH_CHANGES}/${item.recommendations.DO_NOT_FUND}`,
    },
    { id: 'requested', header: t('round.requested'), cell: (item) => (item.requestedGrant === null ? t('round.notGiven') : formatRupees(item.requestedGrant)) },
    {
      id: 'running',
      header: t('round.running'),
      cell: (item) => (
        <>
          {formatRupees(item.cumulativeGrant)}
          {!item.aboveFundingLine && <span className="block text-xs font-semibold text-red-800">{t('round.belowLine')}</span>}
        </>
      ),
    },
    {
      id: 'recusals',
      header: t('round.recusals'),
      cell: (item) => (item.recusals.length ? item.recusals.map((m) => names.get(m) ?? m).join(', ') : t('round.none')),
    },
    {
      id: 'decision',
      header: t('round.decision'),
      cell: (item) => (
        <>
          <span className="block">{item.decision ? t(`round.decisions.${item.decision.decision}`) : t('round.pending')}</span>
          {item.decision?.conditions && <span className="block text-xs">{item.decision.conditions}</span>}
          {item.decision?.rationale && <span className="block text-xs italic">{item.decision.rationale}</span>}
          {!released && !locked && round.state !== 'OPEN' && (
            <Button variant="ghost" className="mt-1 print:hidden" onClick={() => setDeciding(item)}>
              {t('round.decideShort')}
              <span className="sr-only"> {item.title}</span>
            </Button>
          )}
        </>
      ),
    },
  ];

  const onRelease = async () => {
    try {
      const result = await release.mutateAsync();
      toast.success(t('round.releasedAt', { day: formatDateTime(new Date()) }) + ` (${result.results.length})`);
    } catch (e) {
      toast.error((e as Error).message);
    }
    setConfirm(null);
  };
  const onLock = async () => {
    try {
      await lock.mutateAsync(minutesLanguage);
    } catch (e) {
      toast.error((e as Error).message);
    }
    setConfirm(null);
  };

  return (
    <div className="space-y-4">
      <Link to={PATHS.adminRounds} className="text-sm font-semibold text-brand-700 underline print:hidden">
        {t('round.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-brand-700 [overflow-wrap:anywhere]">{round.name}</h1>
        <p className="mt-1 text-sm text-steel-700">
          {t(`states.${round.state}`)} ·{' '}
          {t('round.facts', { cutoff: formatDay(round.cutoffAt), reviewDue: formatDay(round.reviewDueAt), budget: formatRupees(round.budget) })}
        </p>
      </div>

      {!locked && (
        <details className="rounded-lg bg-white p-4 shadow-sm print:hidden">
          <summary className="cursor-pointer font-semibold text-brand-700">{t('form.editTitle')}</summary>
          <div className="mt-3">
            <RoundForm
              round={round}
              onSave={async ({ name, cutoffAt, reviewDueAt, meetingAt, budget: b }) => {
                await update.mutateAsync({ name, cutoffAt, reviewDueAt, meetingAt: meetingAt ?? null, budget: b });
              }}
            />
          </div>
        </details>
      )}

      {!released && !locked && <PlanReviewers roundId={id} reviewDueAt={round.reviewDueAt} />}

      <section aria-labelledby="meeting" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="meeting" className="mb-2 text-lg font-semibold text-brand-700">
          {t('round.meetingTitle')}
        </h2>
        <p className="mb-3 text-sm text-steel-700">
          {round.meeting
            ? t('round.meetingSummary', {
                day: formatDay(round.meeting.heldOn),
                chair: round.meeting.chair.name,
                members: round.meeting.members.map((m) => m.name).join(', '),
              })
            : t('round.noMeeting')}
        </p>
        {!locked && (
          <div className="print:hidden">
            <MeetingForm round={round} onSave={(v) => meeting.mutateAsync(v)} />
          </div>
        )}
      </section>

      <section aria-labelledby="agenda" className="rounded-lg bg-white p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="agenda" className="text-lg font-semibold text-brand-700">
            {t('round.agendaTitle')}
          </h2>
          <p className="text-sm text-steel-700">{t('round.committed', { committed: formatRupees(committed), budget: formatRupees(budget) })}</p>
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            {t('round.print')}
          </Button>
        </div>
        {firstBelow > 0 && (
          <p className="mb-2 text-sm font-semibold text-red-800" data-testid="funding-line">
            {t('round.fundingLineAfter', { rank: firstBelow })}
          </p>
        )}
        <DataTable caption={t('round.caption')} columns={columns} rows={items} rowKey={(i) => i.proposalId} isLoading={false} empty={null} />
      </section>

      <section className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 shadow-sm print:hidden">
        {released ? (
          <p className="text-sm text-steel-700">{t('round.releasedAt', { day: formatDateTime(round.releasedAt!) })}</p>
        ) : (
          <Button disabled={round.state === 'OPEN'} onClick={() => setConfirm('release')}>
            {t('round.release')}
          </Button>
        )}
        {released && !locked && <Button onClick={() => setConfirm('lock')}>{t('round.lock')}</Button>}
        {locked && (
          <div className="w-full space-y-2">
            <p className="text-sm text-steel-700">{t('round.lockedAt', { day: formatDateTime(round.lockedAt!) })}</p>
            {(['en', 'hi'] as const).map((language) => {
              const sha = language === 'hi' ? round.minutesSha256Hi : round.minutesSha256;
              return sha ? (
                <div key={language} className="flex flex-wrap items-center gap-3">
                  <p className="min-w-0 flex-1 text-sm text-steel-700 [overflow-wrap:anywhere]">{t(`round.minutesIn.${language}`, { sha })}</p>
                  <Button variant="secondary" onClick={() => downloadMinutes(id, language).catch((e: Error) => toast.error(e.message))}>
                    {t(`round.download.${language}`)}
                  </Button>
                </div>
              ) : null;
            })}
          </div>
        )}
      </section>

      {deciding && (
        <DecisionDialog item={deciding} onClose={() => setDeciding(null)} onSave={(v) => decide.mutateAsync({ ...v, proposalId: deciding.proposalId })} />
      )}
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'lock' ? t('round.lockTitle') : t('round.releaseTitle')}
        description={confirm === 'lock' ? t('round.lockBody') : t('round.releaseBody')}
        closeLabel={t('round.cancel')}
      >
        {confirm === 'lock' && (
          <div className="mt-4">
            <SelectField
              label={t('round.lockLanguage')}
              hint={t('round.lockLanguageHint')}
              value={minutesLanguage}
              onChange={(e) => setMinutesLanguage(e.target.value as MinutesLanguageChoice)}
              options={MINUTES_LANGUAGES.map((l) => ({ value: l, label: t(`round.lockLanguages.${l}`) }))}
            />
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button busy={release.isPending || lock.isPending} onClick={confirm === 'lock' ? onLock : onRelease}>
            {confirm === 'lock' ? t('round.lockConfirm') : t('round.releaseConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {t('round.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** The applicant's declaration of other funding of the same work, for the committee (and the printed agenda). */
function OtherFunding({ item }: { item: AgendaItem }) {
  const labels = currentLanguage() === 'hi' ? MONEY_LABELS_HI : MONEY_LABELS;
  const entries = item.otherFunding ?? [];
  return (
    <span className="mt-1 block text-xs text-steel-700" data-testid="agenda-other-funding">
      <span className="font-medium">{labels.otherFunding}: </span>
      {item.noOtherFunding
        ? labels.noOtherFunding
        : entries.length === 0
          ? labels.notGiven
          : entries.map((f, i) => (
              <span key={i} className="block">
                {fillMessage(labels.otherFundingEntry, {
                  funder: f.funder,
                  scheme: f.scheme,
                  amount: formatRupees(f.amount),
                  status: labels[f.status],
                  howItDiffers: f.howItDiffers,
                })}
              </span>
            ))}
    </span>
  );
}
