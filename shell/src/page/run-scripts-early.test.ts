import { runScriptsEarly } from './page-scripts';

describe("running the first screen's scripts early", () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one plain script per URL to the head, which the browser runs as soon as it arrives', () => {
    runScriptsEarly(document, ['/275.aa.js', 'http://localhost:3006/1.0.0/remoteEntry.js']);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/275.aa.js', 'http://localhost:3006/1.0.0/remoteEntry.js']);
    // No crossorigin, like the federation's own tags: the browser takes the same response for both.
    expect(scripts.some((script) => script.hasAttribute('crossorigin'))).toBe(false);
  });

  it("gives a remote entry the integrity its release recorded, with a CORS request so that another origin's file can be checked", () => {
    const entry = 'http://localhost:3006/1.0.0/remoteEntry.js';
    runScriptsEarly(document, ['/275.aa.js', entry], { [entry]: 'sha384-recorded' });
    const [chunk, remoteEntry] = [...document.head.querySelectorAll('script')];
    expect(remoteEntry!.getAttribute('integrity')).toBe('sha384-recorded');
    expect(remoteEntry!.getAttribute('crossorigin')).toBe('anonymous');
    expect(chunk!.hasAttribute('integrity')).toBe(false);
  });

  it('takes out a script that failed to load, so that the federation tries it afresh', () => {
    runScriptsEarly(document, ['http://localhost:3006/1.0.0/remoteEntry.js']);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('resolves once every script has run or failed, not before', async () => {
    let settled = false;
    void runScriptsEarly(document, ['/275.aa.js', '/336.bb.js']).then(() => {
      settled = true;
    });
    const [first, second] = [...document.head.querySelectorAll('script')];
    first!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    second!.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  it('starts a few scripts per task, so that starting them all does not hold the main thread', async () => {
    const all = ['/1.js', '/2.js', '/3.js', '/4.js', '/5.js'];
    const arrived = runScriptsEarly(document, all);
    expect(document.head.querySelectorAll('script')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(all);
    scripts.forEach((script) => script.dispatchEvent(new Event('load')));
    await expect(arrived).resolves.toBeUndefined();
  });
});
