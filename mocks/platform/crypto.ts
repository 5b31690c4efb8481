import { bigIntToUtf8, desDecrypt, modPow, reverse } from '../../src/api/crypto';
import { MOCK_RSA_MODULUS, MOCK_RSA_PRIVATE_EXPONENT } from './rsa-key';

const modulus = BigInt(`0x${MOCK_RSA_MODULUS}`);
const privateExponent = BigInt(`0x${MOCK_RSA_PRIVATE_EXPONENT}`);

/** The random key a client chose, from its `Encryption` header (RSA of the reversed key). */
export function keyFromEncryptionHeader(header: string): string {
  return reverse(bigIntToUtf8(modPow(BigInt(`0x${header}`), privateExponent, modulus)));
}

/** Decrypts an encrypted body as the platform does; throws when anything does not fit. */
export function decryptRequestBody(encryptionHeader: string | null, body: unknown): unknown {
  if (!encryptionHeader || !/^[0-9a-f]+$/i.test(encryptionHeader)) throw new Error('missing Encryption header');
  const cipher = (body as { value?: unknown } | null)?.value;
  if (typeof cipher !== 'string') throw new Error('the body is not {"value": "<cipher>"}');
  const key = keyFromEncryptionHeader(encryptionHeader);
  if (!/^[A-Za-z0-9]{16}$/.test(key)) throw new Error('the Encryption header does not hold a 16-character key');
  return JSON.parse(desDecrypt(cipher, key));
}
