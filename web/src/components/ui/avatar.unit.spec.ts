import { initialsOf } from './avatar';
import { paths } from '@/config/paths';

describe('initialsOf (spec section 2: initials, else U)', () => {
  it.each([
    ['Sam', 'Shipper', 'SS'],
    ['ada', '', 'A'],
    ['ada', null, 'A'],
    ['', 'Lovelace', 'U'],
    [null, null, 'U'],
    ['  ', 'X', 'U'],
  ])('%p %p -> %p', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});

describe('sign-in navigations', () => {
  it('is the plain login endpoint, or with userType / returnTo', () => {
    expect(paths.auth.login.getHref()).toBe('/api/login');
    expect(paths.auth.login.getHref('business')).toBe('/api/login?userType=business');
    expect(paths.auth.login.getHref('private')).toBe('/api/login?userType=private');
    expect(paths.auth.login.getHref(undefined, '/admin')).toBe('/api/login?returnTo=%2Fadmin');
    expect(paths.auth.login.getHref(undefined, '/')).toBe('/api/login');
    expect(paths.auth.logout.getHref()).toBe('/api/logout');
  });
});
