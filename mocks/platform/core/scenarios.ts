/**
 * Named scenarios of the mock platform. Chosen by adding `?scenario=NAME` to any URL while the
 * mocks run, kept for the rest of the tab's session; `?scenario=default` goes back.
 */
export const SCENARIOS = {
  default: 'Everything works, with the demo accounts and realistic data.',
  maintenance: 'The permission check reports maintenance: every route shows the maintenance view.',
  'region-restricted': 'The permission check reports a region restriction.',
  'ip-blocked': "The permission check reports the visitor's IP address as blocked: every route shows the IP-blocked view.",
  'server-error': 'Every call fails with HTTP 500.',
  slow: 'Every call takes 2 seconds.',
  empty: 'Every list (games, announcements, banners, records, rewards, missions, inbox, ...) is empty.',
  captcha: 'Login asks for an image captcha.',
  'login-required': 'The loginedToHomePage guard is on: visitors without a session go to /login.',
  'session-expired': 'Calls that need a session fail with 401 login.not.session; where it is optional, the caller is a visitor.',
  'second-verification': 'Login from an unrecorded IP: the platform asks for an SMS code first.',
  'email-reset': 'The white-label switch CHNGPASSVERIF3 is off: forgot password goes by email.',
  'launch-busy': 'Game launches fail with 500 #727 (system busy, please try again later).',
  'launch-round-open': 'Game launches fail with 500 #734 (a round of this game is still open).',
  'single-wallet': 'The merchant runs a single wallet: getMerchantWallet says isSingle, transfers between wallets fail with 403.',
} as const;

export type ScenarioName = keyof typeof SCENARIOS;

export const SCENARIO_PARAM = 'scenario';
export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_STORAGE_KEY = 'mock-scenario';

export function isScenario(name: unknown): name is ScenarioName {
  return typeof name === 'string' && Object.hasOwn(SCENARIOS, name);
}
