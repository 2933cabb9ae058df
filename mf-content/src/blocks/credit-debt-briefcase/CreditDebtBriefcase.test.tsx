import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { CreditDebtBriefcase } from './CreditDebtBriefcase';
import { loadCreditDebtBriefcase } from './load-credit-debt-briefcase';

const creditDebtBriefcase = { Component: CreditDebtBriefcase, load: loadCreditDebtBriefcase };

describe('credit_debt_briefcase block', () => {
  it('shows a card per lot with its terms and its documents to download, then the link to the auction', async () => {
    await renderBlock(creditDebtBriefcase, 'credit_debt_briefcase', {
      field_block_title: 'Продаж кредитного портфеля',
      body: '<p>Банк продає права вимоги.</p>',
      field_list_item: [
        {
          field_title: 'Лот № 1',
          field_description: '<p>Заборгованість 12 450 000 грн.</p>',
          field_files: [{ filename: 'Паспорт лоту 1.pdf', url: '/files/lot-1.pdf' }],
        },
        { field_title: 'Лот № 2', field_description: '<p>Заборгованість 38 900 000 грн.</p>' },
      ],
      field_link: { uri: 'https://prozorro.sale/', title: 'Перейти до торгів', options: { type: 'external' } },
    });
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Лот № 1', 'Лот № 2']);
    const [first, second] = headings.map((heading) => heading.closest('li') as HTMLElement);
    expect(within(first!).getByText('Заборгованість 12 450 000 грн.')).toBeInTheDocument();
    const passport = within(first!).getByRole('link', { name: 'Завантажити Паспорт лоту 1.pdf' });
    expect(passport).toHaveAttribute('href', '/files/lot-1.pdf');
    expect(passport).toHaveAttribute('download');
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Перейти до торгів/ })).toHaveAttribute('target', '_blank');
  });

  it('renders nothing without lots or text', async () => {
    const { container } = await renderBlock(creditDebtBriefcase, 'credit_debt_briefcase', {
      field_block_title: 'Портфель',
      field_list_item: [{ field_description: 'без назви' }],
    });
    expect(container).toBeEmptyDOMElement();
  });
});
