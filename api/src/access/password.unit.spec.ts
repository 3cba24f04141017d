import { loadConfig } from '../platform/config/config';
import { hashPassword, needsRehash, OWASP_MINIMUM, scryptParams, verifyPassword } from './password';
import { passwordWeakness } from './password-policy';
import { ACCESS_MESSAGES } from '@waypost/contracts';

describe('password hashing parameters', () => {
  it("defaults to OWASP's minimum for scrypt (N=2^17, r=8, p=1)", () => {
    expect(loadConfig({}).PASSWORD_SCRYPT_LOG2_N).toBe(17);
    expect(scryptParams(loadConfig({}).PASSWORD_SCRYPT_LOG2_N)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(OWASP_MINIMUM).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('refuses a cost below the minimum outside tests, and nonsense anywhere', () => {
    expect(() => loadConfig({ PASSWORD_SCRYPT_LOG2_N: '14' })).toThrow(/PASSWORD_SCRYPT_LOG2_N: must be at least 17/);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_SCRYPT_LOG2_N: '16' })).toThrow(/PASSWORD_SCRYPT_LOG2_N/);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_LOG2_N: '14' }).PASSWORD_SCRYPT_LOG2_N).toBe(14);
    expect(loadConfig({ PASSWORD_SCRYPT_LOG2_N: '18' }).PASSWORD_SCRYPT_LOG2_N).toBe(18);
    for (const bad of ['17.5', 'abc', '21', '9']) expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_LOG2_N: bad })).toThrow(/PASSWORD_SCRYPT_LOG2_N/);
  });

  it('tells a hash made with other parameters, and verifies hashes with their own parameters', async () => {
    const old = await hashPassword('correct horse battery', { N: 2 ** 12, r: 8, p: 1 });
    expect(old.startsWith('scrypt$4096$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(await verifyPassword('wrong horse battery', old)).toBe(false);
    expect(needsRehash(old, OWASP_MINIMUM)).toBe(true);
    expect(needsRehash(old, { N: 2 ** 12, r: 8, p: 1 })).toBe(false);
  });

  it('refuses damaged or hostile stored hashes instead of computing them', async () => {
    for (const bad of ['', 'plain', 'scrypt$3$8$1$c2FsdA$aGFzaA', 'scrypt$4294967296$8$1$c2FsdA$aGFzaA', 'scrypt$1024$999$1$c2FsdA$aGFzaA', 'bcrypt$10$x']) {
      expect(await verifyPassword('anything', bad)).toBe(false);
    }
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});

// ── Issue 22 item 8: guessable passwords are refused with the reason ──
describe('password strength', () => {
  it.each(['        ', '          \t'])('refuses whitespace only (%j)', async (password) => {
    expect(await passwordWeakness(password)).toBe(ACCESS_MESSAGES.blankPassword);
  });

  it.each(['password', '12345678', 'qwertyuiop', 'Password1!', 'iloveyou1', 'waypost-demo', 'abcdefgh'])('refuses %j as guessable, saying why', async (password) => {
    const why = await passwordWeakness(password);
    expect(why).toMatch(new RegExp(`^${ACCESS_MESSAGES.weakPassword}: .+`));
  });

  it("refuses the account's own email or name as the password", async () => {
    for (const own of ['sam.shipper@example.com', 'samshipper', 'shipper-sam'])
      expect(await passwordWeakness(own, ['sam.shipper@example.com', 'Sam', 'Shipper'])).toMatch(/^is too easy to guess: There should not be any personal/);
  });

  it.each(['correct horse battery staple', 'a-long-password', 'Tr0ub4dor&3-ish', 'owner-has-a-good-one-7'])('accepts %j', async (password) => {
    expect(await passwordWeakness(password)).toBeNull();
  });
});
