import { convertWebform, skipsSmsVerification } from '@bank/shared-kit';
import { approvalProbability } from './approval-progress';
import { formFeatures } from './form-features';
import { answerElements, formSteps } from './form-steps';
import { defaultRating, initialValues } from './initial-values';
import { declinesCreditLimit, oneStepCreditFormId } from './limit-choice';

const twoStep = convertWebform({
  step_1: {
    '#type': 'webform_wizard_page',
    '#title': 'Контактні дані',
    pib: { '#type': 'textfield', '#title': 'ПІБ' },
    sms_verification: { '#type': 'hidden', '#default_value': '1' },
    progress_bar: { '#type': 'value', '#value': '1' },
  },
  step_2: {
    '#type': 'webform_wizard_page',
    '#title': 'Додатково',
    rating: { '#type': 'webform_rating', '#max': 5 },
    agree: { '#type': 'checkbox', '#default_value': true },
    actions: { '#type': 'webform_actions', '#submit__label': 'Надіслати' },
  },
});

describe('form structure', () => {
  it('a form in wizard pages has two steps labelled by the page titles', () => {
    expect(formSteps(twoStep).map((step) => step.title)).toEqual(['Контактні дані', 'Додатково']);
  });
  it('a form without pages has one step', () => {
    expect(formSteps(convertWebform({ pib: { '#type': 'textfield' } }))).toHaveLength(1);
  });
  it('the submit button is not an answer', () => {
    expect(answerElements(twoStep).map((element) => element.key)).toEqual(['pib', 'sms_verification', 'progress_bar', 'rating', 'agree']);
  });
  it('sms_verification and progress_bar switch their features on', () => {
    expect(formFeatures(twoStep)).toEqual({ smsVerification: true, progressBar: true, secretCode: false, limitChoice: false });
  });
});

describe('starting values', () => {
  it('a rating starts at half of max, rounded', () => {
    expect(defaultRating('5')).toBe('3');
    expect(defaultRating('10')).toBe('5');
    expect(initialValues(twoStep).rating).toBe('3');
  });
  it('a checkbox checked by default starts checked; prefill fills fields by key', () => {
    const values = initialValues(twoStep, { pib: 'Коваленко Олена', unknown: 'x' });
    expect(values.agree).toBe(true);
    expect(values.pib).toBe('Коваленко Олена');
    expect(values).not.toHaveProperty('unknown');
  });
});

describe('loan approval probability', () => {
  it('starts at the 5 % base', () => {
    expect(approvalProbability([])).toBe(5);
  });
  it('adds pib 20, phone 25, activity 15 and each tax number 25', () => {
    expect(approvalProbability(['pib'])).toBe(25);
    expect(approvalProbability(['pib', 'phone', 'activity'])).toBe(65);
    expect(approvalProbability(['pib', 'phone', 'activity', 'inn'])).toBe(90);
    expect(approvalProbability(['city'])).toBe(5);
  });
  it('is capped at 100 %', () => {
    expect(approvalProbability(['pib', 'phone', 'activity', 'inn', 'ipn', 'edrpou'])).toBe(100);
  });
});

describe('SMS skip and the credit-limit choice', () => {
  it.each(['Студент', 'Декретна відпустка', 'Тимчасово не працюю', 'Декретный отпуск', 'Временно не работаю'])('%s skips the SMS check', (activity) => {
    expect(skipsSmsVerification(activity)).toBe(true);
  });
  it('other activities get the SMS check', () => {
    expect(skipsSmsVerification('Працюю офіційно')).toBe(false);
    expect(skipsSmsVerification(undefined)).toBe(false);
  });
  it('No (0) declines the limit; the one-step form is 104 in a popup', () => {
    expect(declinesCreditLimit('0')).toBe(true);
    expect(declinesCreditLimit('1')).toBe(false);
    expect(oneStepCreditFormId('inline')).toBe('credit_request_one_step');
    expect(oneStepCreditFormId('popup')).toBe('104');
  });
});
