import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isSiteQuery } from '../../api/site';
import { useLogout } from '../../generated/wps/endpoints/session/session';
import { showAlert } from '../../state/dialogs';
import { clearSession } from '../../state/session';

/**
 * Logout (spec section 4): confirmation, the server's logout, then the session is cleared (the
 * merchant keys stay) with the logged-in, agent and VIP-service states, and the user goes to /.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  return async () => {
    const sure = await showAlert({ messageKey: 'auth.logout_confirm', confirmKey: 'auth.logout', cancelKey: 'common.cancel' });
    if (!sure) return false;
    // A failed server logout must not keep the user signed in here.
    await logout.mutateAsync().catch(() => undefined);
    clearSession();
    queryClient.removeQueries({ predicate: (q) => !isSiteQuery(q) });
    await navigate({ to: '/' });
    return true;
  };
}
