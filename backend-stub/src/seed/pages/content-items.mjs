import { documentFile } from '../content-documents.mjs';
import { NODES, nodeAlias } from '../content-nodes.mjs';
import { HOME_CRUMB, block, keyFacts, listItem, pageLink, t, textBlock } from '../page-parts.mjs';
import contentPages from './content.mjs';

// A page for every node the content lists link to (the node's path alias), as the content system
// holds one per node: the node's text under its list's breadcrumb, with what a reader of its type needs next.

/** The page that lists a type as a whole: its list block is not narrowed to a category, an author or a year. */
function listPageOf(type) {
  return contentPages.find((page) => {
    const list = page.blocks.find((candidate) => candidate.type === 'content')?.attributes;
    return list?.field_type === type && !list.field_category && !list.field_author && !list.field_year_filter;
  });
}

const plainText = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const summary = (body) => t(plainText(body.uk).slice(0, 160), plainText(body.ru).slice(0, 160));

// Types whose pages carry the document itself, as the bank publishes its disclosures.
const DOCUMENT_TYPES = ['tenders', 'decision', 'info_for_shareholders', 'normative_docs', 'registered_orders', 'ownership_structure', 'finance_reports'];

const documentOf = (node) => (key, weight) =>
  block(`${key}-document`, 'archive', weight, {
    field_block_title: t('Документ', 'Документ'),
    field_archive: [{ title: node.title, files: [documentFile(t(`${node.title.uk}.pdf`, `${node.title.ru}.pdf`), `${node.type}/${node.id}.pdf`)] }],
  });

const moreNews = (key, weight) =>
  block(`${key}-more`, 'content', weight, {
    field_type: 'news',
    field_view_mode: 'teaser',
    field_qty: 3,
    field_pagination: false,
    field_block_title: t('Інші новини', 'Другие новости'),
  });

const authorOf = (node) => (key, weight) => block(`${key}-author`, 'expert_profile', weight, { field_user: node.relations.uid });

const applyForVacancy = textBlock(
  'apply',
  t('Як відгукнутися', 'Как откликнуться'),
  t(
    '<p>Надішліть резюме на <a href="mailto:hr@bank.example">hr@bank.example</a> з назвою вакансії в темі листа. Ми відповідаємо кожному кандидату протягом 5 робочих днів.</p>',
    '<p>Отправьте резюме на <a href="mailto:hr@bank.example">hr@bank.example</a> с названием вакансии в теме письма. Мы отвечаем каждому кандидату в течение 5 рабочих дней.</p>',
  ),
);

const installmentsLink = (key, weight) =>
  block(`${key}-programme`, 'info_block', weight, {
    field_block_title: t('Програма «Оплата частинами»', 'Программа «Оплата частями»'),
    field_list_item: [
      {
        ...listItem(
          t('До 24 платежів без переплат', 'До 24 платежей без переплат'),
          t(
            'Оберіть «Оплата частинами» на касі партнера та підтвердьте покупку в застосунку.',
            'Выберите «Оплата частями» на кассе партнёра и подтвердите покупку в приложении.',
          ),
        ),
        field_link: pageLink(t('Умови програми', 'Условия программы'), '/installments'),
      },
    ],
  });

function productParts(node) {
  const { field_sub_title: subtitle, field_description: pairs, field_link: link } = node.fields;
  const facts = keyFacts(
    subtitle,
    pairs.map(({ first, second }) => [t(second, second), first]),
  );
  if (link.options.type !== 'internal') return [facts];
  // The product's own page, where the card's internal link leads.
  const more = (key, weight) =>
    block(`${key}-more`, 'info_block', weight, {
      field_list_item: [{ ...listItem(node.title, subtitle), field_link: pageLink(link.title, link.options.alias) }],
    });
  return [facts, more];
}

function partsOf(node) {
  if (node.type === 'news') return [moreNews];
  if (node.type === 'blog') return [authorOf(node)];
  if (node.type === 'career') return [applyForVacancy];
  if (node.type === 'partners') return [installmentsLink];
  if (node.type === 'products') return productParts(node);
  return DOCUMENT_TYPES.includes(node.type) ? [documentOf(node)] : [];
}

function nodePage(node) {
  const list = listPageOf(node.type);
  const key = `node-${node.id}`;
  const alias = nodeAlias(node);
  return {
    key,
    alias: t(alias, alias),
    audience: 'individuals',
    title: node.title,
    description: node.body.uk ? summary(node.body) : node.title,
    body: node.body,
    breadcrumbs: [HOME_CRUMB, ...(list ? [{ title: list.title, url: list.alias.uk }] : []), { title: node.title, url: null }],
    blocks: partsOf(node).map((part, index) => part(key, index)),
  };
}

export default NODES.map(nodePage);
