import { readInlinedPage, serializeInlinedBlocks, serializeInlinedPageOpen, INLINED_PAGE_ELEMENT_ID, type InlinedPage } from './inlined-page';

const inlined: InlinedPage = {
  page: { status: 'not-found', path: '/uk/x' },
  menus: { main: [], header: [], footer: [], footerBottom: [], social: [], quickPay: [] },
  menusFor: { language: 'uk', audience: 'individuals' },
  notice: { id: 'n1', label: '', html: '<p>Notice</p>' },
  noticeClosed: false,
  proposals: [],
  blocks: { a: { owner: { remote: 'mf_content', parcel: './basic' }, data: { html: '</script><script>alert(1)</script>' } } },
  manifest: { remotes: { mf_content: { live: '1.0.0', versions: { '1.0.0': { entry: 'http://localhost:3005/1.0.0/remoteEntry.js' } } } } },
};

const serialized = ({ blocks, ...shared }: InlinedPage) => serializeInlinedPageOpen(shared) + serializeInlinedBlocks(blocks);

describe('inlined page data', () => {
  it('cannot close its script element early, whatever the CMS text holds', () => {
    const json = serialized(inlined);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
  });

  it('reads back exactly what the server inlined', () => {
    document.body.innerHTML = `<script type="application/json" id="${INLINED_PAGE_ELEMENT_ID}">${serialized(inlined)}</script>`;
    expect(readInlinedPage(document)).toEqual(inlined);
  });

  it('cannot be closed early by the text of the page it shares with other visitors either', () => {
    const json = serialized({ ...inlined, notice: { id: 'n1', label: '</script>', html: '<!-- \u2028' } });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
  });

  it('falls back to browser rendering when the data is unreadable', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<script type="application/json" id="${INLINED_PAGE_ELEMENT_ID}">{oops</script>`;
    expect(readInlinedPage(document)).toBeNull();
    error.mockRestore();
  });
});
