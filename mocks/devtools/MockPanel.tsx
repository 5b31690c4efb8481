/**
 * The "Mock platform" panel of `npm start`: a button in the bottom-start corner that opens a
 * small non-modal dialog with the mock clock, the scenario, the signed-in demo account and a
 * reset. A developer tool, not part of the product: plain English, no i18n.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../src/state/session';
import type { MockPlatformApi } from '../browser';
import { SCENARIO_PARAM, SCENARIOS, type ScenarioName } from '../platform/core/scenarios';
import { demoAccounts } from '../platform/seed/platform';
import { CLOCK_MOVES, type ClockMove, formatOffset, formatVietnamTime } from './time';
import './panel.css';

export interface MockPanelProps {
  platform: MockPlatformApi;
  scenario: ScenarioName;
  /** Refreshes the app's screens after the clock moved. */
  refresh: () => Promise<void>;
  /** Signs in through the site's own login path (src/app/dev-platform.ts). */
  signInAs: (username: string, password: string) => Promise<'changePassword' | 'signedIn'>;
  signOut: () => Promise<void>;
  /** Loads `url` (a scenario switch, or the page after a reset). */
  reload: (url: string) => void;
}

/** Whether the panel was left open, kept for the tab (a scenario switch reloads the page). */
export const OPEN_KEY = 'mock-devtools-open';
const DEMO_USERNAMES = demoAccounts().map((a) => a.username);
const SIGNED_OUT = '';

export function MockPanel({ platform, scenario, refresh, signInAs, signOut, reload }: MockPanelProps) {
  const [open, setOpen] = useState(() => sessionStorage.getItem(OPEN_KEY) === '1');
  const [time, setTime] = useState(() => platform.now());
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [nextScenario, setNextScenario] = useState<ScenarioName>(scenario);
  const { account } = useSnapshot(session);
  const [username, setUsername] = useState(account ?? DEMO_USERNAMES[0]!);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  const titleId = useId();
  const ids = { scenario: useId(), account: useId() };

  useEffect(() => {
    sessionStorage.setItem(OPEN_KEY, open ? '1' : '0');
    if (open && !wasOpen.current) panelRef.current?.focus();
    if (!open && wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    setTime(platform.now());
    const timer = window.setInterval(() => setTime(platform.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open, platform]);

  const run = async (task: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus(await task());
    } catch (error) {
      setStatus(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const move = (step: ClockMove) =>
    run(async () => {
      const moved = platform.advanceClock(step.msFrom(platform.now()));
      setTime(moved);
      await refresh();
      return `Clock moved (${step.label}) to ${formatVietnamTime(moved)}; what fell due has settled.`;
    });

  const switchAccount = () =>
    run(async () => {
      if (username === SIGNED_OUT) {
        await signOut();
        return 'Signed out.';
      }
      const password = platform.state().accounts[username]?.password;
      if (password === undefined) throw new Error(`no account ${username} on the platform`);
      const outcome = await signInAs(username, password);
      return outcome === 'changePassword' ? `Signed in as ${username}: the site asks for a new password first.` : `Signed in as ${username}.`;
    });

  const switchScenario = () => {
    const url = new URL(window.location.href);
    url.searchParams.set(SCENARIO_PARAM, nextScenario);
    reload(url.href);
  };

  const reset = () => {
    if (!window.confirm('Reset the mock platform? Accounts, money, contracts and the clock go back to the start; you are signed out.')) return;
    void run(async () => {
      await signOut();
      platform.reset();
      reload(window.location.href);
      return 'Platform reset.';
    });
  };

  // The site's modal dialogs trap Tab and close on Escape from the document; the panel stays
  // usable over them, so its own keys stop here.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
    if (event.key === 'Escape' || event.key === 'Tab') event.stopPropagation();
  };

  const offset = platform.state().clock.offsetMs;
  return (
    <div className="mock-devtools">
      {open ? (
        <section ref={panelRef} className="mock-devtools__panel" role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
          <header className="mock-devtools__header">
            <h2 id={titleId}>Mock platform</h2>
            <button type="button" className="mock-devtools__close" aria-label="Close" onClick={() => setOpen(false)}>
              ×
            </button>
          </header>

          <p className="mock-devtools__time">
            Mock time <time dateTime={new Date(time).toISOString()}>{formatVietnamTime(time)}</time> (Vietnam, UTC+7)
            <br />
            <span className="mock-devtools__muted">Ahead of real time: {formatOffset(offset)}</span>
          </p>
          <fieldset className="mock-devtools__buttons">
            <legend>Move the mock clock forward</legend>
            {CLOCK_MOVES.map((step) => (
              <button key={step.id} type="button" disabled={busy} onClick={() => void move(step)} title={`?mockAdvance=${step.id}`}>
                {step.label}
              </button>
            ))}
          </fieldset>

          <div className="mock-devtools__row">
            <label htmlFor={ids.scenario}>Scenario</label>
            <select id={ids.scenario} value={nextScenario} onChange={(e) => setNextScenario(e.target.value as ScenarioName)}>
              {Object.keys(SCENARIOS).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <button type="button" disabled={busy || nextScenario === scenario} onClick={switchScenario}>
              Switch
            </button>
          </div>
          <p className="mock-devtools__muted">{SCENARIOS[nextScenario]}</p>

          <div className="mock-devtools__row">
            <label htmlFor={ids.account}>Sign in as</label>
            <select id={ids.account} value={username} onChange={(e) => setUsername(e.target.value)}>
              <option value={SIGNED_OUT}>(signed out)</option>
              {DEMO_USERNAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              {account && !DEMO_USERNAMES.includes(account) ? <option value={account}>{account}</option> : null}
            </select>
            <button type="button" disabled={busy} onClick={() => void switchAccount()}>
              {username === SIGNED_OUT ? 'Sign out' : 'Sign in'}
            </button>
          </div>
          <p className="mock-devtools__muted">Signed in: {account ?? 'nobody (visitor)'}</p>

          <div className="mock-devtools__row">
            <button type="button" className="mock-devtools__danger" disabled={busy} onClick={reset}>
              Reset platform state
            </button>
          </div>
          <p className="mock-devtools__status" role="status">
            {status}
          </p>
        </section>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="mock-devtools__toggle"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Tab') e.stopPropagation();
        }}
      >
        Mock platform
      </button>
    </div>
  );
}
