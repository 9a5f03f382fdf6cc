import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './addresses';

describe('addresses a check never reaches', () => {
  it.each([
    '127.0.0.1', '127.255.0.9', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.0.192', '::', '::1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:8.8.8.8', '::10.0.0.1',
    'fd00:ec2::254', 'fc00::1', 'fe80::1', 'ff02::1', 'localhost', 'not an address',
  ])('%s is refused', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '172.15.255.255', '100.128.0.1', '11.0.0.1', '2606:4700::1111', '2001:4860:4860::8888'])(
    '%s is public',
    (address) => expect(isForbiddenAddress(address)).toBe(false),
  );
});
