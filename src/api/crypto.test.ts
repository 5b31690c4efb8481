import { describe, expect, it } from 'vitest';
import { decryptRequestBody, keyFromEncryptionHeader } from '../../mocks/platform/crypto';
import { MOCK_RSA_MODULUS } from '../../mocks/platform/rsa-key';
import { decryptCustomerServicePath, desDecrypt, desEncrypt, encryptBody, randomKey, reverse, rsaEncryptHex } from './crypto';

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

  it('sends the reversed key under RSA so the platform can recover it', () => {
    const header = rsaEncryptHex(reverse('Key0123456789abc'), MOCK_RSA_MODULUS);
    expect(header).toMatch(/^[0-9a-f]+$/);
    expect(header.length % 2).toBe(0);
    expect(keyFromEncryptionHeader(header)).toBe('Key0123456789abc');
  });

  it('round-trips a body through the mock platform', () => {
    const payload = { username: 'member01', password: 'Member123', type: 'username' };
    const request = encryptBody(JSON.stringify(payload), MOCK_RSA_MODULUS);
    expect(request.body).not.toContain('Member123');
    expect(decryptRequestBody(request.encryption, JSON.parse(request.body))).toEqual(payload);
  });

  it('refuses a body encrypted under another key', () => {
    const request = encryptBody('{"a":1}', MOCK_RSA_MODULUS, 'AAAAAAAAAAAAAAAA');
    const other = encryptBody('{"a":1}', MOCK_RSA_MODULUS, 'BBBBBBBBBBBBBBBB');
    expect(() => decryptRequestBody(other.encryption, JSON.parse(request.body))).toThrow(/./);
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
