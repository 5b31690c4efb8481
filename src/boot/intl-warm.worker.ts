/**
 * A worker that makes the page's first number and date formatters for it (./intl-warm.ts), then ends.
 * A browser's first `Intl.NumberFormat` in a page loads the locales' number and date data: 15 to
 * 35 ms here, four times that on a phone, in one piece. That data is the whole process's, this
 * worker's thread included, so made here it is ready before the page's first formatter, which then
 * takes well under a millisecond: the page's thread never pays it (issue 29, total blocking time).
 * A classic worker (no imports), which every browser the site serves can run.
 */
const intlScope = self as unknown as { onmessage: ((event: MessageEvent<string>) => void) | null; close(): void };

intlScope.onmessage = (event) => {
  const language = event.data;
  new Intl.NumberFormat(language).format(0);
  new Intl.DateTimeFormat(language).format(0);
  new Intl.PluralRules(language).select(1);
  intlScope.close();
};
