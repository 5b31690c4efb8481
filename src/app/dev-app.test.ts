import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../mocks/node';
import { session, startSession } from '../state/session';
import { devApp } from './dev-app';

describe('what the app lets the developer controls do', () => {
  it('switches the signed-in account through the login path, ending the previous session', async () => {
    startSession();
    const app = devApp(new QueryClient());
    await expect(app.signIn('agent01', 'Agent123')).resolves.toBe('signedIn');
    expect(session).toMatchObject({ loggedIn: true, account: 'agent01', isAgent: true });
    const agentToken = session.token!;
    expect(mockStore.state.sessions[agentToken]?.username).toBe('agent01');

    await app.signIn('member01', 'Member123');
    expect(session).toMatchObject({ loggedIn: true, account: 'member01', isAgent: false });
    expect(mockStore.state.sessions[agentToken]).toBeUndefined();

    await app.signOut();
    expect(session).toMatchObject({ loggedIn: false, account: null, token: null });
  });

  it('reports a refused login', async () => {
    startSession();
    await expect(devApp(new QueryClient()).signIn('agent01', 'wrong')).rejects.toThrow();
    expect(session.loggedIn).toBe(false);
  });

  it('asks a member on the default password for a new one', async () => {
    startSession();
    await expect(devApp(new QueryClient()).signIn('newbie01', 'Abc123456')).resolves.toBe('changePassword');
  });
});
