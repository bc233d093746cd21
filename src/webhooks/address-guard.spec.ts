import { isPrivateAddress, webhookUrlProblem } from './address-guard';

describe('webhook address guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['0:0:0:0:0:ffff:10.0.0.1', true],
    ['::7f00:1', true],
    ['::ffff:0:7f00:1', true],
    ['64:ff9b::a00:1', true],
    ['64:ff9b:1::1', true],
    ['fec0::1', true],
    ['2002:7f00:1::1', true],
    ['2001:0:4136:e378::1', true],
    ['fe80::1%eth0', true],
    ['::ffff:93.184.215.14', false],
    ['93.184.215.14', false],
    ['2606:4700::1111', false],
    ['172.32.0.1', false],
  ])('%s is private: %s', (address, privateAddress) => {
    expect(isPrivateAddress(address)).toBe(privateAddress);
  });

  it.each([
    ['https://hooks.example.org/claim', false, null],
    ['http://hooks.example.org:8080/x?y=1', false, null],
    ['ftp://hooks.example.org/', false, 'must be an http or https URL'],
    ['not-a-url', false, 'must be an absolute URL'],
    ['https://user:pw@hooks.example.org/', false, 'must not contain credentials'],
    ['http://127.0.0.1:9000/', false, 'must not point at a private, loopback or link-local address'],
    ['http://[::1]:9000/', false, 'must not point at a private, loopback or link-local address'],
    ['http://localhost:9000/', false, 'must not point at a private, loopback or link-local address'],
    ['http://[::7f00:1]:9000/', false, 'must not point at a private, loopback or link-local address'],
    ['http://[2002:a00:1::1]/', false, 'must not point at a private, loopback or link-local address'],
    ['http://127.0.0.1:9000/', true, null],
    ['http://LOCALHOST./x', false, 'must not point at a private, loopback or link-local address'],
    ['http://localhost.localdomain/x', false, 'must not point at a private, loopback or link-local address'],
    ['http://LocalHost.LocalDomain./x', false, 'must not point at a private, loopback or link-local address'],
    ['http://hooks.localhost./x', false, 'must not point at a private, loopback or link-local address'],
    ['http://ip6-localhost/x', false, 'must not point at a private, loopback or link-local address'],
    ['http://127.0.0.1./x', false, 'must not point at a private, loopback or link-local address'],
    ['https://hooks.example.org./claim', false, null],
    ['https://hooks.example.org/a b', false, 'must not contain spaces, control or format characters'],
    ['https://hooks.exa mple.org/', false, 'must not contain spaces, control or format characters'],
    [' https://hooks.example.org/', false, 'must not contain spaces, control or format characters'],
    ['https://hooks.example.org/\u202e', false, 'must not contain spaces, control or format characters'],
  ])('%s (private allowed: %s) → %s', (url, allowPrivate, problem) => {
    expect(webhookUrlProblem(url, allowPrivate)).toBe(problem);
  });
});
