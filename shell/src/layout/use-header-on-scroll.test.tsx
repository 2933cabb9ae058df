import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHeaderOnScroll } from './use-header-on-scroll';
import { resetWindowScroll, scrollWindowTo } from './scroll-window-in-test';

function Header() {
  const header = useRef<HTMLElement>(null);
  return <header ref={header} data-on-scroll={useHeaderOnScroll(header)} />;
}

afterEach(resetWindowScroll);

test("the server's header has no scroll state: without script it is an ordinary header", () => {
  expect(renderToString(<Header />)).toBe('<header></header>');
});

test('the header slides away while the visitor reads down and comes back when they scroll up', async () => {
  render(<Header />);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'shown');
  await scrollWindowTo(300);
  await scrollWindowTo(600);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'hidden');
  await scrollWindowTo(560);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'shown');
});

test('a slow scroll down in small steps still counts as reading down', async () => {
  render(<Header />);
  await scrollWindowTo(500);
  await scrollWindowTo(400);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'shown');
  for (let y = 404; y <= 420; y += 4) await scrollWindowTo(y);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'hidden');
});
