import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MockPlatformApi } from '../browser';
import { DAY } from '../platform/core/clock';
import { createInitialState } from '../platform/seed/platform';
import { MockPanel, type MockPanelProps } from './MockPanel';

/** 2025-06-15 10:00 in Vietnam. */
const BASE = Date.UTC(2025, 5, 15, 3);

function setup(overrides: Partial<MockPanelProps> = {}) {
  const state = createInitialState(BASE);
  const platform: MockPlatformApi = {
    reset: vi.fn(),
    state: () => state,
    now: () => BASE + state.clock.offsetMs,
    advanceClock: vi.fn((ms: number) => {
      state.clock.offsetMs += ms;
      return BASE + state.clock.offsetMs;
    }),
  };
  const props: MockPanelProps = {
    platform,
    scenario: 'default',
    refresh: vi.fn(async () => undefined),
    signInAs: vi.fn(async () => 'signedIn' as const),
    signOut: vi.fn(async () => undefined),
    reload: vi.fn(),
    ...overrides,
  };
  render(createElement(MockPanel, props));
  return { props, platform, user: userEvent.setup() };
}

describe('MockPanel', () => {
  it('is a button until opened, then a dialog named Mock platform with the mock time', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Mock platform' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);
    const panel = screen.getByRole('dialog', { name: 'Mock platform' });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('2025-06-15 10:00:00')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('+1 day moves the clock, refreshes the screens and says so', async () => {
    const { user, props, platform } = setup();
    await user.click(screen.getByRole('button', { name: 'Mock platform' }));
    await user.click(screen.getByRole('button', { name: '+1 day' }));
    expect(platform.advanceClock).toHaveBeenCalledWith(DAY);
    expect(props.refresh).toHaveBeenCalled();
    expect(screen.getByText('2025-06-16 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('Ahead of real time: +1 d', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Clock moved (+1 day) to 2025-06-16 10:00:00');
  });

  it('end of half-month goes to the 16th 00:01 Vietnam time', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Mock platform' }));
    await user.click(screen.getByRole('button', { name: 'End of half-month' }));
    expect(screen.getByText('2025-06-16 00:01:00')).toBeInTheDocument();
  });

  it('signs in as a demo account with the password the platform knows', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Mock platform' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sign in as' }), 'agent01');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.signInAs).toHaveBeenCalledWith('agent01', 'Agent123');
    expect(screen.getByRole('status')).toHaveTextContent('Signed in as agent01.');
  });

  it('shows a failed login', async () => {
    const { user } = setup({ signInAs: vi.fn(async () => Promise.reject(new Error('Username or password is wrong'))) });
    await user.click(screen.getByRole('button', { name: 'Mock platform' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status')).toHaveTextContent('Failed: Username or password is wrong');
  });

  it('switches the scenario by loading the page with ?scenario=', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Mock platform' }));
    const switchButton = screen.getByRole('button', { name: 'Switch' });
    expect(switchButton).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'empty');
    await user.click(switchButton);
    expect(new URL(vi.mocked(props.reload).mock.calls[0]![0]).searchParams.get('scenario')).toBe('empty');
  });

  it('resets the platform after a confirmation, signed out', async () => {
    const { user, props, platform } = setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Mock platform' }));
    await user.click(screen.getByRole('button', { name: 'Reset platform state' }));
    expect(props.signOut).toHaveBeenCalled();
    expect(platform.reset).toHaveBeenCalled();
    expect(props.reload).toHaveBeenCalledWith(window.location.href);
  });
});
