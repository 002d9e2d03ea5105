/**
 * Headless Chromium for the playground's browser tests and benchmark: Debian's `chromium` driven
 * by playwright-core (a dev dependency; nothing downloads a browser). Tests skip, saying why, when
 * it is absent.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Where Debian's package puts the browser. */
export const CHROMIUM = '/usr/bin/chromium';
/** Whether the browser tests can run here. */
export const HAS_CHROMIUM = existsSync(CHROMIUM);
/** Why they are skipped otherwise. */
export const NO_CHROMIUM = `browser tests skipped: ${CHROMIUM} is absent (Debian's "chromium" package; .ci/run installs it)`;

/** Screenshots for review (git-ignored). */
export const SCREENSHOTS = resolve(import.meta.dirname, '../../screenshots');

/** Phone and desktop viewports. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

/** A running browser with a fresh profile. */
export interface TestBrowser {
  /** A new page (own context: own storage) at a viewport size. */
  readonly page: (viewport?: { readonly width: number; readonly height: number }) => Promise<Page>;
  readonly close: () => Promise<void>;
}

/** Launches headless Chromium with a fresh profile and no network features. */
export async function launchBrowser(): Promise<TestBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'chacun-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: DESKTOP,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const contexts: BrowserContext[] = [];
  return {
    page: async (viewport = DESKTOP) => {
      // One persistent profile; each page gets its own incognito-like context through the browser.
      const browser = context.browser();
      if (browser) {
        const own = await browser.newContext({ viewport });
        contexts.push(own);
        return own.newPage();
      }
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
    close: async () => {
      for (const own of contexts) await own.close().catch(() => {});
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot of a page under screenshots/ (for review, not committed). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}
