import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../../../../mocks/node';
import { changeLanguage, initI18n } from '../../../i18n';
import { createQueryClient } from '../../../test/query-client';
import HomePage from './HomePage';

async function renderHome() {
  await initI18n();
  await changeLanguage('EN');
  const router = createRouter({ routeTree: createRootRoute({ component: HomePage }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('HomePage', () => {
  it('shows announcements, hot games and winners from the platform', async () => {
    await renderHome();
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    expect(await within(hot).findByText('Mahjong Ways 2')).toBeInTheDocument();
    expect(await screen.findByText(/SABA Sports maintenance/)).toBeInTheDocument();
    expect(await screen.findByText('ng***89')).toBeInTheDocument();
    // Banners in a carousel; a category per game type with vendors, each a link to its lobby.
    const banners = await screen.findByRole('region', { name: 'Featured' });
    expect(within(banners).getAllByRole('button', { name: /Banner \d of 3/ })).toHaveLength(3);
    const categories = screen.getByRole('region', { name: 'Game categories' });
    expect(await within(categories).findByRole('link', { name: /Slots/ })).toHaveAttribute('href', '/rng');
  });

  it('says so when there is nothing to show', async () => {
    useScenario('empty');
    await renderHome();
    expect(await screen.findByText('No hot games right now.')).toBeInTheDocument();
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
    expect(await screen.findByText('No winners to show yet.')).toBeInTheDocument();
    expect(await screen.findByText('No game providers are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('shows a translated message with a retry when the platform fails', async () => {
    useScenario('server-error');
    await renderHome();
    // Server errors are retried twice before the page gives up and says so (categories, hot games, winners).
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(3), { timeout: 8000 });
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);
    expect(document.body.textContent).not.toMatch(/system\.error|undefined|\[object/);
  });
});
