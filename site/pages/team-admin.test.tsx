import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthPage } from './auth.tsx';
import { TeamAdminPage } from './team-admin.tsx';
import { TeamPage } from './team.tsx';
import type * as SupabaseConfig from '../lib/supabase-config.ts';

// A production build made without VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY: the configuration
// every module reads (the client's module re-exports it and creates no client without it).
vi.mock('../lib/supabase-config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SupabaseConfig>()),
  supabaseConfig: null,
  isSupabaseConfigured: false,
  supabaseUrl: null,
}));
vi.mock('../components/toast.tsx', () => ({ toast: vi.fn() }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/team-admin" element={<TeamAdminPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a build without a backend', () => {
  it('says team management is not configured on /auth and /team-admin, without redirecting', () => {
    renderAt('/auth');
    expect(
      screen.getByRole('heading', { name: 'Team management is not configured' }),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();

    renderAt('/team-admin');
    expect(
      screen.getAllByRole('heading', { name: 'Team management is not configured' }),
    ).toHaveLength(2);
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('shows the empty team on /team', () => {
    renderAt('/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    expect(screen.getByText('No team members found.')).toBeVisible();
    expect(screen.queryByText('Loading team members...')).toBeNull();
  });
});
