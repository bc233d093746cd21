import { execFile } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { promisify } from 'util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { GameState, Move, Rules, Seat } from '../../src/engine';
import { apply, newGame } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import type { StoryEvent, StoryMessages, StorySourceEvent } from '../../src/story';
import { catalogTranslator, renderEntry, renderUnderHeading, storyOf } from '../../src/story';
import { storyWords } from '../../web/src/game/story';
import { gql } from '../support/graphql-http';
import { startTestApp, type TestApp } from '../support/test-app';

/*
 * What the browser tests share: the build, the browser, players in their own contexts, the scripted deals
 * (test/web/fixtures, made by `npm run find:story-deals`) played by clicking, and the checks (the story
 * log against the story module, the axe-core audit).
 */

export const CHROMIUM = '/usr/bin/chromium';
export const ROOT = path.resolve(__dirname, '..', '..');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'web');
const IN_CI = !!process.env.CI && process.env.CI !== 'false';

export const browserMissing = !existsSync(CHROMIUM);
if (browserMissing && !IN_CI) {
  // Locally a missing browser skips, saying so; in CI the suite fails instead (launchBrowser).
  console.warn(
    `test/web: skipped, no Chromium at ${CHROMIUM} (apt-get install -y chromium; .ci/run installs it in CI)`,
  );
}
export const describeWithBrowser = browserMissing && !IN_CI ? describe.skip : describe;

const run = promisify(execFile);

/** Builds web/ into `outDir` with the project's Vite (a few seconds; no network). */
export async function buildClient(outDir: string): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await run(process.execPath, [vite, 'build', 'web', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
  });
}

export async function launchBrowser(): Promise<Browser> {
  if (browserMissing)
    throw new Error(`No Chromium at ${CHROMIUM}: .ci/run must install it (apt-get install -y chromium)`);
  mkdirSync(ARTIFACTS, { recursive: true });
  // A new browser has a fresh temporary profile (user-data-dir) that Playwright deletes on close.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface Player {
  name: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
  id?: string;
  token?: string;
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export async function newPlayer(browser: Browser, app: TestApp, name: string, viewport = DESKTOP): Promise<Player> {
  const context = await browser.newContext({
    viewport,
    baseURL: app.baseUrl,
    locale: 'en-GB',
    // axe-core is injected as a script; a Content-Security-Policy (if the server sends one) must not stop it.
    bypassCSP: true,
    hasTouch: viewport.width < 500,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { name, context, page, errors };
}

/** Creates the player's account on the login page, signed in afterwards (with `id` and `token` set). */
export function register(player: Player): Promise<void> {
  return throughLoginPage(player, 'Create account', 'correct horse battery');
}

/** Signs an existing account in on the login page (with `id` and `token` set). */
export function signIn(player: Player, password: string): Promise<void> {
  return throughLoginPage(player, 'Log in', password);
}

async function throughLoginPage(player: Player, tab: string, password: string): Promise<void> {
  const { page } = player;
  await page.goto('/');
  await page.waitForURL(/\/login/);
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Username').fill(player.name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: tab }).last().click();
  await page.getByRole('region', { name: 'Open games' }).waitFor();
  const token = await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'claim.accessToken',
    ),
  );
  const me = await fetch(new URL('/graphql', page.url()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  player.id = ((await me.json()) as { data: { me: { id: string } } }).data.me.id;
  player.token = token ?? undefined;
}

/** The app's background sweeps off: a browser suite drives every deadline and delivery itself. */
export const NO_SWEEPS = { CLAIM_TIMEOUT_SWEEP: '0', CLAIM_WEBHOOK_POLL: '0' } as const;

/** What a browser suite's set-up gives its tests, filled in by its beforeAll. */
export interface BrowserSuite {
  app: TestApp;
  browser: Browser;
  /** Where the suite's build of web/ is (what the app serves): the bundle a benchmark weighs. */
  webDir: string;
}

/**
 * The set-up every browser suite shares, as hooks of the calling `describe`: a fresh build of web/ in a
 * temporary directory, the app serving it (with `env` besides CLAIM_WEB_DIR) and Chromium; all of it
 * closed and removed afterwards. Read the fields inside hooks and tests, not at `describe` time.
 */
export function browserSuite(label: string, env: Readonly<Record<string, string>> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  let webDir = '';
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), `claim-web-${label}-`));
    suite.webDir = webDir;
    await buildClient(webDir);
    suite.app = await startTestApp({ env: { CLAIM_WEB_DIR: webDir, ...env } });
    suite.browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });
  return suite;
}

/** A browser suite with two players signed up in their own contexts (desktops): `ann` and `ben`. */
export interface TwoPlayerTable extends BrowserSuite {
  ann: Player;
  ben: Player;
}

/**
 * browserSuite, then two players registered through the page; their names are the prefixes given with the
 * process id (unique across suites run at once). The background sweeps are off unless `env` says otherwise.
 */
export function twoPlayerBrowserTable(
  label: string,
  names: readonly [string, string],
  env: Readonly<Record<string, string>> = NO_SWEEPS,
): TwoPlayerTable {
  const table = browserSuite(label, env) as TwoPlayerTable;
  beforeAll(async () => {
    table.ann = await newPlayer(table.browser, table.app, `${names[0]}${process.pid}`);
    table.ben = await newPlayer(table.browser, table.app, `${names[1]}${process.pid}`);
    for (const p of [table.ann, table.ben]) await register(p);
  }, 180_000);
  return table;
}

/** Starts a match of `rules` between the table's two players (ann first) and opens it on both pages. */
export async function openTable(table: TwoPlayerTable, rules: Rules): Promise<string> {
  const players = [table.ann, table.ben].map((p) => ({ id: p.id!, username: p.name }));
  const matchId = await table.app.app.get(MatchesService).start(rules, players, players[0].id);
  for (const p of [table.ann, table.ben]) {
    await p.page.goto(`/match/${matchId}`);
    await p.page.locator('main[data-version]').waitFor();
  }
  return matchId;
}

/** `from` challenges `to` through GraphQL: the error's extensions if refused (a block: CONFLICT BLOCKED), else undefined. */
export async function challengeRefusal(app: TestApp, from: Player, to: Player): Promise<unknown> {
  const answer = await gql(
    app,
    'mutation($u: String!) { challenge(username: $u, input: { preset: "claim" }) { id } }',
    { token: from.token, variables: { u: to.name } },
  );
  return answer.errors?.[0]?.extensions;
}

/** A screenshot of the whole page; of the screen only on a phone's table, where the dock is stuck to its foot. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: options.fullPage ?? true });
}

/**
 * axe-core in the page: the serious and critical violations, as `rule: target` lines (none expected);
 * with `{ moderate: true }` the moderate ones too.
 */
export async function axeViolations(page: Page, options: { moderate?: boolean } = {}): Promise<string[]> {
  const impacts = options.moderate ? ['moderate', 'serious', 'critical'] : ['serious', 'critical'];
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(async () => {
    const page = globalThis as unknown as {
      axe: { run(ctx: unknown, opts: object): Promise<AxeResults> };
      document: unknown;
    };
    return page.axe.run(page.document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => v.impact !== null && impacts.includes(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/** A scripted deal: the explicit deck, the seed (the Skeleton's picks) and the moves of the whole game. */
export interface StoryDeal {
  name: string;
  rules: Rules;
  seed: string;
  deck: string[];
  firstLeader: number;
  moves: Move[];
  wants: string[];
}

export function loadDeal(name: string): StoryDeal {
  return JSON.parse(readFileSync(path.join(__dirname, 'fixtures', `${name}.json`), 'utf8')) as StoryDeal;
}

/** The test-only way to a known deal: MatchesService.start with `deal` (no API offers one). */
export async function startScripted(app: TestApp, deal: StoryDeal, players: Player[]): Promise<string> {
  return app.app.get(MatchesService).start(
    deal.rules,
    players.map((p) => ({ id: p.id!, username: p.name })),
    null,
    { deal: { deck: deal.deck, firstLeader: deal.firstLeader, seed: deal.seed } },
  );
}

/** The deal's states: states[k] is the table after k moves. */
export function statesOf(deal: StoryDeal): GameState[] {
  const start = newGame(deal.rules, deal.seed, { deck: deal.deck, firstLeader: deal.firstLeader });
  if (!start.ok) throw new Error(start.error.message);
  const states = [start.value];
  for (const move of deal.moves) {
    const next = apply(states[states.length - 1], move);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }
  return states;
}

/** The story the page should show after `moves` moves, in `catalog`'s words, line by line. */
export function expectedLog(
  deal: StoryDeal,
  moves: number,
  viewer: Seat | null,
  usernames: string[],
  catalog: object,
  revealAll = false,
): string[] {
  const start = statesOf(deal)[0];
  const events: StorySourceEvent[] = [
    { seq: 0, type: 'match_started' },
    ...deal.moves.slice(0, moves).map((move, i) => ({ seq: i + 1, type: 'move' as const, move })),
  ];
  const story: StoryEvent[] = storyOf(start, events, { viewer, revealAll });
  const words = storyWords(
    {
      seats: usernames.map((username, seat) => ({ seat, username })),
      rules: deal.rules,
      mySeat: viewer,
    },
    catalogTranslator(catalog as StoryMessages),
  );
  // As the log shows them (web/src/components/GameLog.tsx): a trick's start under its heading says only who
  // leads and for which prize.
  return story.flatMap((e) =>
    e.entries.map((entry) =>
      entry.kind === 'trickStarted' ? renderUnderHeading(entry, words) : renderEntry(entry, words),
    ),
  );
}

/** The story log's lines as the page shows them, once it holds `count` of them. */
export async function logLines(page: Page, count: number): Promise<string[]> {
  const lines = page.locator('[data-testid=log] .log-line');
  type Doc = { document: { querySelectorAll(selector: string): { length: number } } };
  await page.waitForFunction(
    (n) => (globalThis as unknown as Doc).document.querySelectorAll('[data-testid=log] .log-line').length >= n,
    count,
    { timeout: 15_000 },
  );
  return lines.allTextContents();
}

/** Waits until the page shows a version after `version` (a click's move reached it). */
export async function afterVersion(page: Page, version: number): Promise<void> {
  type Doc = { document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null } };
  await page.waitForFunction(
    (v) =>
      Number((globalThis as unknown as Doc).document.querySelector('main.match-page')?.getAttribute('data-version')) >
      v,
    version,
    { timeout: 15_000 },
  );
}

/** Waits until the page shows the match at `version`. */
export async function atVersion(page: Page, version: number): Promise<void> {
  await page.locator(`main[data-version="${version}"]`).waitFor({ timeout: 15_000 });
}

/**
 * Makes one scripted move by clicking on the mover's page, as a player would: the card in the hand, or the
 * choice in the decision prompt (for a Vampire, the cards to activate and bury, then Confirm).
 */
export async function clickMove(page: Page, move: Move): Promise<void> {
  const prompt = page.getByTestId('prompt');
  const click = (selector: string) => page.locator(selector).first().click({ timeout: 10_000 });
  if ('play' in move) {
    await click(`[data-testid=hand] [data-card="${move.play}"][data-playable=true]`);
    // With "confirm before a card is sent" (on by default in days-per-move matches) the card waits for Send.
    const send = page.getByTestId('send-card');
    if (await send.isVisible()) await send.click();
    return;
  }
  if ('seer' in move) return click(`[data-testid=prompt] [data-choice="seer:${move.seer}"]`);
  if ('prize' in move) return click(`[data-testid=prompt] [data-choice="prize:${move.prize}"]`);
  if ('discard' in move) return click(`[data-testid=prompt] [data-choice="discard:${move.discard}"]`);
  if ('skeleton' in move) return click('[data-testid=prompt] [data-choice=skeleton]');
  if ('pass' in move) return click('[data-testid=prompt] [data-choice=pass]');
  if ('smash' in move) return click(`[data-testid=prompt] [data-choice="smash:${move.smash.victim}"]`);
  if ('vampire' in move) {
    await prompt.waitFor();
    for (const button of await prompt.locator('[data-choice^="activate:"]').all()) {
      const card = (await button.getAttribute('data-choice'))!.slice('activate:'.length);
      const pressed = (await button.getAttribute('aria-pressed')) === 'true';
      if (pressed !== (card === move.vampire.activate)) await button.click();
    }
    const buriable = await prompt.locator('[data-choice^="bury:"]').all();
    const used = new Set<number>();
    for (const card of move.vampire.bury) {
      for (let i = 0; i < buriable.length; i++) {
        if (used.has(i) || (await buriable[i].getAttribute('data-card')) !== card) continue;
        used.add(i);
        await buriable[i].click();
        break;
      }
    }
    return click('[data-testid=prompt] [data-choice="vampire:confirm"]');
  }
}

/**
 * A seat played through the public GraphQL API instead of a browser page (the compact games of `npm test`
 * keep two pages at the table; `npm run test:web:full` seats everyone in a browser). An R10 move is a
 * DecisionInput once its seat is taken off.
 */
async function sendViaApi(app: TestApp, player: Player, move: Move, expectedVersion: number): Promise<void> {
  const { seat: _seat, ...decision } = move as Move & Record<string, unknown>;
  const play = 'play' in move;
  const response = await fetch(app.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({
      query: play
        ? 'mutation($m: ID!, $c: String!, $v: Int!) { playCard(matchId: $m, card: $c, expectedVersion: $v) { version } }'
        : 'mutation($m: ID!, $d: DecisionInput!, $v: Int!) { decide(matchId: $m, decision: $d, expectedVersion: $v) { version } }',
      variables: { m: currentMatch, v: expectedVersion, ...(play ? { c: move.play } : { d: decision }) },
    }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(`move ${expectedVersion} via the API: ${JSON.stringify(body.errors)}`);
}

let currentMatch = '';

export interface PlayHooks {
  /** Called after move `index` (0-based) has reached every page. */
  afterMove?(index: number): Promise<void>;
}

/**
 * Plays the deal's moves, each by its mover: a click on their page, or (seats not in `atTable`) the API;
 * every page at the table follows before the next move.
 */
export async function playDeal(
  app: TestApp,
  matchId: string,
  deal: StoryDeal,
  players: Player[],
  atTable: readonly number[],
  hooks: PlayHooks = {},
): Promise<void> {
  currentMatch = matchId;
  const pages = atTable.map((seat) => players[seat].page);
  for (let i = 0; i < deal.moves.length; i++) {
    const move = deal.moves[i];
    const mover = players[move.seat];
    if (atTable.includes(move.seat)) {
      await atVersion(mover.page, i);
      await clickMove(mover.page, move);
      await atVersion(mover.page, i + 1);
    } else {
      await sendViaApi(app, mover, move, i);
    }
    if (hooks.afterMove || !atTable.includes(deal.moves[i + 1]?.seat ?? -1)) {
      for (const page of pages) await atVersion(page, i + 1);
    }
    await hooks.afterMove?.(i);
  }
  for (const page of pages) await atVersion(page, deal.moves.length);
}

/** The moves after which the story holds an entry of this kind (for viewer null, all public). */
export function movesWith(deal: StoryDeal, kind: string): number[] {
  const start = statesOf(deal)[0];
  const events: StorySourceEvent[] = [
    { seq: 0, type: 'match_started' },
    ...deal.moves.map((move, i) => ({ seq: i + 1, type: 'move' as const, move })),
  ];
  return storyOf(start, events, { viewer: null })
    .filter((e) => e.entries.some((x) => x.kind === kind))
    .map((e) => e.seq - 1);
}
