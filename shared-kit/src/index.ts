// The one entry of shared-kit. It is shared as a single federation singleton, so that every remote
// sees the same effector units, content client and block host; relative imports inside a
// prefix-shared package would give each remote private copies of them.
export * from './site/language';
export * from './site/audience';
export * from './site/constants';
export * from './site/runtime-config';
export * from './content-client/content-client';
export * from './content-client/content-error';
export * from './content-client/content-types';
export * from './content-client/content-reads';
export * from './content-client/listing-query';
export * from './content-client/site-content-client';
export * from './event-bus/site-events';
export * from './stores/site-context';
export * from './i18n/dictionary';
export * from './i18n/translate';
export * from './format/number';
export * from './block/block-types';
export * from './block/block';
export * from './block/block-error-boundary';
export * from './block/expose-block';
export * from './html/sanitize-html';
export * from './html/cms-html';
export * from './pagination/pagination-window';
export * from './pagination/Pagination';
export * from './pagination/page-param';
export * from './navigation/site-navigation';
export * from './navigation/SiteLink';
export * from './text/excerpt';
export * from './images/image-url';
export * from './affiliate/affiliate-cookies';
export * from './validation/validation-issue';
export * from './validation/email-address';
