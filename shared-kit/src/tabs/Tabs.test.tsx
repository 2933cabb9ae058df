import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { key: 'private', label: 'Приватним особам', panel: <p>Картки й депозити</p> },
  { key: 'business', label: 'Бізнесу', panel: <p>Рахунки ФОП</p> },
  { key: 'premium', label: 'Преміум', panel: <p>Персональний менеджер</p> },
];

describe('tabs', () => {
  // Two tests put the server's HTML in the page themselves.
  afterEach(() => document.body.replaceChildren());

  it('selects the first tab on arrival and shows only its panel, named by the tab', () => {
    render(<Tabs label="Послуги" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Послуги' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Приватним особам' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Приватним особам' })).toHaveTextContent('Картки й депозити');
    expect(screen.getByText('Рахунки ФОП')).not.toBeVisible();
  });

  it("the server's HTML holds every panel, the others hidden, each tab a link to its panel and in the tab order", () => {
    document.body.innerHTML = renderToString(<Tabs label="Послуги" tabs={tabs} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Картки й депозити');
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('href')?.slice(1) ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      expect(tab).not.toHaveAttribute('tabindex');
    }
    expect(screen.getByText('Рахунки ФОП')).not.toBeVisible();
    expect(screen.getByText('Персональний менеджер')).not.toBeVisible();
  });

  it("hydration keeps the server's HTML; then only the selected tab stays in the tab order", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tabs label="Послуги" tabs={tabs} idBase="services" />);
    document.body.replaceChildren(container);
    const served = container.innerHTML;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Tabs label="Послуги" tabs={tabs} idBase="services" />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.innerHTML.replace(/ tabindex="-?\d"/g, '')).toBe(served.replace(/ tabindex="-?\d"/g, ''));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('arrow keys move and select, wrapping at both ends; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Послуги" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Приватним особам' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Преміум' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Персональний менеджер');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Приватним особам' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Преміум' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Приватним особам' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Бізнесу' })).toHaveTextContent('Рахунки ФОП');
  });

  it('only the selected tab is in the tab order (roving tabindex), then its panel', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Послуги" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Бізнесу' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Бізнесу' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'Бізнесу' })).toHaveFocus();
  });

  it('every tab, selected or not, names the panel it controls, which that tab names', () => {
    render(<Tabs label="Послуги" tabs={tabs} />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
  });

  it('controlled, it shows the owner’s choice, tells it of each new one, and its one panel follows', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    function Rates() {
      const [source, setSource] = useState('cards');
      return (
        <Tabs
          label="Вид курсу"
          tabs={[
            { key: 'cash', label: 'Готівковий' },
            { key: 'cards', label: 'Картковий' },
          ]}
          selected={source}
          onSelect={(key) => {
            chosen.push(key);
            setSource(key);
          }}
        >
          <p>Курс: {source}</p>
        </Tabs>
      );
    }
    render(<Rates />);
    expect(screen.getByRole('tabpanel', { name: 'Картковий' })).toHaveTextContent('Курс: cards');
    // One panel for every tab; the tabs are buttons, as only script changes what it shows.
    for (const tab of within(screen.getByRole('tablist')).getAllByRole('tab')) {
      expect(tab.tagName).toBe('BUTTON');
      expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    }
    await user.click(screen.getByRole('tab', { name: 'Картковий' }));
    expect(chosen).toEqual([]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Готівковий' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Готівковий' })).toHaveTextContent('Курс: cash');
    expect(chosen).toEqual(['cash']);
  });

  it('controlled, it does not move until its owner agrees', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Послуги" tabs={tabs} selected="private" onSelect={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Бізнесу' }));
    expect(screen.getByRole('tab', { name: 'Приватним особам' })).toHaveAttribute('aria-selected', 'true');
  });
});
