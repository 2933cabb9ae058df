import type { ElementOption, RawWebformElement, RawWebformElements, WebformElement } from './webform-element';

/** Server element types to the product's (shell spec section 5). */
export const ELEMENT_TYPE_MAP: Record<string, string> = {
  textfield: 'text',
  webform_actions: 'submit',
  webform_document_file: 'file',
  webform_select_other: 'select',
  webform_time: 'time',
  date: 'custom_date',
};

/** Layout containers kept as they are, with their children. */
export const LAYOUT_CONTAINERS = ['left', 'right'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A leading hash is stripped from attribute names. */
export function elementAttributes(raw: RawWebformElement): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([name]) => name.startsWith('#'))
      .map(([name, value]) => [name.slice(1), value]),
  );
}

/** Options arrive as {value: label}, or already as pairs; both become value-label pairs. */
export function toOptions(options: unknown): ElementOption[] {
  if (Array.isArray(options)) {
    return options.filter(isObject).map((option) => ({ value: String(option.value ?? ''), label: String(option.label ?? option.value ?? '') }));
  }
  if (isObject(options)) return Object.entries(options).map(([value, label]) => ({ value, label: String(label) }));
  return [];
}

const text = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));
const number = (value: unknown): number | undefined =>
  value === undefined || value === null || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

function convertElement(key: string, raw: RawWebformElement, markAllRequired: boolean): WebformElement {
  const attributes = elementAttributes(raw);
  const serverType = String(attributes.type ?? 'textfield');
  const type = ELEMENT_TYPE_MAP[serverType] ?? serverType;
  const multiple = attributes.multiple === true ? Number.POSITIVE_INFINITY : number(attributes.multiple);
  return {
    key: text(attributes.webform_key) ?? key,
    type,
    title: text(attributes.title) ?? '',
    titleDisplay: text(attributes.title_display),
    required: type !== 'hidden' && (markAllRequired || attributes.required === true),
    placeholder: text(attributes.placeholder),
    defaultValue: text(attributes.default_value),
    description: text(attributes.description),
    error: text(attributes.required_error ?? attributes.error),
    options: toOptions(attributes.options ?? attributes.allowedValues),
    sortOptions: attributes.sort_options === true ? true : undefined,
    dateDays: Array.isArray(attributes.date_days) ? attributes.date_days.map(Number) : undefined,
    min: text(attributes.min),
    max: text(attributes.max),
    step: text(attributes.step),
    maxLength: number(attributes.maxlength ?? attributes.size),
    fileExtensions: text(attributes.file_extensions),
    multiple: type === 'file' ? (multiple ?? 1) : multiple,
    markup: text(attributes.markup),
    submitLabel: text(attributes.submit__label),
    value: text(attributes.value),
    children: convertWebform(raw as RawWebformElements, markAllRequired),
    attributes,
  };
}

/**
 * The form definition of webform_rest as the product's element model. Keys with a hash are properties,
 * not elements, and are skipped; `markAllRequired` marks every element except hidden ones required.
 */
export function convertWebform(elements: RawWebformElements, markAllRequired = false): WebformElement[] {
  return Object.entries(elements)
    .filter(([key, raw]) => !key.includes('#') && isObject(raw))
    .map(([key, raw]) => convertElement(key, raw as RawWebformElement, markAllRequired));
}

/** Every element of a form, containers and wizard pages flattened. */
export function allElements(elements: WebformElement[]): WebformElement[] {
  return elements.flatMap((element) => [element, ...allElements(element.children)]);
}
