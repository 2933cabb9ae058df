import { renderedOrigin } from './rendered-origin';

describe('the origin the page was rendered with', () => {
  afterEach(() => document.head.replaceChildren());

  it('is that of the canonical link the server wrote, whatever address the browser shows', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.bank.example/uk/experts/olena-kovalenko">';
    expect(renderedOrigin(document)).toBe('https://www.bank.example');
  });

  it('a page without one (rendered by the browser alone) has its own', () => {
    expect(renderedOrigin(document)).toBe(window.location.origin);
  });
});
