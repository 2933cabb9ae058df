import { allElements, type WebformElement } from '@bank/shared-kit';

/** Special webform keys that switch a feature on by their presence (forms spec 3.1). */
export interface FormFeatures {
  smsVerification: boolean;
  progressBar: boolean;
  secretCode: boolean;
  limitChoice: boolean;
}

export const LIMIT_CHOICE_KEY = 'NoCreditLimit';
export const SECRET_CODE_KEY = 'pers_code';

export function formFeatures(elements: WebformElement[]): FormFeatures {
  const keys = new Set(allElements(elements).map((element) => element.key));
  return {
    smsVerification: keys.has('sms_verification'),
    progressBar: keys.has('progress_bar') || keys.has('progress_bar_second'),
    secretCode: keys.has(SECRET_CODE_KEY),
    limitChoice: keys.has(LIMIT_CHOICE_KEY),
  };
}

/** Keys that only switch features on: never shown, never sent as answers. */
export const FEATURE_KEYS = ['sms_verification', 'progress_bar', 'progress_bar_second'];
