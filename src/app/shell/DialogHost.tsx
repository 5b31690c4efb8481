/**
 * The one place every dialog of the spec is rendered (section 2): open any of them from anywhere
 * with `openDialog(name)`. Each body is its own chunk, loaded the first time it opens; a body
 * that fails to load or render shows a translated message with a retry inside its dialog.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, use, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { loadLocalePart } from '../../i18n/parts';
import { answerAlert, closeDialog, type DialogName, type DialogParams, dialogs, setDialogOpener, setDialogPreloader } from '../../state/dialogs';
import { Dialog, type DialogSize } from '../../ui/dialog/Dialog';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { LoadingView } from '../../ui/StatusView';
import { loadChunk } from '../lazy-area';
import { dialogOpener } from './dialog-opening';
import { FailureView } from './FailureView';

/**
 * A dialog body's module. It may export `preload`: what opening it with these params will ask for
 * first (a panel's chunk, its first replies), fetched on the intent to open it.
 */
interface DialogModule {
  default: ComponentType;
  // A method, so that a module's preload may name the params it takes. Its promise: all there.
  preload?(params: unknown, queryClient: QueryClient): Promise<unknown> | undefined;
}

interface DialogSpec {
  titleKey: string;
  /** A heading of its own from what the dialog opened with (the game's name), else the title key's. */
  titleOf?: (params: typeof dialogs.params) => string | undefined;
  size: DialogSize;
  load: () => Promise<DialogModule>;
  /** The locale parts its body's texts are in, fetched with its chunk rather than after it. */
  texts?: readonly string[];
}

/**
 * The agent centre, given the announcements feature's list for its Announcement item: the app
 * brings the two features together, neither imports the other. The list loads when that item
 * opens (inside the centre's panel Suspense), as the centre's other panels do.
 */
const AnnouncementList = lazy(() => import('../../features/announcements/AnnouncementList').then((m) => ({ default: m.AnnouncementList })));
const loadAgentCentre = () =>
  import('../../features/agent-centre/AgentCentre').then(({ default: AgentCentre, preload }) => ({
    default: () => <AgentCentre announcementList={AnnouncementList} />,
    preload,
  }));

export const DIALOGS: Record<DialogName, DialogSpec> = {
  login: { titleKey: 'auth.login_title', size: 'sm', load: () => import('../../features/auth/LoginDialog') },
  register: { titleKey: 'auth.register_title', size: 'md', load: () => import('../../features/auth/RegisterDialog'), texts: ['auth'] },
  forgotPassword: { titleKey: 'auth.forgot_title', size: 'sm', load: () => import('../../features/auth/ForgotPasswordDialog'), texts: ['auth'] },
  changePassword: { titleKey: 'auth.change_title', size: 'sm', load: () => import('../../features/auth/ChangePasswordDialog'), texts: ['auth'] },
  announcements: { titleKey: 'announcements.title', size: 'lg', load: () => import('../../features/announcements/AnnouncementsDialog') },
  memberCentre: { titleKey: 'memberCentre.title', size: 'lg', load: () => import('../../features/member-centre/MemberCentre'), texts: ['money', 'records'] },
  agentCentre: { titleKey: 'agentCentre.title', size: 'lg', load: loadAgentCentre, texts: ['agent', 'records'] },
  gamePopup: {
    titleKey: 'game.frame_title',
    titleOf: (params) => params.gamePopup?.title,
    size: 'lg',
    load: () => import('../../features/games/GamePopup'),
    texts: ['minigames'],
  },
  chatRoom: { titleKey: 'chat.title', size: 'md', load: () => import('../../features/customer-service/ChatRoom'), texts: ['chat'] },
  withdrawalConfirmation: {
    titleKey: 'withdrawal.confirm_title',
    size: 'md',
    load: () => import('../../features/wallet/WithdrawalConfirmation'),
    texts: ['money'],
  },
};

/**
 * A body's chunk, with its texts' parts fetched alongside (once, with the chunk's first load); a part
 * that fails shows when the body asks for it (useLocaleParts), with its retry.
 */
function loadBody(spec: DialogSpec): Promise<DialogModule> {
  for (const part of spec.texts ?? []) loadLocalePart(part).catch(() => undefined);
  return spec.load();
}

const loadDialog = (name: DialogName) => loadChunk(`dialog-${name}`, () => loadBody(DIALOGS[name])) as Promise<DialogModule>;

/**
 * Preloads a dialog: its chunk and texts, then what its module says it opens with. The promise
 * is of all of it being there; it never fails (the dialog shows a failure, with its retry).
 */
export function preloadDialogBody(name: DialogName, params: DialogParams[keyof DialogParams] | undefined, queryClient: QueryClient): Promise<void> {
  const texts = Promise.allSettled((DIALOGS[name].texts ?? []).map((part) => loadLocalePart(part)));
  const body = loadDialog(name).then((module) => module.preload?.(params, queryClient));
  return Promise.allSettled([texts, body]).then(() => undefined);
}

function DialogBody({ name }: { name: DialogName }) {
  const { default: Body } = use(loadDialog(name));
  // The body came after the dialog opened (its chunk, its texts): the focus the dialog gave its ×
  // button goes to the body's first field now, as it would have had the body been there.
  const contents = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = contents.current;
    const panel = box?.closest('[role="dialog"]');
    const first = box?.querySelector<HTMLElement>('[data-autofocus]');
    if (first && panel && !box?.contains(document.activeElement) && (document.activeElement === panel || panel.contains(document.activeElement))) first.focus();
  }, []);
  return (
    <div ref={contents} className="dialog__contents">
      <Body />
    </div>
  );
}

export function DialogHost() {
  const { t } = useTranslation();
  const snap = useSnapshot(dialogs);
  const queryClient = useQueryClient();
  useEffect(() => {
    const preload = (name: DialogName, params: unknown) => preloadDialogBody(name, params as DialogParams[keyof DialogParams], queryClient);
    setDialogPreloader(preload);
    setDialogOpener(dialogOpener(preload));
    return () => {
      setDialogPreloader(undefined);
      setDialogOpener(undefined);
    };
  }, [queryClient]);
  return (
    <>
      {(Object.keys(DIALOGS) as DialogName[]).map((name) => {
        const spec = DIALOGS[name];
        const open = snap.open.includes(name);
        return (
          <Dialog
            key={name}
            open={open}
            onClose={() => closeDialog(name)}
            title={spec.titleOf?.(snap.params) || t(spec.titleKey)}
            size={spec.size}
            closeLabel={t('common.close')}
          >
            <ErrorBoundary key={snap.openings[name] ?? 0} fallback={(error, reset) => <FailureView error={error} onRetry={reset} />}>
              <Suspense fallback={<LoadingView />}>
                <DialogBody name={name} />
              </Suspense>
            </ErrorBoundary>
          </Dialog>
        );
      })}
      {snap.alerts.map((alert) => (
        <Dialog
          key={alert.id}
          open
          onClose={() => answerAlert(alert.id, false)}
          title={t(alert.cancelKey ? 'common.please_confirm' : 'common.notice')}
          size="sm"
          closeLabel={t('common.close')}
          footer={
            <>
              {alert.cancelKey ? (
                <button type="button" className="button" onClick={() => answerAlert(alert.id, false)}>
                  {t(alert.cancelKey)}
                </button>
              ) : null}
              <button type="button" className="button button--primary" onClick={() => answerAlert(alert.id, true)} data-autofocus>
                {t(alert.confirmKey ?? 'common.confirm')}
              </button>
            </>
          }
        >
          <p className="alert-text">{alert.messageKey ? t(alert.messageKey) : alert.text}</p>
        </Dialog>
      ))}
    </>
  );
}
