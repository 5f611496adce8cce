import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, type RecordedQuery } from '../../testing/fake-supabase-client.ts';
import { MemberForm } from './member-form.tsx';
import type { TeamMember } from './types.ts';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../components/toast.tsx', () => ({ toast }));
// jsdom decodes no images: the browser tests prepare real photos (tests/team/admin.spec.ts).
vi.mock('./photo.ts', () => ({
  UnreadablePhoto: class extends Error {},
  preparePhoto: vi.fn(async () => new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' })),
}));

// jsdom has no ResizeObserver; Radix Switch measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  toast.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function setup(member: TeamMember | null = null, respond?: (q: RecordedQuery) => unknown) {
  let release: () => void = () => {};
  const fake = createFakeClient(
    (query) =>
      new Promise((resolve) => {
        const answer = () =>
          resolve(
            (respond?.(query) as never) ?? { data: [{ id: member?.id ?? 'new' }], error: null },
          );
        release = answer;
        // Writes wait for the test to release them, so the in-flight state can be seen.
        if (query.operation === 'select') answer();
      }),
  );
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<MemberForm client={fake.client} member={member} onSaved={onSaved} onCancel={onCancel} />);
  return { fake, onSaved, onCancel, release: () => release() };
}

const existing: TeamMember = {
  id: 'm1',
  name: 'Ada Lovelace',
  position: 'Partner',
  bio: 'Numbers.',
  photo_url: 'http://127.0.0.1:54321/storage/v1/object/public/team-photos/a.png',
  linkedin_url: 'https://www.linkedin.com/in/ada',
  display_order: 4,
  is_active: false,
  created_at: '2025-06-01T09:00:00Z',
  updated_at: '2025-06-01T09:00:00Z',
};

describe('MemberForm', () => {
  it('adds a member once, however often submit is pressed', async () => {
    const user = userEvent.setup();
    const { fake, onSaved, release } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/^Position/), 'Tax Adviser');
    const submit = screen.getByRole('button', { name: 'Add Member' });
    await user.dblClick(submit);
    // Submits that arrive before the disabled button renders still reach the handler.
    fireEvent.submit(submit.closest('form')!);
    fireEvent.submit(submit.closest('form')!);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const inserts = fake.queries.filter((q) => q.operation === 'insert');
    expect(inserts).toHaveLength(1);
    expect(inserts[0]?.payload).toEqual({
      name: 'Grace Hopper',
      position: 'Tax Adviser',
      bio: null,
      linkedin_url: null,
      display_order: 0,
      is_active: true,
      photo_url: null,
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Team member added!' });
  });

  it('shows inline messages and saves nothing for bad input', async () => {
    const user = userEvent.setup();
    const { fake } = setup();
    await user.type(screen.getByLabelText(/^Position/), 'Partner');
    await user.type(screen.getByLabelText('LinkedIn URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(screen.getByText('Name is required.')).toBeVisible();
    expect(screen.getByText(/must be a full web address starting with https/)).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.queries).toHaveLength(0);
  });

  it('refuses a non-image or too large photo and keeps refusing until it is replaced', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fake } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Grace');
    await user.type(screen.getByLabelText(/^Position/), 'Partner');
    const input = screen.getByLabelText('Photo');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText(/Photo must be an image file/)).toBeVisible();
    expect(screen.queryByAltText('Photo preview')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(fake.queries).toHaveLength(0);

    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByText('Photo must be 5 MB or smaller.')).toBeVisible();

    await user.upload(input, new File(['png'], 'face.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByText(/Photo must/)).toBeNull());
    expect(await screen.findByAltText('Photo preview')).toHaveAttribute('src', 'blob:preview');
  });

  it('uploads the chosen photo and saves its public URL', async () => {
    const user = userEvent.setup();
    const { fake, onSaved, release } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Grace');
    await user.type(screen.getByLabelText(/^Position/), 'Partner');
    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['png'], 'face.PNG', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(fake.queries).toHaveLength(1));
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const name = fake.uploads[0]?.name ?? '';
    // The photo goes up as the JPEG made from it, not as the file chosen.
    expect(name).toMatch(/^[0-9a-f-]+\.jpg$/);
    expect(fake.queries[0]?.payload).toMatchObject({
      photo_url: `http://127.0.0.1:54321/storage/v1/object/public/team-photos/${name}`,
    });
  });

  it('saves without a photo when the upload fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake, onSaved, release } = setup();
    fake.failUploads('new row violates row-level security policy');
    await user.type(screen.getByLabelText(/^Name/), 'Grace');
    await user.type(screen.getByLabelText(/^Position/), 'Partner');
    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(fake.queries).toHaveLength(1));
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.queries[0]?.payload).toMatchObject({ photo_url: null });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('prefills an edit, removes the photo and updates by id', async () => {
    const user = userEvent.setup();
    const { fake, onSaved, onCancel, release } = setup(existing);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Display order')).toHaveValue(4);
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(screen.getByAltText('Photo preview')).toHaveAttribute('src', existing.photo_url);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByAltText('Photo preview')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update Member' }));
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.queries[0]).toMatchObject({
      operation: 'update',
      filters: [['id', 'm1']],
      payload: { photo_url: null, is_active: true, display_order: 4 },
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Team member updated!' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('reports a refused save with the service message and stays in the form', async () => {
    const user = userEvent.setup();
    const { onSaved, release } = setup(null, () => ({
      data: null,
      error: { message: 'new row violates row-level security policy' },
    }));
    await user.type(screen.getByLabelText(/^Name/), 'Grace');
    await user.type(screen.getByLabelText(/^Position/), 'Partner');
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    release();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'new row violates row-level security policy',
        variant: 'destructive',
      }),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeEnabled();
  });
});
