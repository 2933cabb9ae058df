/** A webform element as webform_rest delivers it: properties with a leading hash, child elements without. */
export interface RawWebformElement {
  [name: string]: unknown;
}
export type RawWebformElements = Record<string, RawWebformElement | unknown>;

export interface ElementOption {
  value: string;
  label: string;
}

/** The product's element model (shell spec section 5, forms spec section 3.1). */
export interface WebformElement {
  key: string;
  type: string;
  title: string;
  /** `invisible` hides the label (it stays for assistive technology). */
  titleDisplay?: string;
  required: boolean;
  placeholder?: string;
  defaultValue?: string;
  description?: string;
  /** A custom required message from the form. */
  error?: string;
  options: ElementOption[];
  sortOptions?: boolean;
  /** Allowed weekdays of a date, 0 Sunday … 6 Saturday. */
  dateDays?: number[];
  min?: string;
  max?: string;
  step?: string;
  maxLength?: number;
  fileExtensions?: string;
  /** The maximum number of files. */
  multiple?: number;
  markup?: string;
  submitLabel?: string;
  value?: string;
  /** Child elements of wizard pages and of the left/right containers. */
  children: WebformElement[];
  /** Every property of the element with its leading hash stripped, as delivered. */
  attributes: Record<string, unknown>;
}
