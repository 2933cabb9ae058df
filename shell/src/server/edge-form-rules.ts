/**
 * The shared kit's form rules and strings for the edge's own routes (shell/server/edge/): a form sent
 * without its script is checked by the same rules and answered in the same words as in the browser.
 */
export { checkNewsletterEmail, translator } from '@bank/shared-kit';
