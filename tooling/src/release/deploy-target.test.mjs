import { REMOTES } from '../remotes.mjs';
import { deployTarget } from './deploy-target.mjs';

const forms = REMOTES.find((remote) => remote.name === 'mf_forms');

describe('where the release tools reach a deployment from', () => {
  it("reaches compose's service names at the port each service publishes on the host", () => {
    const compose = deployTarget('compose');
    const serverEntry = `${compose.serverOrigin(forms)}/1.2.0/server/remoteEntry.js`;
    expect(serverEntry).toBe(`http://mf-forms:${forms.port}/1.2.0/server/remoteEntry.js`);
    expect(compose.hostUrl(serverEntry)).toBe(`http://localhost:${forms.port}/1.2.0/server/remoteEntry.js`);
  });

  it('leaves every other address alone', () => {
    expect(deployTarget('compose').hostUrl('https://static.bank.example/1.2.0/remoteEntry.js')).toBe('https://static.bank.example/1.2.0/remoteEntry.js');
    expect(deployTarget('local').hostUrl(`http://mf-forms:${forms.port}/x.js`)).toBe(`http://mf-forms:${forms.port}/x.js`);
  });
});
