import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import { PeriodPicker } from './PeriodPicker';

describe('PeriodPicker', () => {
  it("loads the records' texts itself: drawn alone, it shows them, not their keys", async () => {
    // A fresh i18next has no locale part loaded, as on a screen that loads no records' texts.
    await initI18n();
    await changeLanguage('EN');
    // Awaited, so that a render suspended on the locale part is tried again when the part is there.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading texts</p>}>
          <PeriodPicker onChange={vi.fn()} />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bperiod\.[a-z0-9_]+\b/);
  });
});
