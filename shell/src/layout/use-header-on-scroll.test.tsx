import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { useHeaderOnScroll } from './use-header-on-scroll';

function Header() {
  const header = useRef<HTMLElement>(null);
  return <header ref={header} data-on-scroll={useHeaderOnScroll(header)} />;
}

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test("the server's header has no scroll state: without script it is an ordinary header", () => {
  expect(renderToString(<Header />)).toBe('<header></header>');
});

test('the header slides away while the visitor reads down and comes back when they scroll up', async () => {
  render(<Header />);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'shown');
  await scrollTo(300);
  await scrollTo(600);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'hidden');
  await scrollTo(560);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'shown');
});

test('a slow scroll down in small steps still counts as reading down', async () => {
  render(<Header />);
  await scrollTo(500);
  await scrollTo(400);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'shown');
  for (let y = 404; y <= 420; y += 4) await scrollTo(y);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'hidden');
});
