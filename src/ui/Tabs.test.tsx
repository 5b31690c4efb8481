import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Demo() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs idBase="t" label="Demo" tabs={['a', 'b', 'c']} current={tab} onChange={setTab}>
      {(t) => t.toUpperCase()}
    </Tabs>
  );
}

describe('tabs', () => {
  it('move with the arrow keys, Home and End; the chosen tab is the one Tab stop', async () => {
    render(<Demo />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
  });

  it('follow the screen right to left: the left arrow goes to the next tab', async () => {
    render(
      <div dir="rtl">
        <Demo />
      </div>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
  });
});
