import type { BotLevel } from './bot';
import { BOT_LEVELS } from './bot';

/** Computer seats one match may have (R8.1: at most 4 players, one of them the person who asked). */
export const MAX_COMPUTER_SEATS = 3;

/**
 * The server's own bot accounts: per level, one account for each computer seat a match can have (a
 * match seats an account once). The dot keeps the names out of reach of registration, whose usernames
 * are letters, digits, "_" and "-" only.
 */
export function computerUsername(level: BotLevel, index: number): string {
  return index === 0 ? `computer.${level}` : `computer.${level}.${index + 1}`;
}

export const COMPUTER_ACCOUNTS: readonly { readonly username: string; readonly level: BotLevel }[] = BOT_LEVELS.flatMap(
  (level) =>
    Array.from({ length: MAX_COMPUTER_SEATS }, (_, index) => ({ username: computerUsername(level, index), level })),
);

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}
