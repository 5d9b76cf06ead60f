import { useTranslation } from '../../lib/i18n';
import { type StepState, stepStatus } from './wizard-steps';

const TONES = {
  done: 'bg-green-600 text-white',
  current: 'bg-brand-700 text-white ring-4 ring-brand-100',
  upcoming: 'bg-steel-100 text-steel-700',
} as const;

/**
 * The steps across the top (docs/specification.md#wizards): the current one blue, completed ones green with a tick,
 * the rest grey. A step already reached can be opened again.
 */
export function StepIndicator({ titles, state, onSelect }: { titles: readonly string[]; state: StepState; onSelect: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.progress')}>
      <ol className="flex flex-wrap gap-x-2 gap-y-3 sm:flex-nowrap">
        {titles.map((title, i) => {
          const status = stepStatus(state, i);
          const reachable = i <= state.furthest && i !== state.current;
          const badge = (
            <span aria-hidden="true" className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${TONES[status]}`}>
              {status === 'done' ? '✓' : i + 1}
            </span>
          );
          const text = (
            <span className={`text-sm ${status === 'current' ? 'font-bold text-brand-700' : 'text-steel-700'}`}>
              {title}
              {status !== 'upcoming' && <span className="sr-only"> ({t(`wizard.${status === 'done' ? 'completed' : 'current'}`)})</span>}
            </span>
          );
          return (
            <li
              key={title}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 basis-40 items-center gap-2"
            >
              {reachable ? (
                <button type="button" onClick={() => onSelect(i)} className="flex items-center gap-2 rounded text-left hover:underline">
                  {badge}
                  {text}
                </button>
              ) : (
                <>
                  {badge}
                  {text}
                </>
              )}
              {i < titles.length - 1 && (
                <span aria-hidden="true" className={`hidden h-0.5 flex-1 sm:block ${status === 'done' ? 'bg-green-600' : 'bg-steel-100'}`} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
