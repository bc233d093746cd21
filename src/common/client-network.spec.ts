import { clientNetworkOf } from './client-network';

describe('clientNetworkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
    [undefined, 'unknown'],
  ])('%s is in %s', (address, network) => {
    expect(clientNetworkOf(address)).toBe(network);
  });

  it('tells neighbouring networks apart', () => {
    expect(clientNetworkOf('203.0.113.7')).not.toBe(clientNetworkOf('203.0.114.7'));
    expect(clientNetworkOf('2001:db8:1:2::1')).not.toBe(clientNetworkOf('2001:db8:1:3::1'));
  });
});
