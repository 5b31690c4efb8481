/**
 * "A new version is ready", with Reload and Later: shown by ./register.ts when a new version of the
 * site waits. Loaded only then, in a chunk of its own; plain DOM beside the app (the app's tree
 * knows nothing of it), in the page's language (i18next, the texts of locales/pwa/), following
 * every change of language. Below the dialogs' layer: while a dialog is open it waits under it.
 */
import i18n from 'i18next';
import { LANGUAGES } from '../i18n/languages';
import './update-toast.css';

type Messages = Record<string, unknown>;
const texts = import.meta.glob<Messages>('../../locales/pwa/*.json', { import: 'default' });

/** Adds the lite app's texts for a language (BCP 47 tag) to i18next, once. */
async function loadTexts(tag: string): Promise<void> {
  if (i18n.exists('pwa.update.ready', { lng: tag, fallbackLng: false })) return;
  const file = LANGUAGES.find((l) => l.html === tag)?.file;
  const load = file ? texts[`../../locales/pwa/${file}.json`] : undefined;
  if (!load) throw new Error(`no lite-app texts for ${tag}`);
  i18n.addResourceBundle(tag, 'translation', await load(), true, false);
}

const initialised = () => (i18n.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18n.on('initialized', () => resolve())));

interface Toast {
  root: HTMLElement;
  onReload: () => void;
}
let toast: Toast | null = null;

function build(onReload: () => void): Toast {
  const root = document.createElement('section');
  root.className = 'update-toast';
  root.dataset.pwaUpdate = '';
  const text = document.createElement('p');
  text.className = 'update-toast__text';
  text.id = 'pwa-update-text';
  // A polite live region, there before its words: a screen reader reads them when they come.
  text.setAttribute('role', 'status');
  root.setAttribute('aria-labelledby', text.id);
  const actions = document.createElement('div');
  actions.className = 'update-toast__actions';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary';
  const later = document.createElement('button');
  later.type = 'button';
  later.className = 'button';
  actions.append(reload, later);
  root.append(text, actions);
  const shown: Toast = { root, onReload };
  reload.addEventListener('click', () => {
    reload.disabled = true;
    shown.onReload();
  });
  later.addEventListener('click', () => {
    root.hidden = true;
  });

  let language = '';
  const render = async (tag: string) => {
    await loadTexts(tag);
    language = tag;
    const t = i18n.getFixedT(tag);
    text.textContent = t('pwa.update.ready');
    reload.textContent = t('pwa.update.reload');
    later.textContent = t('pwa.update.later');
  };
  const current = () => i18n.resolvedLanguage ?? i18n.language;
  i18n.on('languageChanged', () => {
    if (current() !== language) void render(current()).catch(() => undefined);
  });
  document.body.append(root);
  void initialised()
    .then(() => render(current()))
    .catch(() => undefined);
  return shown;
}

/** Shows the offer (again, after Later, for a newer version); `onReload` runs at the member's Reload. */
export function showUpdateToast(onReload: () => void): void {
  if (toast) {
    toast.onReload = onReload;
    toast.root.hidden = false;
    return;
  }
  toast = build(onReload);
}
