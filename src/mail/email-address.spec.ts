import { parseEmailAddress } from './email-address';

describe('e-mail addresses (issue 27 P8)', () => {
  it.each([
    ['alice@example.org', 'alice@example.org'],
    ['  Alice.B+claim@Mail.Example.ORG ', 'Alice.B+claim@mail.example.org'],
    ["o'hara@sub-domain.example.co.uk", "o'hara@sub-domain.example.co.uk"],
    ['a@exämple.org', 'a@xn--exmple-cua.org'],
    ['a@xn--exmple-cua.org', 'a@xn--exmple-cua.org'],
  ])('accepts %j as %j', (raw, address) => {
    expect(parseEmailAddress(raw)).toEqual({ address });
  });

  it.each([
    ['an IPv4 literal', 'a@[127.0.0.1]'],
    ['an IPv6 literal', 'a@[IPv6:::1]'],
    ['a bare IP address', 'a@127.0.0.1'],
    ['a label starting with a hyphen', 'a@-example.org'],
    ['a label ending with a hyphen', 'a@example-.org'],
    ['a non-ASCII local part', 'é@exämple.org'],
    ['a trailing right-to-left override', 'a@example.org\u202e'],
    ['a zero-width joiner', 'a\u200d@example.org'],
    ['a soft hyphen in the domain', 'a@exam\u00adple.org'],
    ['no domain dot', 'a@localhost'],
    ['an empty label', 'a@example..org'],
    ['a trailing dot', 'a@example.org.'],
    ['an underscore in the domain', 'a@ex_ample.org'],
    ['a quoted local part', '"a b"@example.org'],
    ['two dots in the local part', 'a..b@example.org'],
    ['a space', 'a b@example.org'],
    ['no @', 'example.org'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.org`],
    ['a 64-character label', `a@${'b'.repeat(64)}.org`],
    ['255 characters', `a@${'b.'.repeat(125)}org`],
  ])('refuses %s', (_name, raw) => {
    expect(parseEmailAddress(raw)).toEqual({ problem: expect.any(String) });
  });
});
