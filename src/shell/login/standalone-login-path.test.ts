import { describe, expect, it } from 'vitest';
import { opensStandaloneLogin } from './standalone-login-path';

describe('opensStandaloneLogin', () => {
  it('opens the login page alone for a visitor on /login or on /', () => {
    for (const path of ['/login', '/login/', '/']) expect(opensStandaloneLogin(path, '')).toBe(true);
  });

  it('starts the portal for a signed-in user, and for a visitor on any other page', () => {
    expect(opensStandaloneLogin('/login', 'tok-1')).toBe(false);
    expect(opensStandaloneLogin('/', 'tok-1')).toBe(false);
    for (const path of ['/register', '/sso', '/main', '/yelopack/stock/ownStock', '/loginx']) {
      expect(opensStandaloneLogin(path, '')).toBe(false);
    }
  });
});
