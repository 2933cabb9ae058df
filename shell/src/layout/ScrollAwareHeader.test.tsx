import { render, screen } from '@testing-library/react';
import { ScrollAwareHeader } from './ScrollAwareHeader';
import { resetWindowScroll, scrollWindowTo } from './scroll-window-in-test';

afterEach(resetWindowScroll);

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
  await scrollWindowTo(300);
  await scrollWindowTo(600);
  expect(screen.getByRole('banner')).toHaveAttribute('data-on-scroll', 'hidden');
  expect(screen.getByRole('navigation', { name: 'menus' })).toBeInTheDocument();
  expect(menusRendered).toHaveBeenCalledTimes(1);
});
