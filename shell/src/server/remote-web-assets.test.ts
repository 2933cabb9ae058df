import { createRemoteWebAssets } from './remote-web-assets';

const owner = { remote: 'mf_content', parcel: './archive' } as Parameters<ReturnType<typeof createRemoteWebAssets>>[0];
const version = { entry: 'https://cdn.example/mf-content/1.0.0/remoteEntry.js', serverEntry: 'http://mf-content:3005/1.0.0/server/remoteEntry.js' };
const manifest = {
  exposes: [
    {
      path: './archive',
      assets: {
        js: { sync: ['__federation_expose_archive.1.js'], async: ['7114.2.js', 'dictionary-uk.3.js', 'strings-en.4.js', 'strings-ru.5.js', 'strings-uk.6.js'] },
        css: { sync: ['__federation_expose_archive.7.css'] },
      },
    },
  ],
};

function assetsWith(fetchJson = jest.fn(async () => manifest)) {
  return { fetchJson, assetsOf: createRemoteWebAssets(fetchJson, async () => '.archive{}') };
}

test("a block loads its entry, its code and its remote's strings in the page's language, nothing else of the async files", async () => {
  const { assetsOf } = assetsWith();
  const base = 'https://cdn.example/mf-content/1.0.0/';
  expect((await assetsOf(owner, version, 'ru')).scripts).toEqual([
    `${base}remoteEntry.js`,
    `${base}__federation_expose_archive.1.js`,
    `${base}strings-ru.5.js`,
  ]);
  expect((await assetsOf(owner, version, 'uk')).scripts).toContain(`${base}strings-uk.6.js`);
});

test('its stylesheets are read where the server reaches the remote and named where the browser does', async () => {
  const { assetsOf, fetchJson } = assetsWith();
  const { stylesheets } = await assetsOf(owner, version, 'uk');
  expect(stylesheets).toEqual([{ href: 'https://cdn.example/mf-content/1.0.0/__federation_expose_archive.7.css', css: '.archive{}' }]);
  expect(fetchJson).toHaveBeenCalledWith('http://mf-content:3005/1.0.0/mf-manifest.json');
});

test("a version's manifest is read once for every page and language", async () => {
  const { assetsOf, fetchJson } = assetsWith();
  await Promise.all([assetsOf(owner, version, 'uk'), assetsOf(owner, version, 'ru'), assetsOf(owner, version, 'uk')]);
  expect(fetchJson).toHaveBeenCalledTimes(1);
});

test('a manifest without the expose leaves the block its entry alone', async () => {
  const { assetsOf } = assetsWith(jest.fn(async () => ({ exposes: [] })));
  expect(await assetsOf(owner, version, 'uk')).toEqual({ stylesheets: [], scripts: [version.entry], read: true });
});

test('says when its files could not be read this time (a page made with them is not kept), and reads them again next time', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const fetchJson = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValue(manifest);
    const { assetsOf } = assetsWith(fetchJson);
    expect(await assetsOf(owner, version, 'uk')).toEqual({ stylesheets: [], scripts: [version.entry], read: false });
    expect((await assetsOf(owner, version, 'uk')).read).toBe(true);
  } finally {
    quiet.mockRestore();
  }
});
