import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionList } from './AccordionList';

const entries = [
  { key: 'open', title: 'Як відкрити депозит?', panel: <p>Онлайн або у відділенні.</p> },
  { key: 'close', title: 'Як закрити депозит?', panel: <p>Після закінчення строку.</p> },
];

const itemOf = (title: string) => screen.getByRole('heading', { name: title }).closest('details');
const summaryOf = (title: string) => screen.getByRole('heading', { name: title }).closest('summary') as HTMLElement;

describe('accordion', () => {
  it('is one group of native disclosures, all closed at first, so that the browser opens one at a time with or without script', () => {
    render(<AccordionList entries={entries} headingLevel={3} />);
    const items = entries.map((entry) => itemOf(entry.title));
    expect(items.every((item) => item instanceof HTMLDetailsElement && !item.open)).toBe(true);
    expect(items[0]?.getAttribute('name')).toBeTruthy();
    expect(items[1]?.getAttribute('name')).toBe(items[0]?.getAttribute('name'));
    expect(items[0]).toContainElement(screen.getByText('Онлайн або у відділенні.'));
  });

  it('two accordions on a page are separate groups', () => {
    render(
      <>
        <AccordionList entries={entries.slice(0, 1)} headingLevel={3} />
        <AccordionList entries={entries.slice(1)} headingLevel={3} />
      </>,
    );
    expect(itemOf(entries[0]!.title)?.getAttribute('name')).not.toBe(itemOf(entries[1]!.title)?.getAttribute('name'));
  });

  it('the questions are headings of the level asked for, and their plus/minus sign is a drawing hidden from screen readers', () => {
    const { container } = render(<AccordionList entries={entries} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(container.querySelectorAll('summary svg:not([aria-hidden="true"])')).toHaveLength(0);
  });

  it('Down, Up, Home and End move between the questions, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<AccordionList entries={[...entries, { key: 'term', title: 'Який строк?', panel: <p>Від місяця.</p> }]} headingLevel={3} />);
    summaryOf('Як відкрити депозит?').focus();
    await user.keyboard('{ArrowDown}');
    expect(summaryOf('Як закрити депозит?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(summaryOf('Який строк?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(summaryOf('Як відкрити депозит?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(summaryOf('Який строк?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(summaryOf('Як відкрити депозит?')).toHaveFocus();
  });
});
