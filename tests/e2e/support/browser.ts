/** Debian chromium driven by playwright-core (no browser download). */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
