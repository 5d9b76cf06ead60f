import { PLAN_PER_PROPOSAL_DEFAULT, PLAN_PER_PROPOSAL_MAX, PLAN_PER_PROPOSAL_MIN } from '@portal/shared';
import type { AssignmentPlan } from '@portal/shared/schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localize } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useApplyPlan, useMakePlan, useSuggestions } from '../api/rounds-api';

type Pair = { proposalId: string; userId: string; score: number; reasons: string[] };
type Person = { id: string; name: string; organization: string | null };

/**
 * "Plan reviewers" on the round page (decision 256): k reviewers a proposal and the due date, the plan
 * the server makes (proposal → reviewers with their scores), the admin's changes (remove a reviewer, add
 * one of the proposal's suggestions in their place), what could not be filled and why, and the plan applied
 * after a confirmation that says what happens next, its invitations replacing themselves if chosen (decision 286). The server checks every rule again when it applies.
 */
export function PlanReviewers({ roundId, reviewDueAt }: { roundId: string; reviewDueAt: string }) {
  const { t } = useTranslation('rounds');
  const make = useMakePlan(roundId);
  const apply = useApplyPlan(roundId);
  const [perProposal, setPerProposal] = useState(String(PLAN_PER_PROPOSAL_DEFAULT));
  const [dueDate, setDueDate] = useState(reviewDueAt);
  const [plan, setPlan] = useState<AssignmentPlan | null>(null);
  const [pairs, setPairs] = useState<Pair[]>([]);
  const [people, setPeople] = useState<Map<string, Person>>(new Map());
  const [adding, setAdding] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [autoReplace, setAutoReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onMake = async () => {
    setError(null);
    try {
      const result = await make.mutateAsync({ perProposal: Number(perProposal), dueDate });
      setPlan(result);
      setPairs(result.assignments);
      setPeople(new Map(result.reviewers.map((r) => [r.id, r])));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const onApply = async () => {
    try {
      const result = await apply.mutateAsync({ assignments: pairs.map(({ proposalId, userId }) => ({ proposalId, userId })), dueDate, autoReplace });
      toast.success(t('plan.applied', { created: result.created, mailed: result.mailed }));
      setPlan(null);
      setPairs([]);
    } catch (e) {
      toast.error((e as Error).message);
    }
    setConfirm(false);
  };

  const reviewersOf = (proposalId: string) => pairs.filter((p) => p.proposalId === proposalId);
  const reviewerCount = new Set(pairs.map((p) => p.userId)).size;
  const total = pairs.reduce((s, p) => s + p.score, 0);

  return (
    <section aria-labelledby="plan" className="rounded-lg bg-white p-4 shadow-sm print:hidden" data-testid="plan-reviewers">
      <h2 id="plan" className="mb-2 text-lg font-semibold text-brand-700">
        {t('plan.title')}
      </h2>
      <p className="mb-3 text-sm text-steel-700">{t('plan.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('plan.perProposal')}
          value={perProposal}
          onChange={(e) => setPerProposal(e.target.value)}
          options={Array.from({ length: PLAN_PER_PROPOSAL_MAX - PLAN_PER_PROPOSAL_MIN + 1 }, (_, i) => ({
            value: String(i + PLAN_PER_PROPOSAL_MIN),
            label: String(i + PLAN_PER_PROPOSAL_MIN),
          }))}
        />
        <TextField label={t('plan.dueDate')} type="date" required value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        <Button onClick={onMake} busy={make.isPending}>
          {t('plan.make')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}

      {plan && (
        <div className="mt-4 space-y-3">
          <p className="text-sm font-semibold" data-testid="plan-summary" aria-live="polite">
            {t('plan.summary', { pairs: pairs.length, reviewers: reviewerCount, total: total.toFixed(2) })}
          </p>
          {plan.unfilled.length > 0 && (
            <div className="rounded border border-amber-300 bg-amber-50 p-3" data-testid="plan-unfilled">
              <h3 className="font-semibold">{t('plan.unfilledTitle')}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {plan.unfilled.map((u) => {
                  const p = plan.proposals.find((x) => x.id === u.proposalId);
                  return (
                    <li key={u.proposalId} className="[overflow-wrap:anywhere]">
                      {t('plan.unfilledLine', { title: p?.title ?? u.proposalId, missing: u.missing })}{' '}
                      {t(`plan.reasons.${u.reason}`, { eligible: u.eligible })}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <ul className="space-y-3">
            {plan.proposals.map((p) => (
              <li key={p.id} className="rounded border border-steel-200 p-3" data-testid="plan-proposal">
                <h3 className="font-semibold [overflow-wrap:anywhere]">{p.title}</h3>
                <p className="text-xs text-steel-600">
                  {p.reference ?? ''}
                  {p.onPanel > 0 && ` · ${t('plan.onPanel', { count: p.onPanel })}`}
                </p>
                <ul className="mt-2 space-y-1">
                  {reviewersOf(p.id).map((pair) => {
                    const person = people.get(pair.userId);
                    return (
                      <li key={pair.userId} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="plan-pair">
                        <span className="[overflow-wrap:anywhere]">
                          {person?.name ?? pair.userId}
                          {person?.organization && <span className="text-steel-600"> · {person.organization}</span>}
                          <span className="text-steel-600"> · {t('plan.score', { score: pair.score.toFixed(2) })}</span>
                          {pair.reasons.length > 0 && (
                            <span className="block text-xs text-steel-600" data-testid="plan-pair-reasons">
                              {pair.reasons.map(localize).join(' · ')}
                            </span>
                          )}
                        </span>
                        <Button variant="ghost" onClick={() => setPairs((list) => list.filter((x) => x !== pair))}>
                          {t('plan.remove')}
                          <span className="sr-only"> {t('plan.removeWho', { name: person?.name ?? '', title: p.title })}</span>
                        </Button>
                      </li>
                    );
                  })}
                  {reviewersOf(p.id).length === 0 && <li className="text-sm text-steel-600">{t('plan.nobody')}</li>}
                </ul>
                {adding === p.id ? (
                  <AddReviewer
                    proposalId={p.id}
                    title={p.title}
                    dueDate={dueDate}
                    taken={new Set(reviewersOf(p.id).map((x) => x.userId))}
                    onCancel={() => setAdding(null)}
                    onAdd={(s) => {
                      setPeople((m) => new Map(m).set(s.id, s));
                      setPairs((list) => [...list, { proposalId: p.id, userId: s.id, score: s.score, reasons: s.reasons }]);
                      setAdding(null);
                    }}
                  />
                ) : (
                  <Button variant="secondary" className="mt-2" onClick={() => setAdding(p.id)}>
                    {t('plan.add')}
                    <span className="sr-only"> {p.title}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Checkbox label={t('plan.autoReplace')} checked={autoReplace} onChange={(e) => setAutoReplace(e.target.checked)} />
          <Button disabled={pairs.length === 0} onClick={() => setConfirm(true)}>
            {t('plan.apply')}
          </Button>
        </div>
      )}

      <Dialog
        open={confirm}
        onOpenChange={(open) => !open && setConfirm(false)}
        title={t('plan.confirmTitle')}
        description={t('plan.confirmBody', { pairs: pairs.length, reviewers: reviewerCount, day: dueDate ? formatDay(dueDate) : '' })}
        closeLabel={t('round.cancel')}
      >
        <div className="mt-4 flex flex-wrap gap-3">
          <Button busy={apply.isPending} onClick={onApply}>
            {t('plan.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm(false)}>
            {t('round.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** One proposal's suggestions (best first) not already in the plan, to add one. */
function AddReviewer(props: {
  proposalId: string;
  title: string;
  dueDate: string;
  taken: ReadonlySet<string>;
  onAdd: (s: Person & { score: number; reasons: string[] }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rounds');
  const suggestions = useSuggestions(props.proposalId, props.dueDate);
  const [choice, setChoice] = useState('');
  const options = (suggestions.data ?? [])
    .filter((s) => !props.taken.has(s.userId))
    .map((s) => ({ value: s.userId, label: `${s.name}${s.organization ? ` · ${s.organization}` : ''} · ${s.score.toFixed(2)}` }));
  if (suggestions.isPending) return <p className="mt-2 text-sm">{t('plan.loadingSuggestions')}</p>;
  if (suggestions.isError)
    return (
      <p role="alert" className="mt-2 text-sm text-red-800">
        {t('plan.suggestionsFailed')}
      </p>
    );
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <SelectField
        label={t('plan.addWho', { title: props.title })}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        placeholder={options.length ? t('plan.choose') : t('plan.noSuggestions')}
        options={options}
      />
      <Button
        disabled={!choice}
        onClick={() => {
          const s = suggestions.data!.find((x) => x.userId === choice)!;
          props.onAdd({ id: s.userId, name: s.name, organization: s.organization, score: s.score, reasons: s.reasons });
        }}
      >
        {t('plan.addConfirm')}
      </Button>
      <Button variant="ghost" onClick={props.onCancel}>
        {t('round.cancel')}
      </Button>
    </div>
  );
}
