// A page for the independent delivery tests (e2e/tests/delivery): it holds a block type no remote renders
// yet, "promo_countdown", which a bank team ships in a release of mf-content alone.
const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });

export default [
  {
    key: 'delivery-promo',
    alias: { uk: '/delivery/promo', ru: '/delivery/promo' },
    audience: 'individuals',
    title: { uk: 'Акція тижня', ru: 'Акция недели' },
    body: { uk: '<p>Акція триває до кінця тижня.</p>', ru: '<p>Акция длится до конца недели.</p>' },
    description: { uk: 'Акція тижня', ru: 'Акция недели' },
    breadcrumbs: [
      { title: { uk: 'Головна', ru: 'Главная' }, url: '/' },
      { title: { uk: 'Акція тижня', ru: 'Акция недели' }, url: null },
    ],
    blocks: [
      block('delivery-promo-intro', 'basic', 0, {
        field_block_title: { uk: 'Умови акції', ru: 'Условия акции' },
        body: { processed: { uk: '<p>Депозит під підвищену ставку.</p>', ru: '<p>Депозит под повышенную ставку.</p>' } },
      }),
      block('delivery-promo-countdown', 'promo_countdown', 1, {
        field_block_title: { uk: 'До кінця акції', ru: 'До конца акции' },
        field_days_left: 3,
      }),
    ],
  },
];
