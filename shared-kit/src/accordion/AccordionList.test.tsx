import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionList } from './AccordionList';

const entries = [
  { key: 'open', title: 'Як відкрити депозит?', panel: <p>Онлайн або у відділенні.</p> },
  { key: 'close', title: 'Як закрити депозит?', panel: <p>Після закінчення строку.</p> },
];

describe('accordion', () => {
  it('opens one answer at a time: opening the second closes the first', async () => {
    const user = userEvent.setup();
    render(<AccordionList entries={entries} headingLevel={3} />);
    const first = screen.getByRole('button', { name: 'Як відкрити депозит?' });
    const second = screen.getByRole('button', { name: 'Як закрити депозит?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Як відкрити депозит?' })).toHaveTextContent('Онлайн або у відділенні.');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Як відкрити депозит?' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Як закрити депозит?' })).toBeVisible();
  });

  it('the questions are headings of the level asked for, and their plus/minus sign is a drawing hidden from screen readers', () => {
    const { container } = render(<AccordionList entries={entries} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const button = screen.getByRole('button', { name: 'Як відкрити депозит?' });
    expect(button).toHaveAccessibleName('Як відкрити депозит?');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('Down and Up move between the questions, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<AccordionList entries={entries} headingLevel={3} />);
    screen.getByRole('button', { name: 'Як відкрити депозит?' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Як закрити депозит?' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Як відкрити депозит?' })).toHaveFocus();
  });
});
