// The canary indicator: a visitor put on another version of one remote sees which, and can leave.
export const deliveryStrings = {
  canaryIndicator: { uk: 'Тестова версія', ru: 'Тестовая версия', en: 'Test version' },
  canaryNotice: {
    uk: 'Ви переглядаєте тестову версію: {remote} {version}',
    ru: 'Вы просматриваете тестовую версию: {remote} {version}',
    en: 'You are viewing a test version: {remote} {version}',
  },
  canaryLeave: { uk: 'Повернутися до основної версії', ru: 'Вернуться к основной версии', en: 'Back to the main version' },
} as const;
