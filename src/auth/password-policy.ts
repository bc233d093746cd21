import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import { lazyModule } from '../common/lazy-module';

// Loaded by the first password checked: the dictionaries take some 3 MiB of heap (issue 36).
const zxcvbnCore = lazyModule<typeof ZxcvbnCore>('@zxcvbn-ts/core');
const zxcvbnCommon = lazyModule<typeof ZxcvbnCommon>('@zxcvbn-ts/language-common');

/**
 * NIST SP 800-63B-4 (§3.1.1.2) for passwords used alone, as here: at least 15 characters, any
 * characters (spaces and all of Unicode) and no composition rules, checked against a list of commonly
 * used and compromised values and against context (the username, the service's name). zxcvbn-ts with its
 * common-language dictionaries (about 30,000 leaked passwords, names and words, plus patterns: repeats,
 * sequences, keyboard walks, dates, l33t) does the list check; a password it estimates to fall within
 * 10^8 guesses (score below 3) is refused.
 */
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 256;
const MIN_SCORE = 3;

let estimator: ZxcvbnCore.ZxcvbnFactory | undefined;

function strength(password: string, context: string[]): { score: number; warning: string | null } {
  if (!estimator) {
    const common = zxcvbnCommon();
    estimator = new (zxcvbnCore().ZxcvbnFactory)({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
    });
  }
  const result = estimator.check(password, context);
  return { score: result.score, warning: result.feedback.warning };
}

/** Why this password may not be chosen by `username`, or null. Length counts Unicode characters. */
export function passwordProblem(password: string, username: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (password.trim() === '') return 'must not be only spaces';
  const { score, warning } = strength(password, [username, 'claim', 'claim server']);
  if (score < MIN_SCORE)
    return `is too common or too easy to guess${warning ? ` (${warning})` : ''}: try a few unrelated words`;
  return null;
}
