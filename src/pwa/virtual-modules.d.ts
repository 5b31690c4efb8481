/** The offline view's texts in every language, made by the build (scripts/lib/pwa.ts, `offlineTexts`). */
declare module 'virtual:pwa-offline' {
  interface OfflineTexts {
    html: string;
    dir: 'ltr' | 'rtl';
    title: string;
    text: string;
    retry: string;
    still: string;
  }
  const offline: { languageKey: string; defaultLanguage: string; languages: Record<string, OfflineTexts | undefined> };
  export default offline;
}
