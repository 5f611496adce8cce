import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TeamGrid } from './team-grid.tsx';
import type { TeamMember } from './types.ts';

const base = {
  display_order: 0,
  is_active: true,
  photo_url: null,
  linkedin_url: null,
  created_at: '2025-06-01T09:00:00Z',
  updated_at: '2025-06-01T09:00:00Z',
};

const members: TeamMember[] = [
  {
    ...base,
    id: '1',
    name: 'Ada Lovelace',
    position: 'Partner',
    bio: 'First line.\nSecond line.',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    photo_url: 'https://cdn.example.co.uk/ada.png',
  },
  { ...base, id: '2', name: 'bob <b>Builder</b>', position: 'Bookkeeper', bio: null },
  {
    ...base,
    id: '3',
    name: 'Eve',
    position: 'Adviser',
    bio: '<img src=x onerror=alert(1)>',
    linkedin_url: 'javascript:alert(1)',
  },
];

describe('TeamGrid', () => {
  it('shows photo or initial, name and position, and View Bio only with a bio', () => {
    render(<TeamGrid members={members} />);
    const cards = screen.getAllByTestId('team-member-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByAltText('Photo of Ada Lovelace')).toHaveAttribute(
      'src',
      'https://cdn.example.co.uk/ada.png',
    );
    expect(within(cards[1]!).getByTestId('member-initial')).toHaveTextContent('B');
    expect(within(cards[1]!).getByRole('heading')).toHaveTextContent('bob <b>Builder</b>');
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    expect(within(cards[0]!).getByRole('button', { name: /View Bio/ })).toBeVisible();
  });

  it('opens the bio with an https LinkedIn link in a new tab', async () => {
    const user = userEvent.setup();
    render(<TeamGrid members={members} />);
    await user.click(screen.getByRole('button', { name: 'View Bio for Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).getByText(/First line/)).toBeVisible();
    const link = within(dialog).getByRole('link', { name: /LinkedIn/ });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ada');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a bio as text and drops a non-https LinkedIn URL', async () => {
    const user = userEvent.setup();
    render(<TeamGrid members={members} />);
    await user.click(screen.getByRole('button', { name: 'View Bio for Eve' }));
    const dialog = screen.getByRole('dialog', { name: 'Eve' });
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
