import { recordPlatformPackages } from './record-platform-packages.mjs';

describe('recording platform packages the registry does not serve', () => {
  const lock = () => ({
    packages: {
      '': { devDependencies: { '@swc/core': '1.16.22' } },
      'node_modules/@swc/core': {
        version: '1.16.22',
        dev: true,
        optionalDependencies: { '@swc/core-darwin-arm64': '1.16.22', '@swc/core-linux-x64-gnu': '1.16.22', '@swc/core-win32-ia32-msvc': '1.16.22' },
      },
      'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.22', optional: true, os: ['linux'], cpu: ['x64'] },
    },
  });

  it('adds each missing one with its os and cpu, optional, so npm ci accepts the lock and skips them', () => {
    const completed = lock();
    expect(recordPlatformPackages(completed)).toBe(2);
    expect(completed.packages['node_modules/@swc/core-darwin-arm64']).toEqual({
      version: '1.16.22',
      optional: true,
      dev: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(completed.packages['node_modules/@swc/core-win32-ia32-msvc']).toMatchObject({ os: ['win32'], cpu: ['ia32'] });
  });

  it('leaves a complete lock as it is', () => {
    const completed = lock();
    recordPlatformPackages(completed);
    const again = JSON.stringify(completed);
    expect(recordPlatformPackages(completed)).toBe(0);
    expect(JSON.stringify(completed)).toBe(again);
  });
});
