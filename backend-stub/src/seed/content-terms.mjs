// Taxonomy vocabularies of the seed content, as /jsonapi/taxonomy_term/{vocabulary} delivers them.
const term = (id, name, weight = 0) => ({ id, name, weight });

export const TERMS = {
  tags: [
    term('tag-literacy', { uk: 'Фінансова грамотність', ru: 'Финансовая грамотность' }, 0),
    term('tag-credits', { uk: 'Кредити', ru: 'Кредиты' }, 1),
    term('tag-deposits', { uk: 'Депозити', ru: 'Депозиты' }, 2),
    term('tag-security', { uk: 'Безпека', ru: 'Безопасность' }, 3),
  ],
  misto: [
    term('city-kyiv', { uk: 'Київ', ru: 'Киев' }, 0),
    term('city-lviv', { uk: 'Львів', ru: 'Львов' }, 1),
    term('city-odesa', { uk: 'Одеса', ru: 'Одесса' }, 2),
    term('city-dnipro', { uk: 'Дніпро', ru: 'Днепр' }, 3),
  ],
  position: [
    term('position-it', { uk: 'ІТ та аналітика', ru: 'ИТ и аналитика' }, 0),
    term('position-branch', { uk: 'Мережа відділень', ru: 'Сеть отделений' }, 1),
    term('position-risk', { uk: 'Ризик-менеджмент', ru: 'Риск-менеджмент' }, 2),
  ],
  faq_category: [
    term('faq-cards', { uk: 'Картки', ru: 'Карты' }, 0),
    term('faq-credits', { uk: 'Кредити', ru: 'Кредиты' }, 1),
    term('faq-online', { uk: 'Інтернет-банкінг', ru: 'Интернет-банкинг' }, 2),
  ],
  blog_category: [
    term('blog-savings', { uk: 'Заощадження', ru: 'Сбережения' }, 0),
    term('blog-loans', { uk: 'Кредити та картки', ru: 'Кредиты и карты' }, 1),
    term('blog-safety', { uk: 'Безпека', ru: 'Безопасность' }, 2),
  ],
  partner_category: [
    term('partner-electronics', { uk: 'Електроніка', ru: 'Электроника' }, 0),
    term('partner-furniture', { uk: 'Меблі', ru: 'Мебель' }, 1),
    term('partner-travel', { uk: 'Подорожі', ru: 'Путешествия' }, 2),
  ],
  products_category: [
    term('family-credits', { uk: 'Кредити', ru: 'Кредиты' }, 0),
    term('family-cards', { uk: 'Картки', ru: 'Карты' }, 1),
    term('family-deposits', { uk: 'Депозити', ru: 'Депозиты' }, 2),
  ],
};

export function findTerm(id) {
  for (const [vocabulary, terms] of Object.entries(TERMS)) {
    const found = terms.find((item) => item.id === id);
    if (found) return { vocabulary, ...found };
  }
  return null;
}
