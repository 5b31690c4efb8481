import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { startSession, session } from '../../src/state/session';
import { mockStore } from '../node';
import { appQueryClient, signInAs, signOut, watchAppQueryClient } from './session';

describe('the developer controls and the app', () => {
  it('keep the QueryClient the app mounts', () => {
    watchAppQueryClient();
    const client = new QueryClient();
    expect(appQueryClient()).toBeNull();
    client.mount();
    expect(appQueryClient()).toBe(client);
    expect((window as unknown as { __queryClient: unknown }).__queryClient).toBe(client);
    client.unmount();
  });

  it('switch the signed-in account through the login path, ending the previous session', async () => {
    startSession();
    const client = new QueryClient();
    await expect(signInAs('agent01', 'Agent123', client)).resolves.toBe('signedIn');
    expect(session).toMatchObject({ loggedIn: true, account: 'agent01', isAgent: true });
    const agentToken = session.token!;
    expect(mockStore.state.sessions[agentToken]?.username).toBe('agent01');

    await signInAs('member01', 'Member123', client);
    expect(session).toMatchObject({ loggedIn: true, account: 'member01', isAgent: false });
    expect(mockStore.state.sessions[agentToken]).toBeUndefined();

    await signOut(client);
    expect(session).toMatchObject({ loggedIn: false, account: null, token: null });
  });

  it('report a refused login', async () => {
    startSession();
    await expect(signInAs('agent01', 'wrong', new QueryClient())).rejects.toThrow();
    expect(session.loggedIn).toBe(false);
  });
});
