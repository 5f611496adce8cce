import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingWidget } from './booking-section.tsx';

type Queue = { q: unknown[][] };
type CalStub = Queue & { ns: Record<string, Queue> };

let url = '';
let counter = 0;

function scriptFor(src: string): HTMLScriptElement | undefined {
  return Array.from(document.scripts).find((script) => script.getAttribute('src') === src);
}

function renderWidget(calLink = 'practice/30min', initialEntry = '/contact') {
  return render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <Routes>
        <Route
          path="/contact"
          element={
            <BookingWidget
              namespace="call"
              calLink={calLink}
              redirectTo="/booking-confirmation"
              embedScriptUrl={url}
              calOrigin="https://cal.example.co.uk"
            />
          }
        />
        <Route path="/booking-confirmation" element={<h1>Booked</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  counter += 1;
  // A fresh script URL per test: the loader remembers one script per page.
  url = `https://cal.example.co.uk/embed/embed-${counter}.js`;
  Reflect.deleteProperty(window, 'Cal');
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingWidget', () => {
  it("fails like the library when there is no link: 'calLink is required'", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget('')).toThrow('calLink is required');
    spy.mockRestore();
  });

  it('shows a skeleton until the script loads, then hands over to the calendar', async () => {
    renderWidget();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking calendar');
    await flush();
    const script = scriptFor(url);
    expect(script).toBeDefined();
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[data-booking-namespace="call"]')).toHaveAttribute(
      'data-booking-status',
      'ready',
    );
  });

  it('shows the fallback with phone, email and booking page when the script fails', async () => {
    renderWidget();
    await flush();
    await act(async () => {
      scriptFor(url)?.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(0);
    });
    const fallback = screen.getByRole('region', { name: 'The booking calendar could not load' });
    expect(fallback).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '020 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    expect(screen.getByRole('link', { name: 'hello@example.co.uk' })).toHaveAttribute(
      'href',
      'mailto:hello@example.co.uk',
    );
    expect(screen.getByRole('link', { name: /Open the booking page/ })).toHaveAttribute(
      'href',
      'https://cal.example.co.uk/practice/30min',
    );
  });

  it('falls back when the script neither loads nor fails within 10 seconds', async () => {
    renderWidget();
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(
      screen.getByRole('region', { name: 'The booking calendar could not load' }),
    ).toBeVisible();
  });

  it('navigates to the confirmation route on bookingSuccessful, with the scenario in the notes', async () => {
    renderWidget(
      'practice/30min',
      '/contact#booking-widget&calc=payroll&employees=8&averageSalary=30000&frequency=monthly&headline=Monthly%20cost%20%C2%A348',
    );
    // What the notes will carry is shown before the visitor books.
    const preview = screen.getByRole('region', { name: 'Your booking notes' });
    expect(preview).toHaveTextContent(
      'Payroll cost calculator: Number of employees: 8; Average annual salary: £30,000; Payroll frequency: monthly. Monthly cost £48.',
    );
    await flush();
    await act(async () => {
      scriptFor(url)?.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(0);
    });
    const queue = (window as unknown as { Cal: CalStub }).Cal.ns.call?.q ?? [];
    const instructions = queue.map((args) => Array.from(args));
    const inline = instructions.find((args) => args[0] === 'inline')?.[1] as {
      calLink: string;
      config: Record<string, string>;
    };
    expect(inline.calLink).toBe('practice/30min');
    expect(inline.config.notes).toBe(
      'Payroll cost calculator: Number of employees: 8; Average annual salary: £30,000; Payroll frequency: monthly. Monthly cost £48.',
    );
    const on = instructions.find(
      (args) => args[0] === 'on' && (args[1] as { action: string }).action === 'bookingSuccessful',
    )?.[1] as { callback: (event: CustomEvent) => void };
    await act(async () => {
      on.callback(new CustomEvent('bookingSuccessful'));
      on.callback(new CustomEvent('bookingSuccessful'));
    });
    expect(screen.getByRole('heading', { name: 'Booked' })).toBeInTheDocument();
  });
});
