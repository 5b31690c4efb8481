/**
 * The offline view's script (offline.html, which the service worker shows for a page that cannot
 * be fetched): puts the view in the member's language and makes Try again work. A chunk of its
 * own with no module of the site's: the texts come from the build (virtual:pwa-offline,
 * scripts/lib/pwa.ts), the language from the key the site keeps it under (src/state/storage.ts).
 */
import offline from 'virtual:pwa-offline';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(offline.languageKey);
  } catch {
    return null;
  }
}

const stored = storedLanguage();
const code = stored && offline.languages[stored] ? stored : offline.defaultLanguage;
const texts = offline.languages[code];

if (texts) {
  const root = document.documentElement;
  root.lang = texts.html;
  root.dir = texts.dir;
  root.dataset.lang = code;
  document.title = texts.title;
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const text = texts[element.dataset.text as keyof typeof texts];
    if (text) element.textContent = text;
  }
}

// Try again: the page again once the browser has a network; until then, a word that it has none.
document.getElementById('offline-retry')?.addEventListener('click', () => {
  const status = document.getElementById('offline-status');
  if (navigator.onLine) {
    window.location.reload();
  } else if (status && texts) {
    status.textContent = '';
    // Said again at every press, so a screen reader repeats it.
    requestAnimationFrame(() => {
      status.textContent = texts.still;
    });
  }
});
