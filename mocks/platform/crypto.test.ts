import { describe, expect, it } from 'vitest';
import { encryptBody, reverse, rsaEncryptHex } from '../../src/api/crypto';
import { decryptRequestBody, keyFromEncryptionHeader } from './crypto';
import { MOCK_RSA_MODULUS } from './rsa-key';

// The platform's side of the request-body encryption: what the site's transport encrypts
// (src/api/crypto.ts), the mock platform decrypts.
describe('request-body decryption', () => {
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
