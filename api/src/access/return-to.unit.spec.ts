import { safeReturnTo } from './return-to';

describe('returnTo after sign-in', () => {
  it.each([
    ['/', '/'],
    ['/shipments?tab=open#top', '/shipments?tab=open#top'],
    ['/ai-shipping', '/ai-shipping'],
    ['/a b', '/a%20b'],
    ['/caf\u00e9', '/caf%C3%A9'],
  ])('keeps the same-origin path %j', (input, expected) => expect(safeReturnTo(input)).toBe(expected));

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example/x',
    '///evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/x\r\nSet-Cookie: a=b',
    '/x\nLocation: https://evil.example',
    '/\tevil',
    '/\u0000',
    '',
    '/./\\evil.example',
  ])('refuses %j (back to /)', (input) => expect(safeReturnTo(input)).toBe('/'));

  it('refuses a path of more than 2,000 characters', () => expect(safeReturnTo('/'.padEnd(2001, 'a'))).toBe('/'));

  it('refuses anything that is not a string', () => {
    for (const v of [undefined, null, 1, ['/x'], { toString: () => '/x' }]) expect(safeReturnTo(v)).toBe('/');
  });
});
