import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { registerSiteOrigin, type MenuLink } from '@bank/shared-kit';
import { ShareRow } from './ShareRow';

const network = (title: string, url: string): MenuLink => ({ title, url, weight: 0, expanded: false, has_children: false, subtree: [] });
const links = [network('Facebook', 'https://www.facebook.com/sharer/sharer.php?u='), network('Telegram', 'https://t.me/share/url?url=')];
const row = () => <ShareRow links={links} path="/uk/experts/olena-kovalenko" language="uk" />;
const shared = encodeURIComponent('https://www.bank.example/uk/experts/olena-kovalenko');

describe('share links', () => {
  beforeAll(() => registerSiteOrigin('https://www.bank.example'));

  it("the server's HTML shares the page's full address on the site's origin, and hydration keeps it", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(row());
    document.body.replaceChildren(container);
    const served = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(served).toEqual([`https://www.facebook.com/sharer/sharer.php?u=${shared}`, `https://t.me/share/url?url=${shared}`]);

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, row(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(served);
  });
});
