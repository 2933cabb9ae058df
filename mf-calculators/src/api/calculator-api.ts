import { LANGUAGE_IDS, type ContentClient, type SiteLanguage } from '@bank/shared-kit';
import type { Answer, Branch, CalculatorContext, CalculatorInputs, CalculatorResult, CalculatorType, Question } from './calculator-types';

const PROXY = '/jsonapi/wise/proxyrequest';
// Every call here only reads: the server shares one answer per body across its renders.
const READ = { read: true };

// One named backend operation per calculator family.
const CALCULATION_METHODS: Record<CalculatorType, string> = {
  IndCreditCalc: 'CalculateCredit',
  LegalCreditCalc: 'CalculateCredit',
  IndDepositCalc: 'CalculateDeposit',
  IndCreditCardCalc: 'CalculateCreditCard',
  MortgageCalc: 'CalculateMortgage',
  UniversalCalc: 'CalculateUniversal',
};

const product = (context: CalculatorContext, language: SiteLanguage) => ({
  agreeId: context.agreeId,
  productId: context.productId,
  language: LANGUAGE_IDS[language],
});

export async function readQuestions(client: ContentClient, language: SiteLanguage, context: CalculatorContext): Promise<Question[]> {
  const answer = await client.post<{ questions?: Question[] }>(language, `${PROXY}?method=GetQuestions`, product(context, language), READ);
  return answer.questions ?? [];
}

export async function readAnswers(client: ContentClient, language: SiteLanguage, context: CalculatorContext): Promise<Answer[]> {
  const answer = await client.post<{ answers?: Answer[] }>(language, `${PROXY}?method=GetAnswers`, product(context, language), READ);
  return answer.answers ?? [];
}

export async function readProductBranches(client: ContentClient, language: SiteLanguage, context: CalculatorContext): Promise<Branch[]> {
  const answer = await client.post<{ branches?: Branch[] }>(language, `${PROXY}?method=GetCitiesForProduct`, product(context, language), READ);
  return answer.branches ?? [];
}

export function calculate(
  client: ContentClient,
  language: SiteLanguage,
  type: CalculatorType,
  context: CalculatorContext,
  inputs: CalculatorInputs,
): Promise<CalculatorResult> {
  return client.post<CalculatorResult>(
    language,
    `${PROXY}?method=${CALCULATION_METHODS[type]}`,
    {
      ...product(context, language),
      values: inputs.values,
      answerId: inputs.answerId,
    },
    READ,
  );
}
