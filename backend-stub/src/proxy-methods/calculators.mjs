import { CALCULATOR_PRODUCTS, PRODUCT_BRANCH_IDS } from '../seed/calculators-products.mjs';
import { BRANCHES } from '../seed/map-branches.mjs';
import { CITIES } from '../seed/map-cities.mjs';

// The calculator operations of the bank's API (spec sections 3.3, 4.4): questions and answers of a product,
// and one calculation per calculator family, with the arithmetic a visitor can check by hand.
const INCOME_TAX_PERCENT = 18;
const MILITARY_LEVY_PERCENT = 1.5;
const SECRET_CODE_BONUS_PERCENT = 1;
const EXCLUDED_CARD_ANSWER = 37;

const text = (pair, language) => pair[language] ?? pair.uk;
const money = (value) => Math.round(value * 100) / 100;
const success = (result) => ({ ...result, response: { type: 'SUCCESS', message: '' } });
const failure = (message) => ({ response: { type: 'FAILURE', message } });

/** Monthly annuity payment of `amount` over `months` at `monthlyRate` (a fraction, e.g. 0.0325). */
export function annuityPayment(amount, months, monthlyRate) {
  if (monthlyRate === 0) return amount / months;
  return (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Simple interest on a deposit for `months`, less the income tax and the military levy. */
export function depositIncome(amount, months, annualRate) {
  const interest = (amount * annualRate * months) / 1200;
  const incomeTax = (interest * INCOME_TAX_PERCENT) / 100;
  const militaryLevy = (interest * MILITARY_LEVY_PERCENT) / 100;
  return { interest, incomeTax, militaryLevy, taxes: incomeTax + militaryLevy, yourMoney: amount + interest - incomeTax - militaryLevy };
}

function productOf(body) {
  const product = CALCULATOR_PRODUCTS[String(body.agreeId ?? '')];
  if (!product) throw Object.assign(new Error(`Unknown agreeId ${body.agreeId}`), { statusCode: 404 });
  return product;
}

/** The numeric inputs of a calculation, each checked against its question's range. */
function readValues(product, body, language) {
  const values = {};
  for (const question of product.questions) {
    const raw = Number(body.values?.[question.key] ?? question.default ?? 0);
    if (question.type === 'range' && (!Number.isFinite(raw) || raw < question.min || raw > question.max)) {
      return { error: text({ uk: `${text(question.text, 'uk')}: значення поза межами`, ru: `${text(question.text, 'ru')}: значение вне пределов` }, language) };
    }
    values[question.key] = raw;
  }
  return { values };
}

const localisedSigns = (signs = [], language) =>
  signs.map((sign, index) => ({ nameSign: text(sign.nameSign, language), textSign: text(sign.textSign, language), orderSign: index + 1 }));

function commonResult(product, body, language) {
  return {
    productName: text(product.productName, language),
    productId: product.productId,
    currency: 'UAH',
    formId: product.formId,
    answerDetail: String(body.agreeId),
  };
}

export function calculateCredit(body, language) {
  const product = productOf(body);
  const { values, error } = readValues(product, body, language);
  if (error) return failure(error);
  const rule = product.failure;
  const missing = rule.without && !values[rule.without];
  if (values.summa > rule.summaAbove && (missing || (rule.terminBelow && values.termin < rule.terminBelow))) return failure(text(rule.message, language));
  const discount = product.questions
    .filter((question) => question.type === 'checkbox' && values[question.key])
    .reduce((sum, question) => sum + (question.rateDiscount ?? 0), 0);
  const rate = money(product.annualRate - discount);
  const overdraftInfo = product.overdraftInfo && Object.fromEntries(Object.entries(product.overdraftInfo).map(([key, pair]) => [key, text(pair, language)]));
  return success({
    ...commonResult(product, body, language),
    platijMonth: money(annuityPayment(values.summa, values.termin, rate / 1200)),
    rate,
    signs: localisedSigns(product.signs, language),
    ...(overdraftInfo ? { overdraftInfo } : {}),
  });
}

export function calculateDeposit(body, language) {
  const product = productOf(body);
  const { values, error } = readValues(product, body, language);
  if (error) return failure(error);
  if (values.summa > product.failure.summaAbove && values.termin < product.failure.terminBelow) return failure(text(product.failure.message, language));
  const baseRate = [...product.ratesByTerm].reverse().find((step) => values.termin >= step.from).rate;
  const depositRate = baseRate + (values.secret_code ? SECRET_CODE_BONUS_PERCENT : 0);
  const income = depositIncome(values.summa, values.termin, depositRate);
  return success({
    ...commonResult(product, body, language),
    summaDep: values.summa,
    depositRate,
    oddo: money(income.interest),
    taxes: money(income.taxes),
    yourMoney: money(income.yourMoney),
    signs: localisedSigns(product.signs, language),
  });
}

export function calculateCreditCard(body, language) {
  const product = productOf(body);
  const { values, error } = readValues(product, body, language);
  if (error) return failure(error);
  const card = product.answers.find((answer) => answer.id === Number(body.answerId ?? 34));
  if (!card || card.id === EXCLUDED_CARD_ANSWER)
    return failure(text({ uk: 'Ця картка не має кредитного ліміту', ru: 'Эта карта не имеет кредитного лимита' }, language));
  const cardName = text(card.text, language);
  if (values.creditLimit > card.maxLimit) {
    return failure(
      text({ uk: `Для картки «${card.text.uk}» ліміт до ${card.maxLimit} грн`, ru: `Для карты «${card.text.ru}» лимит до ${card.maxLimit} грн` }, language),
    );
  }
  if (values.summa > values.creditLimit)
    return failure(text({ uk: 'Сума покупок перевищує кредитний ліміт', ru: 'Сумма покупок превышает кредитный лимит' }, language));
  return success({
    ...commonResult(product, body, language),
    productName: cardName,
    cardName,
    creditLimit: values.creditLimit,
    platijMonth: money(annuityPayment(values.summa, values.termin, card.monthlyRate / 100)),
    rate: card.monthlyRate,
    signs: [
      {
        nameSign: text({ uk: 'Пільговий період', ru: 'Льготный период' }, language),
        textSign: text({ uk: `до ${card.graceDays} днів`, ru: `до ${card.graceDays} дней` }, language),
        orderSign: 1,
      },
    ],
  });
}

export function calculateMortgage(body, language) {
  const product = productOf(body);
  const { values, error } = readValues(product, body, language);
  if (error) return failure(error);
  if (values.payment >= values.cost)
    return failure(
      text({ uk: 'Перший внесок має бути меншим за вартість нерухомості', ru: 'Первый взнос должен быть меньше стоимости недвижимости' }, language),
    );
  const loan = values.cost - values.payment;
  const months = values.termin * 12;
  const monthly = annuityPayment(loan, months, product.annualRate / 1200);
  const costs = product.costs;
  const uah = 'грн';
  const line = (uk, ru, value, order) => ({ nameSign: text({ uk, ru }, language), textSign: value, orderSign: order });
  // Numbers go out as plain digits: the site groups thousands when it shows them.
  return success({
    ...commonResult(product, body, language),
    offers: [
      line('Ваша пропозиція', 'Ваше предложение', '', 0),
      line('Сума кредиту', 'Сумма кредита', `${loan} ${uah}`, 1),
      line('Ставка', 'Ставка', `${String(product.annualRate).replace('.', ',')}%`, 2),
      line('Щомісячний платіж', 'Ежемесячный платёж', `${Math.round(monthly)} ${uah}`, 3),
      line('Переплата за весь строк', 'Переплата за весь срок', `${Math.round(monthly * months - loan)} ${uah}`, 4),
    ],
    costs: [
      line('Витрати на оформлення', 'Расходы на оформление', '', 0),
      line('Оцінка нерухомості', 'Оценка недвижимости', `${costs.appraisal} ${uah}`, 1),
      line('Послуги нотаріуса', 'Услуги нотариуса', `${Math.round((values.cost * costs.notaryPercent) / 100)} ${uah}`, 2),
      line('Страхування (щороку)', 'Страхование (ежегодно)', `${Math.round((values.cost * costs.insurancePercent) / 100)} ${uah}`, 3),
      line('Комісія за видачу', 'Комиссия за выдачу', `${Math.round((loan * costs.issueFeePercent) / 100)} ${uah}`, 4),
    ],
  });
}

export function calculateUniversal(body, language) {
  const product = productOf(body);
  const { values, error } = readValues(product, body, language);
  if (error) return failure(error);
  const fitting = product.offers
    .filter((offer) => values.summa >= offer.minSumma && values.summa <= offer.maxSumma && values.termin >= offer.minTermin && values.termin <= offer.maxTermin)
    .map((offer) => ({ offer, payment: annuityPayment(values.summa, values.termin, offer.annualRate / 1200) }))
    .sort((a, b) => a.payment - b.payment);
  const best = fitting[0];
  if (!best)
    return failure(
      text(
        { uk: 'Для вибраних умов немає пропозиції. Змініть суму або строк.', ru: 'Для выбранных условий нет предложения. Измените сумму или срок.' },
        language,
      ),
    );
  return success({
    ...commonResult(product, body, language),
    AgreeName: text(best.offer.name, language),
    agreeId: best.offer.agreeId,
    paymant: money(best.payment),
    rate: best.offer.annualRate,
  });
}

export default {
  GetQuestions: async ({ body, language }) => {
    const product = productOf(body);
    return {
      questions: product.questions.map((question, index) => ({
        id: Number(body.agreeId) * 10 + index,
        key: question.key,
        text: text(question.text, language),
        type: question.type,
        controlType: question.controlType ?? 2,
        unit: question.unit ?? null,
        min: question.min ?? 0,
        max: question.max ?? 1,
        step: question.step ?? 1,
        default: question.default ?? 0,
        order: question.order,
      })),
    };
  },
  GetAnswers: async ({ body, language }) => ({
    answers: (productOf(body).answers ?? []).map((answer) => ({ id: answer.id, text: text(answer.text, language), default: answer.default, controlType: 2 })),
  }),
  GetCitiesForProduct: async ({ language }) => ({
    branches: BRANCHES.filter((branch) => PRODUCT_BRANCH_IDS.includes(branch.BranchId)).map((branch) => ({
      branchId: branch.BranchId,
      city: text(branch.city, language),
      cityKey: Object.keys(CITIES).find((key) => CITIES[key].name.uk === branch.city.uk) ?? '',
      name: text(branch.branchName, language),
      address: text(branch.address, language),
      lat: Number(branch.googleGeo.LAT.replace(',', '.')),
      lng: Number(branch.googleGeo.LNG.replace(',', '.')),
    })),
  }),
  CalculateCredit: async ({ body, language }) => calculateCredit(body, language),
  CalculateDeposit: async ({ body, language }) => calculateDeposit(body, language),
  CalculateCreditCard: async ({ body, language }) => calculateCreditCard(body, language),
  CalculateMortgage: async ({ body, language }) => calculateMortgage(body, language),
  CalculateUniversal: async ({ body, language }) => calculateUniversal(body, language),
};
