import { svgImage } from './content-images.mjs';

// Bank experts (user entities) and the blog articles they write.
const social = (name) => [
  { uri: `https://www.youtube.com/@${name}`, title: 'youtube' },
  { uri: `https://www.instagram.com/${name}`, title: 'instagram' },
  { uri: `https://www.facebook.com/${name}`, title: 'facebook' },
  { uri: `https://t.me/${name}`, title: 'telegram' },
  { uri: `viber://chat?number=%2B380441234567`, title: 'viber' },
  { uri: `https://www.linkedin.com/in/${name}`, title: 'linkedin' },
];

export const EXPERTS = [
  {
    id: 'expert-1',
    slug: 'olena-kovalenko',
    name: { uk: 'Олена', ru: 'Елена' },
    surname: { uk: 'Коваленко', ru: 'Коваленко' },
    experience: { uk: '12 років у роздрібному банкінгу', ru: '12 лет в розничном банкинге' },
    about: {
      uk: '<p>Керівниця напряму депозитів. Пише про заощадження, відсотки та те, як змусити гроші працювати.</p>',
      ru: '<p>Руководитель направления депозитов. Пишет о сбережениях, процентах и о том, как заставить деньги работать.</p>',
    },
    socials: social('olena.kovalenko'),
    picture: svgImage('ОК', '#0a6b3d', 240, 240),
  },
  {
    id: 'expert-2',
    slug: 'maksym-bondarenko',
    name: { uk: 'Максим', ru: 'Максим' },
    surname: { uk: 'Бондаренко', ru: 'Бондаренко' },
    experience: { uk: '9 років у кредитуванні', ru: '9 лет в кредитовании' },
    about: {
      uk: '<p>Кредитний аналітик. Пояснює, як читати договір і не переплачувати.</p>',
      ru: '<p>Кредитный аналитик. Объясняет, как читать договор и не переплачивать.</p>',
    },
    socials: social('maksym.bondarenko').slice(0, 4),
    picture: svgImage('МБ', '#0b5a8f', 240, 240),
  },
  {
    id: 'expert-3',
    slug: 'iryna-moroz',
    name: { uk: 'Ірина', ru: 'Ирина' },
    surname: { uk: 'Мороз', ru: 'Мороз' },
    experience: { uk: '7 років у кібербезпеці', ru: '7 лет в кибербезопасности' },
    about: {
      uk: '<p>Фахівчиня з безпеки платежів. Розповідає, як розпізнати шахраїв.</p>',
      ru: '<p>Специалист по безопасности платежей. Рассказывает, как распознать мошенников.</p>',
    },
    socials: social('iryna.moroz').slice(2),
    picture: svgImage('ІМ', '#6b3d0a', 240, 240),
  },
];

const ARTICLES = [
  ['Як скласти сімейний бюджет', 'Как составить семейный бюджет', ['tag-literacy']],
  ['Депозит чи облігації: що обрати', 'Депозит или облигации: что выбрать', ['tag-deposits', 'tag-literacy']],
  ['Як не потрапити на гачок шахраїв', 'Как не попасться на крючок мошенников', ['tag-security']],
  ['Кредитна історія: що на неї впливає', 'Кредитная история: что на неё влияет', ['tag-credits']],
  ['Пільговий період кредитної картки', 'Льготный период кредитной карты', ['tag-credits', 'tag-literacy']],
  ['Капіталізація відсотків простими словами', 'Капитализация процентов простыми словами', ['tag-deposits']],
  ['Безпечні покупки в інтернеті', 'Безопасные покупки в интернете', ['tag-security']],
];

/** The blog's rubric follows an article's first tag. */
function blogCategory(tags) {
  if (tags[0] === 'tag-security') return 'blog-safety';
  return tags[0] === 'tag-credits' ? 'blog-loans' : 'blog-savings';
}

export function blogNodes() {
  return Array.from({ length: 14 }, (_, index) => {
    const [uk, ru, tags] = ARTICLES[index % ARTICLES.length];
    const part = index < ARTICLES.length ? { uk: '', ru: '' } : { uk: ': частина 2', ru: ': часть 2' };
    const author = EXPERTS[index % EXPERTS.length];
    return {
      id: `blog-${index + 1}`,
      type: 'blog',
      created: new Date(Date.UTC(2025, 9 - index, 10)).toISOString(),
      title: { uk: `${uk}${part.uk}`, ru: `${ru}${part.ru}` },
      body: {
        uk:
          `<p>${uk}. Розбираємося разом з експертом банку. Почніть з простого: запишіть усі доходи та витрати за місяць, ` +
          'розділіть їх на обов’язкові та бажані, а потім визначте суму, яку готові відкладати щомісяця. Навіть невелика, але регулярна сума ' +
          'за рік перетворюється на відчутний резерв, а банк допоможе її примножити.</p><p>Далі — конкретні кроки та приклади розрахунків.</p>',
        ru:
          `<p>${ru}. Разбираемся вместе с экспертом банка. Начните с простого: запишите все доходы и расходы за месяц, ` +
          'разделите их на обязательные и желательные, а затем определите сумму, которую готовы откладывать ежемесячно. Даже небольшая, но регулярная сумма ' +
          'за год превращается в ощутимый резерв, а банк поможет её приумножить.</p><p>Дальше — конкретные шаги и примеры расчётов.</p>',
      },
      image: svgImage(`Blog ${index + 1}`, '#13251b'),
      relations: { field_tags: tags, uid: author.id, field_blog_category: blogCategory(tags) },
      fields: { view_node: 1000 - index * 37 },
    };
  });
}
