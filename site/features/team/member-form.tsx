import type { SiteClient } from '../../lib/supabase.ts';
import { Switch } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { toast } from '../../components/toast.tsx';
import { cardClass } from '../../components/ui.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { formatCount } from '../../../widgets/index.ts';
import {
  errorClass,
  hintClass,
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/form-styles.ts';
import { preparePhoto, UnreadablePhoto } from './photo.ts';
import { saveMember, uploadPhoto } from './team-api.ts';
import type { TeamMember } from './types.ts';
import {
  BIO_MAX_LENGTH,
  EMPTY_MEMBER_FORM,
  isWebUrl,
  parseMemberForm,
  PHOTO_MIME_TYPES,
  validatePhoto,
  type MemberFormErrors,
  type MemberFormField,
  type MemberFormValues,
} from './validation.ts';

const FIELD_ORDER: MemberFormField[] = [
  'name',
  'position',
  'bio',
  'linkedin_url',
  'display_order',
  'photo',
];

function valuesFrom(member: TeamMember | null): MemberFormValues {
  if (!member) return EMPTY_MEMBER_FORM;
  return {
    name: member.name,
    position: member.position,
    bio: member.bio ?? '',
    linkedin_url: member.linkedin_url ?? '',
    display_order: String(member.display_order ?? 0),
    is_active: member.is_active,
  };
}

/**
 * Adds a member, or edits `member`. The parent remounts it (by key) to return to a fresh add form.
 * The database enforces the same rules; these checks only explain a refusal before it happens.
 */
export function MemberForm({
  client,
  member,
  onSaved,
  onCancel,
}: {
  client: SiteClient;
  member: TeamMember | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const fieldId = (field: MemberFormField) => `${id}-${field}`;
  const errorId = (field: MemberFormField) => `${id}-${field}-error`;

  const [values, setValues] = useState<MemberFormValues>(() => valuesFrom(member));
  const [errors, setErrors] = useState<MemberFormErrors>({});
  // The chosen file and its object URL for the preview, replaced together.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [existingPhotoUrl, setExistingPhotoUrl] = useState<string | null>(
    isWebUrl(member?.photo_url) ? member.photo_url : null,
  );
  const [saving, setSaving] = useState(false);
  // A second click lands before the state update renders; the ref stops it synchronously.
  const savingRef = useRef(false);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const chosenUrlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (chosenUrlRef.current) URL.revokeObjectURL(chosenUrlRef.current);
    },
    [],
  );

  function choose(file: File | null) {
    if (chosenUrlRef.current) URL.revokeObjectURL(chosenUrlRef.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    chosenUrlRef.current = next?.url ?? null;
    setChosen(next);
  }

  const photoFile = chosen?.file ?? null;
  const preview = chosen?.url ?? existingPhotoUrl;
  const isEditing = member !== null;

  function update<K extends keyof MemberFormValues>(key: K, value: MemberFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }

  function clearFileInput() {
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  // The file being prepared, so a slower earlier choice cannot replace a later one.
  const preparing = useRef<File | null>(null);

  async function onPhotoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    preparing.current = file;
    const refuse = (problem: string) => {
      choose(null);
      clearFileInput();
      setErrors((current) => ({ ...current, photo: problem }));
    };
    const problem = validatePhoto(file);
    if (problem) return refuse(problem);
    let prepared: File;
    try {
      // What is uploaded, and what the preview shows: the pixels only, at the size /team shows.
      prepared = await preparePhoto(file);
    } catch (error) {
      if (preparing.current !== file) return;
      return refuse(
        error instanceof UnreadablePhoto ? error.message : 'Photo could not be prepared.',
      );
    }
    if (preparing.current !== file) return;
    choose(prepared);
    setErrors((current) => {
      const next = { ...current };
      delete next.photo;
      return next;
    });
  }

  function removePhoto() {
    choose(null);
    setExistingPhotoUrl(null);
    clearFileInput();
    setErrors((current) => {
      const next = { ...current };
      delete next.photo;
      return next;
    });
  }

  function focusFirstError(found: MemberFormErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    document.getElementById(fieldId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (savingRef.current) return;
    const parsed = parseMemberForm(values);
    const found: MemberFormErrors = parsed.success ? {} : { ...parsed.errors };
    if (errors.photo) found.photo = errors.photo;
    if (!parsed.success || found.photo) {
      setErrors(found);
      focusFirstError(found);
      return;
    }

    savingRef.current = true;
    setSaving(true);
    try {
      let photoUrl = existingPhotoUrl;
      if (photoFile) {
        try {
          photoUrl = await uploadPhoto(client, photoFile);
        } catch (error) {
          // A failed upload is logged and the member is saved without the new photo.
          console.error('Error uploading photo:', error);
        }
      }
      await saveMember(client, { ...parsed.data, photo_url: photoUrl }, member?.id);
      toast({
        title: 'Success',
        description: isEditing ? 'Team member updated!' : 'Team member added!',
      });
      onSaved();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  function describedBy(field: MemberFormField, hint?: string) {
    return [hint, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;
  }

  function fieldError(field: MemberFormField): ReactNode {
    const message = errors[field];
    return message ? (
      <p id={errorId(field)} className={errorClass}>
        {message}
      </p>
    ) : null;
  }

  const bioLength = values.bio.trim().length;

  return (
    <section className={cardClass} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-950">
        {isEditing ? 'Edit Team Member' : 'Add Team Member'}
      </h2>
      <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
        {Object.keys(errors).length > 0 ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            Please correct the highlighted fields before saving.
          </p>
        ) : null}
        <div>
          <label className={labelClass} htmlFor={fieldId('name')}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId('name')}
            className={`${inputClass} mt-1`}
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            required
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            autoComplete="off"
          />
          {fieldError('name')}
        </div>
        <div>
          <label className={labelClass} htmlFor={fieldId('position')}>
            Position <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId('position')}
            className={`${inputClass} mt-1`}
            value={values.position}
            onChange={(event) => update('position', event.target.value)}
            required
            aria-required="true"
            aria-invalid={errors.position ? true : undefined}
            aria-describedby={describedBy('position')}
            autoComplete="off"
          />
          {fieldError('position')}
        </div>
        <div>
          <label className={labelClass} htmlFor={fieldId('bio')}>
            Bio
          </label>
          <textarea
            id={fieldId('bio')}
            className={`${inputClass} mt-1 min-h-32`}
            rows={5}
            value={values.bio}
            onChange={(event) => update('bio', event.target.value)}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={describedBy('bio', `${id}-bio-count`)}
          />
          <p
            id={`${id}-bio-count`}
            className={`${hintClass} ${bioLength > BIO_MAX_LENGTH ? 'font-medium text-danger-600' : ''}`}
          >
            {formatCount(bioLength)} / {formatCount(BIO_MAX_LENGTH)} characters
          </p>
          {fieldError('bio')}
        </div>
        <div>
          <label className={labelClass} htmlFor={fieldId('linkedin_url')}>
            LinkedIn URL
          </label>
          <input
            id={fieldId('linkedin_url')}
            className={`${inputClass} mt-1`}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/..."
            value={values.linkedin_url}
            onChange={(event) => update('linkedin_url', event.target.value)}
            aria-invalid={errors.linkedin_url ? true : undefined}
            aria-describedby={describedBy('linkedin_url')}
            autoComplete="off"
          />
          {fieldError('linkedin_url')}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label className={labelClass} htmlFor={fieldId('display_order')}>
              Display order
            </label>
            <input
              id={fieldId('display_order')}
              className={`${inputClass} mt-1`}
              type="number"
              step={1}
              inputMode="numeric"
              value={values.display_order}
              onChange={(event) => update('display_order', event.target.value)}
              aria-invalid={errors.display_order ? true : undefined}
              aria-describedby={describedBy('display_order', `${id}-order-hint`)}
            />
            <p id={`${id}-order-hint`} className={hintClass}>
              Lower numbers appear first.
            </p>
            {fieldError('display_order')}
          </div>
          <div className="flex items-center gap-3 sm:pt-7">
            <Switch.Root
              id={fieldId('is_active')}
              checked={values.is_active}
              onCheckedChange={(checked) => update('is_active', checked)}
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink-500 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-700"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
            <label className={labelClass} htmlFor={fieldId('is_active')}>
              Active
            </label>
          </div>
        </div>
        <div>
          <label className={labelClass} htmlFor={fieldId('photo')}>
            Photo
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-4">
            {preview ? (
              <img
                src={preview}
                alt="Photo preview"
                className="h-24 w-24 rounded-full border border-ink-200 object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <input
                ref={fileInputRef}
                id={fieldId('photo')}
                type="file"
                accept={PHOTO_MIME_TYPES.join(',')}
                onChange={(event) => void onPhotoChange(event)}
                aria-invalid={errors.photo ? true : undefined}
                aria-describedby={describedBy('photo', `${id}-photo-hint`)}
                className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-ink-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-ink-950 hover:file:bg-ink-50"
              />
              <p id={`${id}-photo-hint`} className={hintClass}>
                An image file of up to 5 MB. It is cropped to a square and saved without its camera
                details (such as where it was taken).
              </p>
              {fieldError('photo')}
            </div>
            {preview ? (
              <button type="button" className={secondaryButtonClass} onClick={removePhoto}>
                Remove photo
              </button>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-3 pt-2">
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? 'Saving...' : isEditing ? 'Update Member' : 'Add Member'}
          </button>
          {isEditing ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={onCancel}
              disabled={saving}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
