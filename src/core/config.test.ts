import { afterEach, describe, expect, it } from 'vitest';
import { configure, currentToken, getConfig, resetConfig, YelopackPortal } from './config';
import { currentLocale, setLocale } from './locale';
import { sessionStore } from './session/session-store';
import pkg from '../../package.json';

afterEach(() => {
  resetConfig();
  setLocale('zh-CN');
  sessionStore.clearLogin();
});

describe('configure() for host pages', () => {
  it('defaults to the same origin and the session token', () => {
    sessionStore.set({ token: 'session-token' });
    expect(getConfig().apiBase).toBe('');
    expect(currentToken()).toBe('session-token');
  });

  it('takes the host token getter and API base, keeping what is not given', () => {
    configure({ apiBase: 'https://api.yelopack.example/', getToken: () => 'host-token' });
    configure({ locale: 'zh-CN' });
    expect(getConfig().apiBase).toBe('https://api.yelopack.example');
    expect(currentToken()).toBe('host-token');
  });

  it('sets the page language, and ignores one the portal does not speak', () => {
    configure({ locale: 'en-US' });
    expect(currentLocale()).toBe('en-US');
    configure({ locale: 'fr-FR' as never });
    expect(currentLocale()).toBe('en-US');
    configure({ apiBase: '/x' });
    expect(currentLocale()).toBe('en-US');
  });

  it('treats a host getter returning nothing as no token', () => {
    configure({ getToken: () => null });
    expect(currentToken()).toBe('');
  });

  it('is what the embed script exposes, with the package version', () => {
    expect(YelopackPortal.configure).toBe(configure);
    expect(YelopackPortal.version).toBe(pkg.version);
  });
});
