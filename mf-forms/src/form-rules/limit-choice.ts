/** Forms spec 4.1: the credit-limit question answers Yes with 1 and No with 0; No is what declines. */
const LIMIT_NO = '0';

const ONE_STEP_CREDIT_FORM_ID = 'credit_request_one_step';
/** The one-step credit request of the popup variant. */
const ONE_STEP_CREDIT_POPUP_FORM_ID = '104';

export function oneStepCreditFormId(display: 'inline' | 'popup'): string {
  return display === 'popup' ? ONE_STEP_CREDIT_POPUP_FORM_ID : ONE_STEP_CREDIT_FORM_ID;
}

/** No to "Do you need a credit limit?" sends the second step as the one-step credit request. */
export function declinesCreditLimit(answer: unknown): boolean {
  return String(answer ?? '') === LIMIT_NO;
}
