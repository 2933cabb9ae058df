import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowMore } from './ShowMore';

function renderShowMore() {
  return render(
    <ShowMore showLabel="Показати більше" hideLabel="Згорнути">
      <p>Сьогодні мережа банку — 120 відділень.</p>
    </ShowMore>,
  );
}

describe('show more', () => {
  it('hides its content in a native disclosure, closed at first, so that it opens before hydration and without script', () => {
    renderShowMore();
    const details = screen.getByText('Сьогодні мережа банку — 120 відділень.').closest('details');
    expect(details).toBeInstanceOf(HTMLDetailsElement);
    expect(details?.open).toBe(false);
    expect(details?.querySelector(':scope > summary')).toHaveTextContent('Показати більше');
  });

  it('opens and closes from its toggle, which carries both words for CSS to show the one of the state', async () => {
    const user = userEvent.setup();
    renderShowMore();
    const details = screen.getByText('Сьогодні мережа банку — 120 відділень.').closest('details') as HTMLDetailsElement;
    const toggle = details.querySelector('summary') as HTMLElement;
    await user.click(toggle);
    expect(details.open).toBe(true);
    expect(toggle).toHaveTextContent('Згорнути');
    await user.click(toggle);
    expect(details.open).toBe(false);
  });

  it('looks like the site’s secondary button unless a block gives its own look', () => {
    const { container, rerender } = renderShowMore();
    expect(container.querySelector('summary')).toHaveClass('bank-secondary-button');
    rerender(
      <ShowMore showLabel="Детальніше" hideLabel="Згорнути" toggleClassName="own-toggle">
        <p>Витрати</p>
      </ShowMore>,
    );
    expect(container.querySelector('summary')).toHaveClass('own-toggle');
    expect(container.querySelector('summary')).not.toHaveClass('bank-secondary-button');
  });
});
