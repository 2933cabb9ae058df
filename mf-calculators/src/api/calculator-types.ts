/** The calculator types a `calculator` block names in field_calculator_type (spec 2.5). */
export type CalculatorType = 'IndCreditCalc' | 'LegalCreditCalc' | 'IndDepositCalc' | 'IndCreditCardCalc' | 'MortgageCalc' | 'UniversalCalc';

/** A question of GetQuestions; a range question is a slider with a typed value. */
export interface Question {
  id: number;
  key: string;
  text: string;
  type: 'range' | 'checkbox' | 'answers';
  /** 0 or 1: a checkbox; 2: shown with no label. */
  controlType: 0 | 1 | 2;
  unit: 'UAH' | 'months' | 'years' | null;
  min: number;
  max: number;
  step: number;
  default: number;
  order: number;
}

export interface Answer {
  id: number;
  text: string;
  default: number;
  controlType: number;
}

export interface Sign {
  nameSign: string;
  textSign: string;
  orderSign: number;
}

interface OverdraftInfo {
  financingTerm: string;
  maturityTranche: string;
  securingFinancing: string;
}

interface CalculatorResponseStatus {
  type: 'SUCCESS' | 'FAILURE' | string;
  message: string;
}

/** Every result shape of spec 3.3; each calculator type fills its part. */
export interface CalculatorResult {
  productName?: string;
  productId?: string;
  currency?: string;
  platijMonth?: number;
  platij?: number;
  summaDep?: number;
  depositRate?: number;
  oddo?: number;
  taxes?: number;
  rate?: number;
  yourMoney?: number;
  signs?: Sign[];
  overdraftInfo?: OverdraftInfo;
  formId?: string;
  answerDetail?: string;
  cardName?: string;
  creditLimit?: number;
  /** Mortgage: the first entry of each list is its heading. */
  offers?: Sign[];
  costs?: Sign[];
  /** Universal calculator. */
  AgreeName?: string;
  paymant?: number;
  response: CalculatorResponseStatus;
}

/** The calculator context of a block (spec 3.3), from its CMS attributes. */
export interface CalculatorContext {
  agreeId: string;
  productId: string;
  analyticsName: string;
  formId: string | null;
  formCreditId: string | null;
  productName: string | null;
  answerDetail: string | null;
  listDetail: string | null;
}

/** What the visitor has chosen: numeric values by question key, checkboxes as 0/1, and a chosen answer. */
export interface CalculatorInputs {
  values: Record<string, number>;
  answerId: number | null;
}

/** A branch where a product is issued (GetCitiesForProduct). */
export interface Branch {
  branchId: string;
  city: string;
  /** The city's key, as the application forms' city field knows it. */
  cityKey: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}
