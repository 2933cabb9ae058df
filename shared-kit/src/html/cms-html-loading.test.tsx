import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as CmsHtmlModule from './cms-html';
import type * as SanitizeModule from './sanitize-html';

const CMS_HTML = '<p>Кешбек <b>5%</b></p><img src="card.png" onerror="alert(1)">';
const SANITISED = '<p>Кешбек <b>5%</b></p><img src="card.png">';

/** A page that has not loaded the sanitiser yet: modules of its own, as a fresh browser page has. */
async function freshPage() {
  let modules!: { React: typeof ReactModule; client: typeof ReactDomClient; cms: typeof CmsHtmlModule; sanitize: typeof SanitizeModule };
  await jest.isolateModulesAsync(async () => {
    modules = {
      React: await import('react'),
      client: await import('react-dom/client'),
      cms: await import('./cms-html'),
      sanitize: await import('./sanitize-html'),
    };
  });
  return modules;
}

describe('CMS HTML before the sanitiser has loaded', () => {
  // The isolated React is driven directly, not through testing-library, which would set this.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('inserts nothing unsanitised in a browser render, and shows the sanitised markup once it is here', async () => {
    const { React, client, cms, sanitize } = await freshPage();
    const container = document.createElement('div');
    React.act(() => client.createRoot(container).render(React.createElement(cms.CmsHtml, { html: CMS_HTML })));
    expect(sanitize.isSanitizerReady()).toBe(false);
    expect(container.innerHTML).toBe('<div></div>');

    await React.act(() => sanitize.loadSanitizer());
    expect(container.innerHTML).toBe(`<div>${SANITISED}</div>`);
  });

  it('keeps the HTML the server sent, node for node, and does not load the sanitiser for it', async () => {
    const { React, client, cms, sanitize } = await freshPage();
    const container = document.createElement('div');
    container.innerHTML = `<div>${SANITISED}</div>`;
    const serverParagraph = container.querySelector('p');
    await React.act(async () => {
      client.hydrateRoot(container, React.createElement(cms.CmsHtml, { html: CMS_HTML }));
    });
    expect(sanitize.isSanitizerReady()).toBe(false);
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.innerHTML).toBe(`<div>${SANITISED}</div>`);

    // Another fragment rendered in the browser brings the sanitiser; the hydrated one stays as it was.
    await React.act(() => sanitize.loadSanitizer());
    expect(container.querySelector('p')).toBe(serverParagraph);
  });

  it('renders new HTML given to a hydrated fragment through the sanitiser', async () => {
    const { React, client, cms, sanitize } = await freshPage();
    const container = document.createElement('div');
    container.innerHTML = `<div>${SANITISED}</div>`;
    let root!: ReactDomClient.Root;
    await React.act(async () => {
      root = client.hydrateRoot(container, React.createElement(cms.CmsHtml, { html: CMS_HTML }));
    });
    await React.act(async () => root.render(React.createElement(cms.CmsHtml, { html: '<p onclick="alert(1)">Нові умови</p>' })));
    await React.act(() => sanitize.loadSanitizer());
    expect(container.innerHTML).toBe('<div><p>Нові умови</p></div>');
  });
});
