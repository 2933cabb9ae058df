import type { ContentClient } from '@bank/shared-kit';

export interface SmsAnswer {
  type?: string;
  idOtp?: string | null;
}

/**
 * The bank's SMS call is GET {api}/wise/send-sms-api-bank (forms spec 7). The browser reaches it only
 * through the site's own POST routes, which check the human-check token and the limits first: a GET
 * that another site's image could trigger would let anyone send SMS at the bank's expense.
 */
export function sendSmsCode(client: ContentClient, apiBase: string, phoneDigits: string, captchaToken: string): Promise<SmsAnswer> {
  return client.postAbsolute<SmsAnswer>(`${apiBase}/sms-code`, { phone: phoneDigits, captchaToken });
}

/** Checks the code the visitor typed (the bank's GET send-sms-api-bank?phone=&code=&idotp=). */
export function checkSmsCode(client: ContentClient, apiBase: string, phoneDigits: string, code: string, idOtp: string): Promise<SmsAnswer> {
  return client.postAbsolute<SmsAnswer>(`${apiBase}/sms-code/check`, { phone: phoneDigits, code, idOtp });
}
