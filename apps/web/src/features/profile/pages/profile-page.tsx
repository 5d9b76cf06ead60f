import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_TYPES, MESSAGES, ORGANIZATION_CATEGORIES, PATHS } from '@portal/shared';
import {
  PROFILE_FILE_FIELDS,
  PROFILE_TEXT_MAX_LENGTH,
  type ProfileFileField,
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdateSchema,
  type UserProfile,
} from '@portal/shared/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { ErrorBanner, TextField } from '../../../components/ui/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAuth } from '../../../lib/auth/auth-context';
import type { FromState } from '../../../lib/auth/require-auth';
import { refusalOf } from '../../../lib/file-kind';
import { applyServerError } from '../../../lib/forms';
import { ApiError } from '../../../lib/api-client';
import { useCodeLabels } from '../../../lib/labels';
import { useMyProfile } from '../../../api/profile/get-my-profile';
import { useOrganizations } from '../../../api/organizations/get-organizations';
import { ClarificationsDialog } from '../../../components/clarifications-dialog';
import { useSaveMyProfile } from '../api/save-my-profile';
import { focusFilePicker } from '../../../components/ui/file-picker';
import { CollaborationForm } from '../components/collaboration-form';
import { OrganizationCombobox } from '../components/organization-combobox';
import { PdfPicker, PROFILE_PDF_RULE } from '../components/pdf-picker';
import '../i18n';
import { localize } from '../../../lib/localize';

const TEXT_FIELDS = [
  'organization',
  'organizationCategory',
  'designation',
  'documentType',
  'documentNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'district',
  'state',
  'zip',
] as const;
/** The shared schema's fields, and the two documents, which the server judges apart from them. */
type FormValues = ProfileUpdateInput & Partial<Record<ProfileFileField, File | null>>;
const SERVER_FIELDS = [...TEXT_FIELDS, ...PROFILE_FILE_FIELDS] as const;

function toForm(p: UserProfile): FormValues {
  return Object.fromEntries(TEXT_FIELDS.map((k) => [k, p[k] ?? ''])) as FormValues;
}

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const codeLabels = useCodeLabels();
  const labels = useCodeLabels();
  const { refreshSession } = useAuth();
  const navigate = useNavigate();
  const from = ((useLocation().state ?? {}) as FromState).from;
  const profile = useMyProfile();
  const organizations = useOrganizations({ enabled: profile.isSuccess });
  // Until the user chooses, an incomplete profile is there to be completed: it opens ready to edit.
  const [editChoice, setEditing] = useState<boolean | null>(null);
  const editing = editChoice ?? (profile.data ? !profile.data.isProfileComplete : false);
  const [files, setFiles] = useState<Partial<Record<ProfileFileField, File | null>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'clarifications' | 'help' | null>(null);
  // Where focus goes when the Edit/Save toggle swaps its buttons, so it never falls to the page body.
  const editButton = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement | null>(null);
  const [toggles, setToggles] = useState(0);
  const form = useForm<FormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema) as never,
    defaultValues: toForm({} as UserProfile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead (decision 132).
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, reset, formState, setError, clearErrors } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  useEffect(() => {
    if (profile.data) reset(toForm(profile.data));
  }, [profile.data, reset]);
  useEffect(() => {
    if (profile.isError) toast.error(MESSAGES.profileLoadFailedToast);
  }, [profile.isError]);
  useEffect(() => {
    if (toggles === 0) return;
    if (editing) firstField.current?.focus();
    else editButton.current?.focus();
  }, [toggles, editing]);

  const save = useSaveMyProfile();

  const toggle = (next: boolean) => {
    setEditing(next);
    setToggles((n) => n + 1);
  };

  const send = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await save.mutateAsync({
        // The schema's output: trimmed, empty text and an unchosen option as null.
        fields: Object.fromEntries(TEXT_FIELDS.map((k) => [k, values[k] ?? null])),
        files: { governmentIssueddocument: files.governmentIssueddocument ?? undefined, organizationDocs: files.organizationDocs ?? undefined },
      });
      // The token states completeness and the role: renew it before going on.
      await refreshSession();
      setFiles({});
      toggle(false);
      toast.success(t('saved'));
      await navigate(from ?? PATHS.dashboard);
    } catch (err) {
      // One message per problem: field errors sit under their fields, anything else in the banner.
      const message = applyServerError(err, setError, SERVER_FIELDS, MESSAGES.profileSaveFailed);
      // Only a save that never reached the server is the connection's fault.
      const help = err instanceof ApiError && err.status > 0 ? t('saveRefusedHelp') : t('saveFailedHelp');
      setBanner(message && `${message.replace(/\.$/, '')}. ${help}`);
      showSummary();
    }
  }, showSummary);

  // A refused PDF (its message is under its picker) is replaced before anything is saved. Judged before
  // the form turns busy, so focus can go to that picker; the other fields show their errors too.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    for (const field of PROFILE_FILE_FIELDS) {
      const file = files[field];
      if (file && (await refusalOf(file, PROFILE_PDF_RULE))) {
        void form.trigger();
        focusFilePicker(field);
        return;
      }
    }
    await send(event);
  };

  const pickFile = (field: ProfileFileField) => (file: File | null) => {
    setFiles((s) => ({ ...s, [field]: file }));
    clearErrors(field);
    setBanner(null);
  };

  if (profile.isPending) {
    return (
      <div role="status" className="flex min-h-[30vh] items-center justify-center">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        <span className="sr-only">{t('saving')}</span>
      </div>
    );
  }
  if (profile.isError) return <ErrorBanner message={localize(MESSAGES.profileLoadFailed)} />;
  const p = profile.data;
  const busy = formState.isSubmitting;
  const locked = !editing || busy;
  const errors = formState.errors;
  const section = 'rounded-lg bg-white p-5 shadow-sm';
  // Save and Cancel at the top and again under the last field, where a long form ends.
  const saveButtons = (
    <>
      <Button type="submit" busy={busy}>
        {busy ? t('saving') : t('save')}
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => {
          reset(toForm(p));
          setFiles({});
          setBanner(null);
          toggle(false);
        }}
      >
        {t('cancel')}
      </Button>
    </>
  );
  const grid = 'mt-4 grid gap-4 sm:grid-cols-2';

  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg bg-white p-5 shadow-sm">
          <div>
            <h1 className="text-2xl font-bold text-brand-700">{p.name}</h1>
            <p className="text-steel-500">{p.email}</p>
            <p className="mt-2 flex items-center gap-2 text-sm">
              <span className="font-semibold text-steel-700">{t('status')}:</span> <StatusBadge status={p.status} label={labels.status(p.status)} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={() => setDialog('help')}>
              {t('help')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('clarifications')}>
              {t('seeClarification')}
            </Button>
            {editing ? (
              saveButtons
            ) : (
              <Button ref={editButton} onClick={() => toggle(true)}>
                {t('edit')}
              </Button>
            )}
          </div>
        </div>

        {!p.isProfileComplete && <p className="rounded border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900">{t('incomplete')}</p>}
        <ErrorSummary ref={attachSummary} items={summaryItems} message={banner} onSelect={(name) => form.setFocus(name as keyof FormValues)} />

        <fieldset disabled={locked} className="space-y-6">
          <section className={section} aria-labelledby="sec-org">
            <h2 id="sec-org" className="text-lg font-semibold">
              {t('sections.organization')}
            </h2>
            <div className={grid}>
              <Controller
                control={control}
                name="organization"
                render={({ field }) => (
                  <OrganizationCombobox
                    ref={(el) => {
                      field.ref(el);
                      firstField.current = el;
                    }}
                    name={field.name}
                    maxLength={PROFILE_TEXT_MAX_LENGTH.organization}
                    label={t('fields.organization')}
                    listLabel={t('suggestions')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={locked}
                    suggestions={(organizations.data ?? []).map((o) => o.name)}
                    error={errors.organization?.message}
                  />
                )}
              />
              <SelectField
                label={t('fields.organizationCategory')}
                placeholder={t('choose')}
                options={ORGANIZATION_CATEGORIES.map((c) => ({ value: c, label: codeLabels.organizationCategory(c) }))}
                error={errors.organizationCategory?.message}
                {...register('organizationCategory')}
              />
              <TextField
                label={t('fields.designation')}
                maxLength={PROFILE_TEXT_MAX_LENGTH.designation}
                error={errors.designation?.message}
                {...register('designation')}
              />
            </div>
          </section>

          <section className={section} aria-labelledby="sec-gov">
            <h2 id="sec-gov" className="text-lg font-semibold">
              {t('sections.governmentId')}
            </h2>
            <div className={grid}>
              <SelectField
                label={t('fields.documentType')}
                placeholder={t('choose')}
                options={DOCUMENT_TYPES.map((d) => ({ value: d, label: codeLabels.documentType(d) }))}
                error={errors.documentType?.message}
                {...register('documentType')}
              />
              <TextField
                label={t('fields.documentNumber')}
                maxLength={PROFILE_TEXT_MAX_LENGTH.documentNumber}
                error={errors.documentNumber?.message}
                {...register('documentNumber')}
              />
              <div className="sm:col-span-2">
                <PdfPicker
                  name="governmentIssueddocument"
                  label={t('fields.governmentIssueddocument')}
                  hint={t('pickHint')}
                  currentLabel={t('current')}
                  noFileLabel={t('noFile')}
                  current={p.governmentIssueddocument}
                  file={files.governmentIssueddocument ?? null}
                  onFile={pickFile('governmentIssueddocument')}
                  error={errors.governmentIssueddocument?.message}
                  disabled={locked}
                />
              </div>
            </div>
          </section>

          <section className={section} aria-labelledby="sec-orgdoc">
            <h2 id="sec-orgdoc" className="text-lg font-semibold">
              {t('sections.organizationDoc')}
            </h2>
            <div className="mt-4">
              <PdfPicker
                name="organizationDocs"
                label={t('fields.organizationDocs')}
                hint={t('pickHint')}
                currentLabel={t('current')}
                noFileLabel={t('noFile')}
                current={p.organizationDocs}
                file={files.organizationDocs ?? null}
                onFile={pickFile('organizationDocs')}
                error={errors.organizationDocs?.message}
                disabled={locked}
              />
            </div>
          </section>

          <section className={section} aria-labelledby="sec-addr">
            <h2 id="sec-addr" className="text-lg font-semibold">
              {t('sections.address')}
            </h2>
            <div className={grid}>
              <TextField
                label={t('fields.addressLine1')}
                autoComplete="address-line1"
                maxLength={PROFILE_TEXT_MAX_LENGTH.addressLine1}
                error={errors.addressLine1?.message}
                {...register('addressLine1')}
              />
              <TextField
                label={t('fields.addressLine2')}
                autoComplete="address-line2"
                maxLength={PROFILE_TEXT_MAX_LENGTH.addressLine2}
                error={errors.addressLine2?.message}
                {...register('addressLine2')}
              />
              <TextField
                label={t('fields.city')}
                autoComplete="address-level2"
                maxLength={PROFILE_TEXT_MAX_LENGTH.city}
                error={errors.city?.message}
                {...register('city')}
              />
              <TextField label={t('fields.district')} maxLength={PROFILE_TEXT_MAX_LENGTH.district} error={errors.district?.message} {...register('district')} />
              <TextField
                label={t('fields.state')}
                autoComplete="address-level1"
                maxLength={PROFILE_TEXT_MAX_LENGTH.state}
                error={errors.state?.message}
                {...register('state')}
              />
              <TextField
                label={t('fields.zip')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={PROFILE_TEXT_MAX_LENGTH.zip}
                error={errors.zip?.message}
                {...register('zip')}
              />
            </div>
          </section>
        </fieldset>
        {editing && (
          <div className="flex flex-wrap justify-end gap-2" data-testid="profile-bottom-actions">
            {saveButtons}
          </div>
        )}

        <ClarificationsDialog
          open={dialog === 'clarifications'}
          onOpenChange={(o) => setDialog(o ? 'clarifications' : null)}
          subject={{ kind: 'user', id: p.id }}
          name={p.name}
        />
        <Dialog open={dialog === 'help'} onOpenChange={(o) => setDialog(o ? 'help' : null)} title={t('help')}>
          <ul className="list-disc space-y-2 pl-5 text-sm text-steel-700">
            {(t('helpText', { returnObjects: true }) as string[]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Dialog>
      </form>
      <CollaborationForm profile={p} />
    </div>
  );
}
