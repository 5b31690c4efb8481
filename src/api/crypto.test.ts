import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, desDecrypt, desEncrypt, randomKey } from './crypto';

describe('request-body encryption', () => {
  it('draws 16-character keys of letters and digits', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('encrypts with DES-ECB-PKCS7 under the first 8 bytes of the key, as Base64', () => {
    // Reference value from crypto-js DES with key "abcdefgh" (ECB, PKCS7); the last 8 characters
    // of a 16-character key do not change the result.
    const cipher = desEncrypt('{"a":1}', 'abcdefgh12345678');
    expect(cipher).toBe(desEncrypt('{"a":1}', 'abcdefghXXXXXXXX'));
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(desDecrypt(cipher, 'abcdefgh')).toBe('{"a":1}');
  });
});

describe('customer-service links', () => {
  it('decrypts cipher + 8-character key', () => {
    const key = 'k3yK3y99';
    const path = desEncrypt('https://chat.example.com/room/42', key) + key;
    expect(decryptCustomerServicePath(path)).toBe('https://chat.example.com/room/42');
  });

  it('gives null for a link it cannot decrypt', () => {
    expect(decryptCustomerServicePath('short')).toBeNull();
    expect(decryptCustomerServicePath('not-base64-at-all!!12345678')).toBeNull();
  });
});
