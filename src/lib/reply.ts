/**
 * How much of a server's reply the site reads. Here, below the transport (api/fetcher.ts) and
 * the entry's early calls (boot/early.ts), so that both read a reply the same way.
 */
/**
 * The largest reply the site reads: 2 MB. A screen shows a page of rows (10 to 100 records, a
 * page of games, a board of matches); the largest replies of the mock platform, whose rows are as
 * wordy as the platform's, are about 25 KB (a page of the game list, of bet records, of agent02's
 * downlines). 2 MB leaves some 80 times that, and refuses what no screen could show: replies of
 * 1,000 contracts of 100 entries each (17.6 MB, which the contract allowed) froze the agent
 * centre while the page read, parsed and drew them. Such a reply is refused with a typed error
 * instead, which the panel shows as a translated message with a retry.
 */
export const MAX_REPLY_BYTES = 2 * 1024 * 1024;

/**
 * The reply's body as text, or null once it passes MAX_REPLY_BYTES (the read stops there; a
 * compressed reply's Content-Length counts the compressed bytes, so the bytes read are counted,
 * whatever it declares). A body that fails while it is read (the connection dropped) rejects with
 * the browser's own error, which the caller turns into its own.
 */
export async function readReplyText(response: Response): Promise<string | null> {
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > MAX_REPLY_BYTES) {
      reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
