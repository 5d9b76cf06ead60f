import type { ProposalKind } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { type Control, Controller, type FormState, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { Button } from '../../../../components/ui/button';
import { FieldSet, fieldErrorClass } from '../../../../components/ui/field';
import { CollaboratorPicker } from '../../components/collaborator-picker';
import { emptyCollaborator, type FundingFormValues } from '../funding-form';

/**
 * Step 3: whether partners are involved (not asked for Open Innovation, where they always are) and the
 * collaborators, each a registered user chosen by search; their details are filled in and read-only.
 * `readOnly` for a collaborator co-editing a draft: only the owner changes who is on it (decision 205).
 */
export function CollaboratorsStep({ kind, readOnly = false }: { kind: ProposalKind; readOnly?: boolean }) {
  const { control, formState } = useFormContext<FundingFormValues>();
  if (readOnly) return <CollaboratorsReadOnly />;
  return <CollaboratorsEditor kind={kind} control={control} formState={formState} />;
}

/** The list as the owner left it, for a co-editor: names, organisations and categories, and who may change it. */
function CollaboratorsReadOnly() {
  const { t } = useTranslation('proposals');
  const { control } = useFormContext<FundingFormValues>();
  const rows = useWatch({ control, name: 'collaborators' }).filter((row) => row.organisation);
  return (
    <div className="space-y-3" data-field="collaborators">
      <p id="collaborators-owner-only" className="rounded border border-brand-100 bg-brand-50 px-4 py-2 text-sm text-steel-700">
        {t('funding.collaboratorsOwnerOnly')}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-steel-500">{t('funding.noCollaborators')}</p>
      ) : (
        <ul aria-describedby="collaborators-owner-only" className="divide-y divide-steel-100 rounded border border-steel-100 text-sm">
          {rows.map((row) => (
            <li key={row.organisation} className="px-4 py-2 [overflow-wrap:anywhere]">
              <span className="font-semibold">{row.contactPerson}</span>
              {row.orgType ? ` · ${row.orgType}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CollaboratorsEditor({
  kind,
  control,
  formState,
}: {
  kind: ProposalKind;
  control: Control<FundingFormValues>;
  formState: FormState<FundingFormValues>;
}) {
  const { t } = useTranslation('proposals');
  const rows = useFieldArray({ control, name: 'collaborators' });
  const partners = useWatch({ control, name: 'partnersInvolved' });
  const showRows = kind.partners === 'always' || partners;
  const listError = formState.errors.collaborators?.message ?? formState.errors.collaborators?.root?.message;
  // After a removal focus goes to the row that took its place, else the one before, else Add collaborator.
  const rowRefs = useRef<(HTMLFieldSetElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const removedRow = useRef<number | null>(null);
  useEffect(() => {
    const removed = removedRow.current;
    if (removed === null) return;
    removedRow.current = null;
    (rowRefs.current[Math.min(removed, rows.fields.length - 1)] ?? addButton.current)?.focus();
  }, [rows.fields]);

  return (
    <>
      {kind.partners === 'optional' && (
        <Controller
          control={control}
          name="partnersInvolved"
          render={({ field, fieldState }) => (
            <FieldSet legend={t('funding.fields.partnersInvolved')} error={fieldState.error?.message} required>
              {() => (
                <div className="flex gap-6">
                  {[true, false].map((v) => (
                    <label key={String(v)} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={field.name}
                        checked={field.value === v}
                        onChange={() => {
                          field.onChange(v);
                          if (v && rows.fields.length === 0) rows.append(emptyCollaborator());
                        }}
                        className="h-4 w-4"
                      />
                      {v ? t('funding.yes') : t('funding.no')}
                    </label>
                  ))}
                </div>
              )}
            </FieldSet>
          )}
        />
      )}
      {showRows && (
        <div className="space-y-4" data-field="collaborators">
          {kind.partners === 'always' && (
            <p id="partners-required" className="rounded border border-brand-100 bg-brand-50 px-4 py-2 text-sm text-steel-700">
              {t('funding.partnersRequired')}
            </p>
          )}
          {rows.fields.map((row, i) => (
            <fieldset
              key={row.id}
              ref={(el) => {
                rowRefs.current[i] = el;
              }}
              tabIndex={-1}
              aria-label={t('funding.collaborator', { n: i + 1 })}
              className="space-y-3 rounded border border-steel-100 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <legend className="px-1 text-sm font-semibold text-steel-700">{t('funding.collaborator', { n: i + 1 })}</legend>
              <CollaboratorRowEditor index={i} />
              <Button
                variant="ghost"
                onClick={() => {
                  removedRow.current = i;
                  rows.remove(i);
                }}
                aria-label={t('funding.removeCollaborator', { n: i + 1 })}
              >
                {t('funding.removeCollaborator', { n: i + 1 })}
              </Button>
            </fieldset>
          ))}
          {rows.fields.length === 0 && <p className="text-sm text-steel-500">{t('funding.noCollaborators')}</p>}
          {listError && (
            <p className={fieldErrorClass} role="alert">
              {listError}
            </p>
          )}
          <Button ref={addButton} variant="secondary" onClick={() => rows.append(emptyCollaborator())}>
            {t('funding.addCollaborator')}
          </Button>
        </div>
      )}
    </>
  );
}

/** One collaborator: the search, then the chosen user's details, read-only. */
function CollaboratorRowEditor({ index }: { index: number }) {
  const { control, setValue, formState, getFieldState } = useFormContext<FundingFormValues>();
  const all = useWatch({ control, name: 'collaborators' });
  const chosen = all[index];
  const taken = all.filter((row, i) => i !== index && row.organisation).map((row) => row.organisation);
  return (
    <div data-field={`collaborators.${index}.organisation`}>
      <CollaboratorPicker
        taken={taken}
        error={getFieldState(`collaborators.${index}.organisation`, formState).error?.message}
        chosen={chosen}
        onChoose={(c) =>
          setValue(
            `collaborators.${index}`,
            { organisation: c.id, contactPerson: c.name, email: c.maskedEmail, orgType: c.organizationCategory ?? '' },
            { shouldValidate: formState.isSubmitted, shouldDirty: true },
          )
        }
      />
    </div>
  );
}
