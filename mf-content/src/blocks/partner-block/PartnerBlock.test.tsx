import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../testing/render-block';
import { PartnerBlock } from './PartnerBlock';
import { loadPartnerBlock } from './load-partner-block';

const partnerBlock = { Component: PartnerBlock, load: loadPartnerBlock };
const partner = (name: string, uri: string) => ({
  field_title: name,
  field_description: `<p>${name}: частинами</p>`,
  field_picture: { url: `/${name}.svg`, meta: { alt: `Логотип ${name}` } },
  field_link: { uri, title: `Сайт партнера ${name}`, options: { type: 'external' } },
});

describe('partner_block', () => {
  it("lists each partner by name with a link to the partner's site in a new window", async () => {
    await renderBlock(partnerBlock, 'partner_block', {
      field_block_title: 'Наші партнери',
      field_list_item: [partner('Фокстрот', 'https://www.foxtrot.com.ua/'), partner('Епіцентр', 'https://epicentrk.ua/'), { field_description: 'без назви' }],
    });
    const partners = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(partners).toHaveLength(2);
    expect(within(partners[0]!).getByRole('heading', { level: 3, name: 'Фокстрот' })).toBeInTheDocument();
    const site = within(partners[0]!).getByRole('link', { name: /Сайт партнера Фокстрот/ });
    expect(site).toHaveAttribute('href', 'https://www.foxtrot.com.ua/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('the logo is decorative because the name follows it as text', async () => {
    await renderBlock(partnerBlock, 'partner_block', { field_list_item: [partner('Фокстрот', 'https://www.foxtrot.com.ua/')] });
    expect(screen.queryByRole('img', { name: 'Логотип Фокстрот' })).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/Фокстрот.svg');
  });

  it('renders nothing without partners', async () => {
    const { container } = await renderBlock(partnerBlock, 'partner_block', { field_block_title: 'Наші партнери' });
    expect(container).toBeEmptyDOMElement();
  });
});
