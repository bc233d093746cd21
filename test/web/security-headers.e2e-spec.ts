import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { buildClient, describeWithBrowser, launchBrowser } from './browser-support';
import { startTestApp, type TestApp } from '../support/test-app';

/*
 * Security headers (helmet, src/web/security-headers.ts) on every answer, and the three pages a person
 * opens still work under them in a real Chromium, without a single CSP violation: the web client, Apollo
 * Sandbox at /graphql (its CDN script answered by a stand-in: there is no network here) and Swagger UI
 * at /api/docs.
 */

describeWithBrowser('security headers, and the pages still work under them', () => {
  let app: TestApp;
  let browser: Browser;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'claim-web-csp-'));
    await buildClient(webDir);
    app = await startTestApp({ env: { CLAIM_WEB_DIR: webDir } });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['the web client', '/', 'text/html'],
    ['a client route', '/match/x', 'text/html'],
    ['REST', '/api/matches', 'application/json'],
    ['GraphQL', '/graphql', 'text/html'],
    ['Swagger UI', '/api/docs', 'text/html'],
  ])('%s answers with nosniff, no referrer, and no framing', async (_name, url, accept) => {
    const response = await fetch(app.baseUrl + url, { headers: { accept } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('gives the web client a policy without inline scripts or foreign origins', async () => {
    const csp = (await fetch(app.baseUrl + '/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:/);
  });

  /** The part of Swagger UI's page state the test reads. */
  interface SwaggerWindow {
    readonly ui: { readonly specSelectors: { operations(): { readonly size: number } } };
  }

  /** Opens a page, collecting CSP violations the page reports. */
  async function open(
    url: string,
    prepare?: (page: Page) => Promise<void>,
  ): Promise<{ page: Page; violations: string[] }> {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Runs in the page (a string: this file is compiled without the DOM's types).
    await page.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (event) =>
        console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
    });
    await prepare?.(page);
    await page.goto(app.baseUrl + url);
    return { page, violations };
  }

  it('the web client renders and signs in, with no CSP violation', async () => {
    const { page, violations } = await open('/');
    try {
      await page.getByRole('tab', { name: 'Create account' }).click({ timeout: 20_000 });
      await page.getByLabel('Username').fill('csp_checker');
      await page.getByLabel('Password').fill('correct horse battery');
      await page.getByRole('button', { name: 'Create account' }).last().click();
      // The lobby list: GraphQL over HTTP and a live graphql-ws subscription, under the policy.
      await page.getByRole('region', { name: 'Open games' }).waitFor({ timeout: 20_000 });
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the web client is installable under the policy: manifest, icons and its one service worker (issue 28)', async () => {
    const csp = (await fetch(app.baseUrl + '/')).headers.get('content-security-policy')!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const manifest = (await (await fetch(app.baseUrl + '/manifest.webmanifest')).json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: expect.any(String) });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) expect((await fetch(app.baseUrl + icon.src)).status).toBe(200);
    const { page, violations } = await open('/');
    try {
      // The page registers /sw.js itself; the same worker shows pushes (push-in-browser.e2e-spec.ts).
      const script = await page.evaluate('navigator.serviceWorker.ready.then((r) => r.active && r.active.scriptURL)');
      expect(script).toBe(`${app.baseUrl}/sw.js`);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Apollo Sandbox at /graphql loads its script, with no CSP violation', async () => {
    const { page, violations } = await open('/graphql', async (p) => {
      // The Sandbox script comes from Apollo's CDN; here a stand-in answers for it.
      await p.route(/^https:\/\/embeddable-sandbox\.cdn\.apollographql\.com\//, (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: 'window.EmbeddedSandbox = function (config) { window.__sandboxConfig = config; };',
        }),
      );
      await p.route(/^https:\/\/(fonts|apollo-server-landing-page)\./, (route) => route.fulfill({ body: '' }));
    });
    try {
      await page.waitForFunction('window.__sandboxConfig !== undefined', null, { timeout: 20_000 });
      const endpoint = await page.evaluate('window.__sandboxConfig.initialEndpoint');
      expect(endpoint).toBe(`${app.graphqlUrl}`);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Swagger UI at /api/docs lists the operations, with no CSP violation', async () => {
    const { page, violations } = await open('/api/docs');
    try {
      await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
      // Swagger UI 5 renders only the tags in view (the first, archive, has 7 operations): the number of
      // operations it loaded is read from its state.
      const operations = await page.evaluate(
        () => (globalThis as unknown as SwaggerWindow).ui.specSelectors.operations().size,
      );
      expect(operations).toBeGreaterThan(100);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
