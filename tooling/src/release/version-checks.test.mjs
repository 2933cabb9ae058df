import { blockTypeProblems, checkVersion, federationVersionProblems, sharedProblems } from './version-checks.mjs';
import { SHELL, SHELL_SHARED, deployedFiles, entryOf, fakeFetch, manifestWith, mfManifest, recordedVersion } from './release-fixtures.test-support.mjs';

function check({ versions = ['1.0.0', '1.1.0'], files, version = '1.1.0', manifest = manifestWith(versions) }) {
  return checkVersion({ manifest, remoteName: 'mf_content', version, shell: SHELL, fetchImpl: fakeFetch(files) });
}

const healthy = () => deployedFiles({ '1.0.0': mfManifest({ version: '1.0.0' }), '1.1.0': mfManifest({ version: '1.1.0' }) });

describe('checks before a remote version goes live', () => {
  it('accepts a reachable, unaltered build that exposes every parcel it declares, with compatible singletons', async () => {
    expect(await check({ files: healthy() })).toEqual({ refusals: [], warnings: [] });
  });

  it('refuses a remote the manifest does not know', async () => {
    const { refusals } = await checkVersion({
      manifest: manifestWith(['1.0.0']),
      remoteName: 'mf_maps',
      version: '1.0.0',
      shell: SHELL,
      fetchImpl: fakeFetch({}),
    });
    expect(refusals).toEqual(['mf_maps is not in the manifest']);
  });

  it('refuses a version that is not deployed', async () => {
    const { refusals } = await check({ versions: ['1.0.0'], files: healthy() });
    expect(refusals).toEqual(['mf_content@1.1.0 is not deployed (deployed: 1.0.0)']);
  });

  it('refuses when the entry answers 404', async () => {
    const files = healthy();
    delete files[entryOf('1.1.0')];
    const { refusals } = await check({ files });
    expect(refusals).toEqual([`entry: ${entryOf('1.1.0')} answers HTTP 404`]);
  });

  it('refuses when the entry host is unreachable', async () => {
    const files = healthy();
    files[entryOf('1.1.0')] = Object.assign(new Error('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const { refusals } = await check({ files });
    expect(refusals).toEqual([`entry: ${entryOf('1.1.0')} is not reachable: ECONNREFUSED`]);
  });

  it('refuses when the server-rendering entry named in the manifest is missing', async () => {
    const manifest = manifestWith(['1.0.0', '1.1.0']);
    manifest.remotes.mf_content.versions['1.1.0'].serverEntry = 'http://remote.test/1.1.0/server/remoteEntry.js';
    const { refusals } = await check({ manifest, files: healthy() });
    expect(refusals).toEqual(['server entry: http://remote.test/1.1.0/server/remoteEntry.js answers HTTP 404']);
  });

  it('refuses when mf-manifest.json is not JSON', async () => {
    const files = healthy();
    files['http://remote.test/1.1.0/mf-manifest.json'] = '<html>';
    expect((await check({ files })).refusals).toEqual(['http://remote.test/1.1.0/mf-manifest.json is not JSON']);
  });

  it("refuses another remote's build deployed under this name", async () => {
    const files = { ...healthy(), ...deployedFiles({ '1.1.0': mfManifest({ name: 'mf_rates', version: '1.1.0' }) }) };
    expect((await check({ files })).refusals).toEqual(['http://remote.test/1.1.0/mf-manifest.json is the build of "mf_rates", not of mf_content']);
  });

  it('refuses a folder whose build records another version', async () => {
    const files = { ...healthy(), ...deployedFiles({ '1.1.0': mfManifest({ version: '1.0.0' }) }) };
    expect((await check({ files })).refusals).toEqual(['http://remote.test/1.1.0/mf-manifest.json records version 1.0.0, not 1.1.0']);
  });

  it('refuses an entry truncated or altered since its release, naming the recorded integrity', async () => {
    const files = healthy();
    files[entryOf('1.1.0')] = 'var mf_con';
    const { refusals } = await check({ files });
    expect(refusals).toEqual([
      expect.stringMatching(
        /^entry: http:\/\/remote.test\/1.1.0\/remoteEntry.js does not match the integrity recorded at release \(sha384-.+\): truncated or altered$/,
      ),
    ]);
  });

  it('refuses an entry whose compressed copy is not the released file, though the file itself is', async () => {
    const files = healthy();
    const released = files[entryOf('1.1.0')];
    files[entryOf('1.1.0')] = (acceptEncoding) => (acceptEncoding === 'br' ? `${released}\n;window.altered = true;` : released);
    const { refusals } = await check({ files });
    expect(refusals).toEqual([
      expect.stringMatching(
        /^entry: http:\/\/remote.test\/1.1.0\/remoteEntry.js does not match the integrity recorded at release \(sha384-.+\): truncated or altered \(as sent to a client taking br\)$/,
      ),
    ]);
  });

  it('refuses a version whose release recorded no integrity', async () => {
    const manifest = manifestWith(['1.0.0', '1.1.0']);
    delete manifest.remotes.mf_content.versions['1.1.0'].integrity;
    expect((await check({ manifest, files: healthy() })).refusals).toEqual([
      'entry: remotes.json records no integrity for http://remote.test/1.1.0/remoteEntry.js; release the version again',
    ]);
  });

  it('refuses a build that declares a block type for a parcel it does not expose', async () => {
    const files = { ...healthy(), ...deployedFiles({ '1.1.0': mfManifest({ version: '1.1.0', exposes: ['./basic'] }) }) };
    expect((await check({ files })).refusals).toEqual(['declares block type accordion for ./accordion, which it does not expose']);
  });

  it("refuses block types in remotes.json that are not the deployed build's", async () => {
    const manifest = manifestWith(['1.0.0', '1.1.0']);
    manifest.remotes.mf_content.versions['1.1.0'] = recordedVersion('1.1.0', { basic: './basic' });
    expect((await check({ manifest, files: healthy() })).refusals).toEqual([
      "the block types remotes.json records differ from its build's block-types.json; release the version again",
    ]);
  });

  it('refuses a build that declares a block type another live remote owns, naming it', async () => {
    const manifest = manifestWith(['1.0.0', '1.1.0']);
    manifest.remotes.mf_forms = { live: '2.0.0', versions: { '2.0.0': { entry: 'http://forms.test/2.0.0/remoteEntry.js' } } };
    const files = { ...healthy(), 'http://forms.test/2.0.0/block-types.json': { accordion: './accordion' } };
    expect((await check({ manifest, files })).refusals).toEqual(['declares block type accordion, which mf_forms@2.0.0 (live) already owns']);
  });

  it('warns, and allows, a version that drops a block type the live one renders (a rollback past a new type)', async () => {
    const files = { ...healthy(), 'http://remote.test/1.0.0/block-types.json': { basic: './basic', accordion: './accordion', promo_countdown: './basic' } };
    expect(await check({ files })).toEqual({
      refusals: [],
      warnings: ['drops block type promo_countdown, which the live version renders: pages with it will render nothing (logged)'],
    });
  });

  it('refuses a build whose singleton ranges the shell cannot meet', async () => {
    const shared = [{ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0', singleton: true }];
    const files = { ...healthy(), ...deployedFiles({ '1.1.0': mfManifest({ version: '1.1.0', shared }) }) };
    expect((await check({ files })).refusals).toEqual(['needs react ^18.2.0, the shell provides 19.3.1']);
  });

  it("refuses a build made with another minor version of the federation plugin than the shell's", async () => {
    const files = { ...healthy(), ...deployedFiles({ '1.1.0': mfManifest({ version: '1.1.0', federationVersion: '2.10.0' }) }) };
    expect((await check({ files })).refusals).toEqual([
      "is built with Module Federation 2.10.0, the shell with 2.9.2: it runs on the shell's federation runtime, which needs the same major and minor version",
    ]);
  });
});

describe('block types of two remotes', () => {
  const exposes = { exposes: [{ path: './calculator' }, { path: './exchange-rates' }] };
  const calculators = (variants) => ({ calculator: { variantField: 'field_calculator_type', variants } });

  it('lets two remotes own different variants of one type picked by the same field', () => {
    const others = [{ label: 'mf_calculators@1.0.0', blockTypes: calculators({ MortgageCalc: './calculator' }) }];
    expect(blockTypeProblems({ declared: calculators({ ExchangeRates: './exchange-rates' }), exposes, liveDeclared: {}, others }).refusals).toEqual([]);
  });

  it('refuses a variant another remote owns, and a whole type over variants', () => {
    const others = [{ label: 'mf_calculators@1.0.0', blockTypes: calculators({ MortgageCalc: './calculator' }) }];
    expect(blockTypeProblems({ declared: calculators({ MortgageCalc: './calculator' }), exposes, liveDeclared: {}, others }).refusals).toEqual([
      'declares block type calculator/MortgageCalc, which mf_calculators@1.0.0 (live) already owns',
    ]);
    expect(blockTypeProblems({ declared: { calculator: './calculator' }, exposes, liveDeclared: {}, others }).refusals).toEqual([
      'declares block type calculator, which mf_calculators@1.0.0 (live) already owns',
    ]);
  });
});

describe('federation plugin versions', () => {
  it("accepts a remote built with another patch release of the shell's minor version", () => {
    expect(federationVersionProblems({ shellVersion: '2.9.2', targetVersion: '2.9.5' })).toEqual([]);
  });

  it('refuses another major version', () => {
    expect(federationVersionProblems({ shellVersion: '2.9.2', targetVersion: '3.9.2' })).toHaveLength(1);
  });

  it('refuses a build that does not say which version made it', () => {
    expect(federationVersionProblems({ shellVersion: '2.9.2', targetVersion: undefined })).toEqual([
      'records no federation plugin version (metaData.pluginVersion in mf-manifest.json)',
    ]);
  });
});

describe('shared singletons', () => {
  it('refuses a library the remote does not share as a singleton', () => {
    const targetShared = [{ name: 'react-dom', version: '19.3.1', singleton: false }];
    expect(sharedProblems({ shellShared: SHELL_SHARED, targetShared })).toEqual(['react-dom must be a shared singleton in the shell and in the remote']);
  });

  it("refuses a remote bringing a version outside the shell's range", () => {
    const targetShared = [{ name: '@bank/shared-kit', version: '2.0.0', requiredVersion: '*', singleton: true }];
    expect(sharedProblems({ shellShared: SHELL_SHARED, targetShared })).toEqual(['brings @bank/shared-kit 2.0.0, the shell accepts ^1.0.0']);
  });

  it('compares majors when the remote declares no range', () => {
    const targetShared = [{ name: 'react-dom', version: '20.0.0', singleton: true }];
    expect(sharedProblems({ shellShared: SHELL_SHARED, targetShared })).toEqual(['needs react-dom ^20.0.0, the shell provides 19.3.1']);
  });

  it('checks only the range of a singleton the remote consumes without bringing a copy (no version in its manifest)', () => {
    expect(
      sharedProblems({ shellShared: SHELL_SHARED, targetShared: [{ name: 'react-dom', version: '', requiredVersion: '^19.0.0', singleton: true }] }),
    ).toEqual([]);
    expect(
      sharedProblems({ shellShared: SHELL_SHARED, targetShared: [{ name: 'react-dom', version: '', requiredVersion: '^20.0.0', singleton: true }] }),
    ).toEqual(['needs react-dom ^20.0.0, the shell provides 19.3.1']);
  });

  it('ignores what the shell does not share', () => {
    const targetShared = [{ name: 'swiper', version: '14.4.0', singleton: false }];
    expect(sharedProblems({ shellShared: SHELL_SHARED, targetShared })).toEqual([]);
  });
});
