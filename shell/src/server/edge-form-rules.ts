/**
 * The shared kit's form rules and strings for the edge's own routes (shell/server/edge/): a form sent
 * without its script is checked by the same rules and answered in the same words as in the browser; a form
 * send is held to the SMS check by the rules the browser follows; the notice's close form sets the same
 * cookie the browser would.
 */
export { checkNewsletterEmail, translator, skipsSmsVerification, SMS_MAX_TRIES } from '@bank/shared-kit';
export { noticeClosedCookie, noticeReturnPath, NOTICE_CLOSE_ACTION } from '../notice/notice-close';
