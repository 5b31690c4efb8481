import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useGamingRefusalText } from '../../../api/responsible';
import { getGetVnRecentGamesQueryKey } from '../../../generated/lgw/endpoints/lottery/lottery';
import type { LaunchGameParams } from '../../../generated/wps/model';
import { requestLogin } from '../../../state/dialogs';
import { access } from '../../../state/roles';
import { session } from '../../../state/session';
import { SandboxedFrame } from '../../../ui/SandboxedFrame';
import { ErrorView, LoadingView } from '../../../ui/StatusView';
import { launchUrl } from '../launch';

/**
 * A lottery game launched in place (/lottery, /vnlottery): a visitor is asked to log in, a guest
 * told that the game needs a real account; a member gets the game in a sandboxed frame.
 */
export function LotteryFrame({ params, title }: { params: LaunchGameParams; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useSnapshot(session);
  const allowed = access(state, 'realAccount');
  const launch = useQuery({
    queryKey: ['launchGame', params, state.token],
    queryFn: async ({ signal }) => {
      const url = await launchUrl(params, signal);
      if (params.launchMode === 'LOTT') void queryClient.invalidateQueries({ queryKey: getGetVnRecentGamesQueryKey() });
      return url;
    },
    enabled: allowed === 'ok',
    // A launch opens a game session: never again by itself, only when the game or the user changes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // One of the member's limits (responsible gaming) says which and when games open again.
  const refusal = useGamingRefusalText(launch.error);
  if (allowed === 'login') {
    return (
      <div className="lottery-frame lottery-frame--notice">
        <p>{t('games.login_to_play')}</p>
        <button type="button" className="button button--primary" onClick={requestLogin}>
          {t('auth.login')}
        </button>
      </div>
    );
  }
  if (allowed === 'needRealAccount') {
    return (
      <div className="lottery-frame lottery-frame--notice" role="alert">
        <p>{t('in_need_true_account')}</p>
      </div>
    );
  }
  if (launch.isPending) return <LoadingView label={t('games.launching')} />;
  if (launch.isError) return <ErrorView error={launch.error} message={refusal} onRetry={() => void launch.refetch()} />;
  return <SandboxedFrame className="lottery-frame" title={title} src={launch.data} />;
}
