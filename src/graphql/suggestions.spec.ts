import { withoutSuggestions } from './suggestions';

describe('GraphQL suggestions (GRAPHQL_SUGGESTIONS)', () => {
  it.each([
    ['Cannot query field "mee" on type "Query". Did you mean "me"?', 'Cannot query field "mee" on type "Query".'],
    [
      'Value "YOUR_TRUN" does not exist in "NotificationKind" enum. Did you mean the enum value "YOUR_TURN"?',
      'Value "YOUR_TRUN" does not exist in "NotificationKind" enum.',
    ],
    ['Unknown type "Matc". Did you mean "Match", "MatchEvent", or "MatchStory"?', 'Unknown type "Matc".'],
    ['Syntax Error: Expected Name, found "?".', 'Syntax Error: Expected Name, found "?".'],
  ])('%s', (message, hidden) => {
    expect(withoutSuggestions(message)).toBe(hidden);
  });
});
