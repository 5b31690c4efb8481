import { config } from '../config';

/** The platform's RSA modulus (hex), fetched once per page and kept while it works. */
let modulus: Promise<string> | null = null;

export function getRsaModulus(): Promise<string> {
  modulus ??= fetch(new URL(`/wps/session/key/rsa?t=${Date.now()}`, config.apiBase || globalThis.location?.origin || 'http://localhost'), {
    headers: { Merchant: config.merchant },
  })
    .then(async (r) => {
      const text = (await r.text()).trim();
      if (!r.ok || !/^[0-9a-fA-F]+$/.test(text)) throw new Error('no RSA modulus');
      return text;
    })
    .catch((error: unknown) => {
      modulus = null;
      throw error;
    });
  return modulus;
}

/** Forget the modulus (tests, and after the platform rotates its key). */
export function resetRsaModulus(): void {
  modulus = null;
}
