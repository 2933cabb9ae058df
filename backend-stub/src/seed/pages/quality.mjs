// A page seeded with script payloads in every place the CMS puts text, HTML or a URL: the site must
// show them inert (e2e/tests/quality/xss-payloads.spec.ts). Each payload, if it ran, sets a flag and opens a dialog.
const RUN = 'window.__xssRan=true;alert(1)';
const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });
const trapTitle = (text) => `${text} <img src=x onerror="${RUN}"><script>${RUN}</script>`;

const HOSTILE_HTML = [
  '<p>Безпечний абзац серед пасток.</p>',
  `<script>${RUN}</script>`,
  `<img src="x" onerror="${RUN}" alt="payload image">`,
  `<svg onload="${RUN}"><circle r="1"></circle></svg>`,
  `<a href="javascript:${RUN}">body-javascript-link</a>`,
  `<a href=" JaVa&#x09;ScRiPt:${RUN}">body-obfuscated-link</a>`,
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">body-data-link</a>',
  '<a href="vbscript:msgbox(1)">body-vbscript-link</a>',
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<form action="javascript:${RUN}"><button>body-form-button</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<div style="background:url(javascript:${RUN})" onclick="${RUN}">body-onclick-div</div>`,
  '&lt;script&gt;shown-as-text&lt;/script&gt;',
].join('');

export default [
  {
    key: 'quality-xss-payloads',
    alias: { uk: '/quality/xss', ru: '/quality/xss' },
    audience: 'individuals',
    title: trapTitle('Сторінка з пастками'),
    description: `Payloads "><script>${RUN}</script>`,
    body: HOSTILE_HTML,
    breadcrumbs: [
      { title: { uk: 'Головна', ru: 'Главная' }, url: '/' },
      { title: trapTitle('Пастки'), url: null },
    ],
    blocks: [
      block('xss-basic', 'basic', 0, {
        field_block_title: trapTitle('Блок з пастками'),
        body: { processed: HOSTILE_HTML },
      }),
      block('xss-banner', 'baner', 1, {
        field_block_title: trapTitle('Банер з пастками'),
        field_subtitle: trapTitle('Підзаголовок'),
        field_tekst_bannera: HOSTILE_HTML,
        field_picture: { url: `javascript:${RUN}`, width: 420, height: 260, meta: { alt: `"><img src=x onerror="${RUN}">` } },
        field_link: { uri: `javascript:${RUN}`, title: 'banner-javascript-link' },
      }),
      block('xss-landing', 'new_banner_landing', 2, {
        field_block_title: trapTitle('Лендінг з пастками'),
        body: { processed: HOSTILE_HTML },
        field_link: [
          { uri: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', title: 'landing-data-link', options: { type: 'external' } },
          { uri: 'vbscript:msgbox(1)', title: 'landing-vbscript-link', options: { type: 'external' } },
          { uri: `\tjavascript:${RUN}`, title: 'landing-javascript-link', options: { type: 'external' } },
          { uri: 'https://safe.bank.example/apply', title: 'landing-safe-link', options: { type: 'external' } },
        ],
      }),
      block('xss-info-image', 'info_block_image', 3, {
        field_block_title: trapTitle('Список з пастками'),
        field_list_item: [
          {
            field_title: trapTitle('Пункт'),
            field_description: { processed: HOSTILE_HTML },
            field_picture: { url: 'x', width: 240, height: 140, meta: { alt: `x" onerror="${RUN}` } },
            field_link: { uri: `javascript:${RUN}`, title: 'item-javascript-link' },
          },
        ],
      }),
    ],
  },
];
