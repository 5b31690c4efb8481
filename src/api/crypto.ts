/**
 * Request-body encryption exactly as the platform expects (shared/platform-facts.md):
 * - a 16-character random key of letters and digits;
 * - the JSON body encrypted with DES (ECB, PKCS7) under the key parsed as UTF-8 (DES uses its
 *   first 8 bytes), Base64;
 * - the key, reversed, encrypted with textbook RSA (no padding, exponent 10001 hex) under the
 *   server's modulus, hex, sent as the `Encryption` header.
 * Customer-service links are `cipher + key` with the key being the last 8 characters.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/cipher-core';
import 'crypto-js/mode-ecb';
import 'crypto-js/pad-pkcs7';
import 'crypto-js/tripledes';

export const RSA_EXPONENT = 0x10001n;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomKey(length = 16): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

const desOptions = () => ({ mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });

export function desEncrypt(plainText: string, key: string): string {
  return CryptoJS.DES.encrypt(plainText, CryptoJS.enc.Utf8.parse(key), desOptions()).toString();
}

/** Throws when the cipher text or the key is wrong. */
export function desDecrypt(base64Cipher: string, key: string): string {
  const plain = CryptoJS.DES.decrypt(base64Cipher, CryptoJS.enc.Utf8.parse(key), desOptions()).toString(CryptoJS.enc.Utf8);
  if (!plain) throw new Error('DES decryption gave nothing');
  return plain;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

function utf8ToBigInt(text: string): bigint {
  const hex = Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');
  return BigInt(`0x${hex || '0'}`);
}

export function bigIntToUtf8(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}

/** Textbook RSA of a short text under a hex modulus, as even-length hex. */
export function rsaEncryptHex(text: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`);
  const hex = modPow(utf8ToBigInt(text), RSA_EXPONENT, modulus).toString(16);
  return hex.length % 2 ? `0${hex}` : hex;
}

export const reverse = (text: string): string => Array.from(text).reverse().join('');

export interface EncryptedRequest {
  /** The `Encryption` header. */
  encryption: string;
  /** The body to send: `{"value": "<DES Base64>"}`. */
  body: string;
}

export function encryptBody(json: string, modulusHex: string, key = randomKey()): EncryptedRequest {
  return {
    encryption: rsaEncryptHex(reverse(key), modulusHex),
    body: JSON.stringify({ value: desEncrypt(json, key) }),
  };
}

/** The free-play header: RSA of a reversed random string that is never sent itself. */
export function freePlayEncryption(modulusHex: string): string {
  return rsaEncryptHex(reverse(randomKey()), modulusHex);
}

/** Decrypts a customer-service path (`cipher + 8-character key`); null when it cannot. */
export function decryptCustomerServicePath(path: string): string | null {
  if (path.length <= 8) return null;
  try {
    return desDecrypt(path.slice(0, -8), path.slice(-8));
  } catch {
    return null;
  }
}
