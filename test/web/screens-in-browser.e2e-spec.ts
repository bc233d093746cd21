import { parseMoveCommand } from '../../src/matches/write/move-command';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';
import type { Browser, Page } from 'playwright-core';
import type { DecisionKind } from '../../src/engine/state';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import type { StoryDeal } from './browser-support';
import {
  ROOT,
  atVersion,
  axeViolations,
  browserSuite,
  describeWithBrowser,
  loadDeal,
  movesWith,
  statesOf,
} from './browser-support';

/*
 * Issue 28 "Done when": every main screen of the web client at a phone (390×844) and a desktop (1366×900),
 * each audited by axe-core (moderate, serious and critical: none expected) — the games list, a lobby, the
 * table at the deal, after a trick won, at each decision prompt (the scripted 2-player deal reaches the Seer,
 * Skeleton and Cthulhu ones, the scripted 3-player deal the prize, Vampire and Giant ones: every kind the
 * engine has, see DECISIONS), in phase two and at the end, the story log, the replay, a spectator's watch
 * page, a profile, the leaderboard, the settings and guest play. One path serves three jobs:
 *
 *   npm run test:browser            the axe audit (this suite)
 *   npm run screenshots             the same walk, saving each screen to docs/screenshots/ (CLAIM_SCREENSHOTS)
 *   npm run bench:web               the same walk, then LCP, CLS and INP on the table and the bundle's gzipped
 *                                   size, printed and written to test-artifacts/web/bench-web.json (CLAIM_WEB_BENCH)
 */

const SHOTS_DIR = process.env.CLAIM_SCREENSHOTS ? path.resolve(ROOT, process.env.CLAIM_SCREENSHOTS) : null;
const BENCH = process.env.CLAIM_WEB_BENCH === '1';
/** CLAIM_SCREENS_ONLY=table-end,replay: only those screens (to look at one quickly); unset, all. */
const ONLY = process.env.CLAIM_SCREENS_ONLY?.split(',') ?? null;
const wanted = (...screens: string[]) => !ONLY || screens.some((screen) => ONLY.includes(screen));

const started = Date.now();
/** With CLAIM_SCREENS_TRACE=<file>, each step's time since the start, appended to that file as it happens. */
const trace = (what: string) => {
  if (process.env.CLAIM_SCREENS_TRACE)
    appendFileSync(process.env.CLAIM_SCREENS_TRACE, `screens ${Date.now() - started} ms: ${what}\n`);
};

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
type Form = keyof typeof VIEWPORTS;
const FORMS = Object.keys(VIEWPORTS) as Form[];

/**
 * Every decision the engine can ask for (src/engine/state.ts PendingDecision): a Record, so that a new kind
 * does not compile until it is listed here, and the walk fails until one of the scripted deals reaches it.
 */
const DECISIONS: Record<DecisionKind, true> = {
  seer: true,
  prize: true,
  vampire: true,
  smash: true,
  cthulhu: true,
  skeleton: true,
};

type Doc = {
  document: {
    querySelector(selector: string): { scrollIntoView(options?: object): void } | null;
  };
  localStorage: { setItem(key: string, value: string): void };
};

describeWithBrowser('every main screen, phone and desktop, audited by axe (issue 28)', () => {
  const suite = browserSuite('screens', {
    CLAIM_TIMEOUT_SWEEP: '0',
    CLAIM_WEBHOOK_POLL: '0',
    CLAIM_COMPUTER_THREADS: '1',
  });
  let app: TestApp;
  let browser: Browser;
  let deal: StoryDeal;
  let seats: RegisteredUser[];
  /** Every screen's axe findings, `screen@form rule: target` (none expected). */
  const violations: string[] = [];
  /** Screens visited, in order: what the docs' "Screens" table shows. */
  const visited: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    trace('built, app and browser up');
    app = suite.app;
    browser = suite.browser;
    deal = loadDeal('story-2p');
    const tag = `${process.pid.toString(36)}${Date.now().toString(36).slice(-3)}`;
    seats = [await registerUser(app, `ann${tag}`), await registerUser(app, `ben${tag}`)];
    if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
  }, 60_000);

  /** A page of `who` (signed in with their token, or signed out) at the phone or the desktop size. */
  async function openPage(form: Form, who: RegisteredUser | null): Promise<Page> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[form],
      baseURL: app.baseUrl,
      locale: 'en-GB',
      bypassCSP: true,
      hasTouch: form === 'phone',
      // Screenshots of a settled screen: the card and trick animations are skipped.
      reducedMotion: 'reduce',
    });
    if (who)
      await context.addInitScript((token) => {
        try {
          (globalThis as unknown as Doc).localStorage.setItem('claim.accessToken', token);
        } catch {
          // about:blank has no storage.
        }
      }, who.token);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${form}: ${error.message}`));
    return page;
  }

  /** The screen as it is now: axe's findings kept, and its picture saved when screenshots are asked for. */
  async function capture(page: Page, screen: string, form: Form, scrollTo?: string): Promise<void> {
    trace(`${screen}@${form}`);
    if (ONLY && !ONLY.includes(screen)) return;
    // A page that does not answer within 30 s is itself a finding (a busy main thread), not a hung suite.
    const alive = await Promise.race([
      page.evaluate(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000)),
    ]);
    if (!alive) {
      violations.push(`${screen}@${form} the page did not answer for 30 s`);
      trace('  the page did not answer for 30 s');
      return;
    }
    if (scrollTo)
      await page.evaluate(
        (selector) =>
          (globalThis as unknown as Doc).document.querySelector(selector)?.scrollIntoView({ block: 'start' }),
        scrollTo,
      );
    for (const found of await axeViolations(page, { moderate: true })) {
      violations.push(`${screen}@${form} ${found}`);
      trace(`  axe: ${found}`);
    }
    if (!visited.includes(screen)) visited.push(screen);
    if (SHOTS_DIR)
      await page.screenshot({ path: path.join(SHOTS_DIR, `${screen}-${form}.jpg`), type: 'jpeg', quality: 70 });
  }

  /** The moments of a deal worth a picture: version → [screen, the seat whose table it is (-1: a spectator)]. */
  type Moments = Map<number, [string, number][]>;

  /** The first time the deal asks for each kind of decision: `prompt-<kind>` at that version, the decider's table. */
  function promptMoments(states: ReturnType<typeof statesOf>, moments: Moments): Set<DecisionKind> {
    const prompts = new Set<DecisionKind>();
    states.forEach((state, version) => {
      const due = state.pending[0];
      if (due && !prompts.has(due.kind)) {
        prompts.add(due.kind);
        moments.set(version, [...(moments.get(version) ?? []), [`prompt-${due.kind}`, due.seat]]);
      }
    });
    return prompts;
  }

  /**
   * Plays the deal's first `upTo` moves through the server, move by move, and at each moment opens the screen
   * afresh in Chromium at both sizes while the match waits at that version.
   */
  async function walk(
    matchId: string,
    deal: StoryDeal,
    players: RegisteredUser[],
    moments: Moments,
    upTo: number,
  ): Promise<void> {
    const service = app.app.get(MatchesService);
    for (let version = 0; version <= upTo; version++) {
      for (const [screen, seat] of moments.get(version) ?? []) {
        for (const form of wanted(screen) ? FORMS : []) {
          if (seat === -1) {
            // A spectator, signed out.
            const page = await openPage(form, null);
            await page.goto(`/watch/${matchId}`);
            await atVersion(page, version);
            await page.getByTestId('log').locator('li').first().waitFor();
            await capture(page, screen, form);
            await page.context().close();
            continue;
          }
          // The seat's table opened afresh while the match waits at this version.
          const page = await openPage(form, players[seat]);
          await page.goto(`/match/${matchId}`);
          await atVersion(page, version);
          if (screen.startsWith('prompt-')) await page.getByTestId('prompt').waitFor();
          if (screen === 'table-end') await page.getByTestId('result').waitFor();
          await capture(page, screen, form, screen === 'story-log' ? '[data-testid=log]' : undefined);
          await page.context().close();
        }
      }
      if (version < upTo) {
        const move = deal.moves[version];
        await service.move({
          caller: players[move.seat],
          matchId: matchId,
          command: parseMoveCommand({ ...move }),
          expectedVersion: version,
        });
      }
    }
  }

  it('walks every screen at 390×844 and 1366×900; axe finds nothing, moderate included', async () => {
    const service = app.app.get(MatchesService);
    const matchId = await service.start(
      deal.rules,
      seats.map((s) => ({ id: s.id, username: s.username })),
      null,
      { deal: { deck: deal.deck, firstLeader: deal.firstLeader, seed: deal.seed }, rated: true, spectators: 'anyone' },
    );
    const states = statesOf(deal);

    /** Decision kinds whose prompt the walk reached, over both deals. */
    const reached = new Set<DecisionKind>();
    const moments: Moments = new Map();
    const at = (version: number, screen: string, seat: number) =>
      moments.set(version, [...(moments.get(version) ?? []), [screen, seat]]);
    at(0, 'table-deal', 0);
    at(movesWith(deal, 'trickWon')[0] + 1, 'table-trick-won', 0);
    const prompts = promptMoments(states, moments);
    const phaseTwo = states.findIndex((s) => s.phase === 'two');
    at(phaseTwo, 'table-phase-two', 0);
    at(phaseTwo, 'watch', -1);
    at(phaseTwo + 4, 'story-log', 0);
    at(deal.moves.length, 'table-end', 0);
    expect(prompts.size).toBeGreaterThanOrEqual(2);

    // Before the match: the games list and a lobby (seat 1's), guest play (signed out: the login page with
    // "Play the computer now", then the guest's own table against the computer).
    const lobby = await gql<{ createLobby: { id: string } }>(
      app,
      'mutation { createLobby(input: { preset: "claim" }) { id } }',
      { token: seats[1].token },
    );
    expect(lobby.errors).toBeUndefined();
    for (const form of wanted('games', 'lobby', 'settings', 'login', 'guest-play') ? FORMS : []) {
      const page = await openPage(form, seats[0]);
      await page.goto('/');
      await page.getByTestId('open-lobby').first().waitFor();
      await capture(page, 'games', form);
      await page.goto(`/lobby/${lobby.data!.createLobby.id}`);
      await page.getByTestId('lobby').waitFor();
      await capture(page, 'lobby', form);
      await page.goto('/settings');
      await page.getByTestId('settings').waitFor();
      await capture(page, 'settings', form);
      await page.context().close();

      const guest = await openPage(form, null);
      await guest.goto('/');
      await guest.waitForURL(/\/login/);
      await capture(guest, 'login', form);
      await guest.getByTestId('play-now').click();
      await guest.waitForURL(/\/match\//);
      await guest.locator('main[data-version]').waitFor();
      await guest.getByTestId('guest-strip').waitFor();
      await capture(guest, 'guest-play', form);
      await guest.context().close();
    }

    await walk(matchId, deal, seats, moments, deal.moves.length);
    for (const kind of prompts) reached.add(kind);

    // After the (rated) match: its replay, a profile with a rating, the leaderboard.
    for (const form of wanted('replay', 'profile', 'leaderboard') ? FORMS : []) {
      const page = await openPage(form, seats[0]);
      await page.goto(`/replay/${matchId}`);
      await page.getByTestId('replay-next-trick').click();
      await page.locator('[data-testid=log] li.current').waitFor();
      await capture(page, 'replay', form);
      await page.goto(`/players/${seats[1].username}`);
      await page.getByTestId('recent-match').first().waitFor();
      await capture(page, 'profile', form);
      await page.goto('/leaderboards/duel');
      await page.getByTestId('leaderboard-row').first().waitFor();
      await capture(page, 'leaderboard', form);
      await page.context().close();
    }

    // The decisions the 2-player deal does not reach (the prize, the Vampire, the Giant's smash): the scripted
    // 3-player deal, played only up to its last new prompt; unrated, so the profile and leaderboard above
    // are untouched, and it runs after them for the same reason.
    const deal3 = loadDeal('story-3p');
    const moments3: Moments = new Map();
    const prompts3 = promptMoments(statesOf(deal3), moments3);
    for (const kind of prompts3) reached.add(kind);
    const players3 = [
      ...seats,
      await registerUser(app, `cy${process.pid.toString(36)}${Date.now().toString(36).slice(-3)}`),
    ];
    const match3 = await service.start(
      deal3.rules,
      players3.map((s) => ({ id: s.id, username: s.username })),
      null,
      { deal: { deck: deal3.deck, firstLeader: deal3.firstLeader, seed: deal3.seed } },
    );
    await walk(match3, deal3, players3, moments3, Math.max(...moments3.keys()));
    expect([...reached].sort()).toEqual(Object.keys(DECISIONS).sort());

    if (SHOTS_DIR && !ONLY)
      writeFileSync(path.join(SHOTS_DIR, 'screens.json'), JSON.stringify(visited, null, 2) + '\n');
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 600_000);

  (BENCH ? it : it.skip)(
    'bench: LCP, CLS and INP on the table (desktop and phone), and the gzipped bundle',
    async () => {
      const service = app.app.get(MatchesService);
      const runs = 3;
      const figures: Record<Form, { lcp: number[]; cls: number[]; inp: number[] }> = {
        phone: { lcp: [], cls: [], inp: [] },
        desktop: { lcp: [], cls: [], inp: [] },
      };
      for (const form of FORMS)
        for (let run = 0; run < runs; run++) {
          const matchId = await service.start(
            deal.rules,
            seats.map((s) => ({ id: s.id, username: s.username })),
            null,
            { deal: { deck: deal.deck, firstLeader: deal.firstLeader, seed: deal.seed } },
          );
          const mover = deal.moves[0];
          const page = await openPage(form, seats[mover.seat]);
          await page.addInitScript(() => {
            const w = globalThis as unknown as {
              __perf: { lcp: number; cls: number; inp: number };
              PerformanceObserver: new (cb: (list: { getEntries(): PerfEntry[] }) => void) => {
                observe(options: object): void;
              };
            };
            type PerfEntry = {
              startTime: number;
              duration: number;
              value?: number;
              hadRecentInput?: boolean;
              interactionId?: number;
            };
            w.__perf = { lcp: 0, cls: 0, inp: 0 };
            new w.PerformanceObserver((list) => {
              for (const e of list.getEntries()) w.__perf.lcp = Math.max(w.__perf.lcp, e.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new w.PerformanceObserver((list) => {
              for (const e of list.getEntries()) if (!e.hadRecentInput) w.__perf.cls += e.value ?? 0;
            }).observe({ type: 'layout-shift', buffered: true });
            new w.PerformanceObserver((list) => {
              for (const e of list.getEntries()) if (e.interactionId) w.__perf.inp = Math.max(w.__perf.inp, e.duration);
            }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
          });
          await page.goto(`/match/${matchId}`);
          await atVersion(page, 0);
          await page.locator('[data-testid=hand] [data-playable=true]').first().waitFor();
          await page.waitForTimeout(500);
          if (!('play' in mover)) throw new Error('the deal opens with a card');
          await page.locator(`[data-testid=hand] [data-card="${mover.play}"][data-playable=true]`).first().click();
          await atVersion(page, 1);
          // Event timing entries are reported after the next paint.
          await page.waitForTimeout(500);
          const perf = await page.evaluate(
            () => (globalThis as unknown as { __perf: { lcp: number; cls: number; inp: number } }).__perf,
          );
          figures[form].lcp.push(perf.lcp);
          figures[form].cls.push(perf.cls);
          figures[form].inp.push(perf.inp);
          await page.context().close();
        }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const assets = path.join(suite.webDir, 'assets');
      const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
      const bytes = js.map((f) => readFileSync(path.join(assets, f)));
      const bundle = {
        files: js.length,
        rawKB: +(bytes.reduce((n, b) => n + b.length, 0) / 1024).toFixed(1),
        gzipKB: +(bytes.reduce((n, b) => n + gzipSync(b).length, 0) / 1024).toFixed(1),
      };
      const os = await import('os');
      const result = {
        date: new Date().toISOString(),
        cores: os.cpus().length,
        loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
        runs,
        table: Object.fromEntries(
          FORMS.map((form) => [
            form,
            {
              lcpMs: Math.round(median(figures[form].lcp)),
              cls: +median(figures[form].cls).toFixed(4),
              inpMs: Math.round(median(figures[form].inp)),
              all: figures[form],
            },
          ]),
        ),
        bundle,
      };
      const out = path.join(ROOT, 'test-artifacts', 'web', 'bench-web.json');
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
      console.log(JSON.stringify(result, null, 2));
      expect(bundle.files).toBeGreaterThan(0);
    },
    300_000,
  );
});
