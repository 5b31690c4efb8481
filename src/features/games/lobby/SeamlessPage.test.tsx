import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { login } from '../../../generated/wps/endpoints/session/session';
import { changeLanguage, initI18n } from '../../../i18n';
import { setSessionToken, setSignedIn } from '../../../state/session';
import { createQueryClient } from '../../../test/query-client';
import { LobbyGames } from './GamesPage';
import SeamlessPage from './SeamlessPage';

/** A text key on screen instead of its text (`games.view_all`). */
const RAW_KEY = /\b(games|common|nav|area)\.[a-z_]+\b/;

/**
 * Renders a screen as a route would, with no locale part loaded beforehand (a fresh i18next
 * drops them all): what it shows must load the texts it uses by itself.
 */
async function renderScreen(screenElement: ReactNode, { signIn }: { signIn: boolean }) {
  await initI18n();
  await changeLanguage('EN');
  if (signIn) {
    const { value } = await login({ username: 'member01', password: 'Member123', type: 'username' });
    setSessionToken(value.token);
    setSignedIn({ account: 'member01', type: 0 });
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Suspense fallback={<p>loading texts</p>}>{screenElement}</Suspense> }),
    history: createMemoryHistory({ initialEntries: ['/seamless'] }),
  });
  // Awaited, so that a render suspended on a locale part is tried again when the part is there.
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

describe('/seamless', () => {
  it("shows the lobby's list with the lobby's texts, not their keys (member01, with a slots lane)", async () => {
    await renderScreen(<SeamlessPage />, { signIn: true });
    expect(await screen.findByRole('button', { name: 'Slots' }, { timeout: 10_000 })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('group', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All games' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by game name')).toBeInTheDocument();
    expect(await screen.findByText(/^Showing \d+ of \d+ games$/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it("loads the lobby's texts where the list is drawn, whichever page draws it", async () => {
    await renderScreen(<LobbyGames type="RNG" />, { signIn: false });
    expect(await screen.findByText('Log in to see every game and play for real money.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
