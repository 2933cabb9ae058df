import { act, render, screen } from '@testing-library/react';
import { ScrollAwareHeader } from './ScrollAwareHeader';

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

test("the header follows the visitor's scrolling without rendering its menus and tools again", async () => {
  const menusRendered = jest.fn();
  function Menus() {
    menusRendered();
    return <nav aria-label="menus" />;
  }
  render(
    <ScrollAwareHeader className="header">
      <Menus />
    </ScrollAwareHeader>,
  );
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'shown');
  await scrollTo(300);
  await scrollTo(600);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'hidden');
  expect(screen.getByRole('navigation', { name: 'menus' })).toBeInTheDocument();
  expect(menusRendered).toHaveBeenCalledTimes(1);
});
