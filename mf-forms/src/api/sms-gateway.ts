import type { ContentClient } from '@bank/shared-kit';

export interface SmsAnswer {
  type?: string;
  idOtp?: string | null;
}

const SMS_PATH = '/jsonapi/wise/send-sms-api-bank';

/** GET {api}/wise/send-sms-api-bank?phone=digits: sends a code to the phone. */
export function sendSmsCode(client: ContentClient, apiBase: string, phoneDigits: string): Promise<SmsAnswer> {
  return client.getAbsolute<SmsAnswer>(`${apiBase}${SMS_PATH}?phone=${encodeURIComponent(phoneDigits)}`);
}

/** GET {api}/wise/send-sms-api-bank?phone=&code=&idotp=: checks the code the visitor typed. */
export function checkSmsCode(client: ContentClient, apiBase: string, phoneDigits: string, code: string, idOtp: string): Promise<SmsAnswer> {
  const query = `phone=${encodeURIComponent(phoneDigits)}&code=${encodeURIComponent(code)}&idotp=${encodeURIComponent(idOtp)}`;
  return client.getAbsolute<SmsAnswer>(`${apiBase}${SMS_PATH}?${query}`);
}
