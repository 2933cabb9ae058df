import type { WebformElement } from '@bank/shared-kit';

/** The forms block's attributes: from the CMS, or from another remote (the forms contract). */
export interface FormsAttributes {
  field_form_id?: string;
  field_form_title?: string;
  field_block_title?: string;
  display?: 'inline' | 'popup';
  /** Goes into the submission payload's calculator object unchanged. */
  calculator?: Record<string, unknown>;
  /** Pre-fills fields by webform key. */
  prefill?: Record<string, string>;
}

export interface WebformData {
  formId: string;
  title: string | null;
  display: 'inline' | 'popup';
  elements: WebformElement[];
  /** The one-step credit request's elements, for a form with the credit-limit choice. */
  oneStepCredit: WebformElement[] | null;
}
