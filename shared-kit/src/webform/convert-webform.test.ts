import { allElements, convertWebform, elementAttributes, toOptions } from './convert-webform';

const form = {
  '#method': 'post',
  step_1: {
    '#type': 'webform_wizard_page',
    '#title': 'Особисті дані',
    pib: { '#type': 'textfield', '#title': 'ПІБ', '#required': true, '#webform_key': 'pib' },
    phone: { '#type': 'tel', '#title': 'Телефон' },
    form_token: { '#type': 'hidden', '#default_value': 'abc' },
  },
  left: {
    '#type': 'container',
    visit_time: { '#type': 'webform_time', '#title': 'Час', '#min': '09:00', '#max': '18:00' },
  },
  right: {
    '#type': 'container',
    visit_date: { '#type': 'date', '#title': 'Дата', '#date_days': ['1', '2', '3'] },
  },
  scan: { '#type': 'webform_document_file', '#title': 'Скан', '#multiple': 2, '#file_extensions': 'pdf jpg' },
  branch: { '#type': 'webform_select_other', '#title': 'Відділення', '#options': { kyiv: 'Київ', lviv: 'Львів' } },
  actions: { '#type': 'webform_actions', '#submit__label': 'Надіслати' },
  'field#internal': { '#type': 'textfield' },
};

describe('webform conversion', () => {
  const elements = convertWebform(form);
  const byKey = (key: string) => allElements(elements).find((element) => element.key === key);

  it('maps textfield, webform_actions, webform_document_file, webform_select_other, webform_time and date', () => {
    expect(byKey('pib')?.type).toBe('text');
    expect(byKey('actions')?.type).toBe('submit');
    expect(byKey('scan')?.type).toBe('file');
    expect(byKey('branch')?.type).toBe('select');
    expect(byKey('visit_time')?.type).toBe('time');
    expect(byKey('visit_date')?.type).toBe('custom_date');
    expect(byKey('phone')?.type).toBe('tel');
  });

  it('turns options into value-label pairs', () => {
    expect(byKey('branch')?.options).toEqual([
      { value: 'kyiv', label: 'Київ' },
      { value: 'lviv', label: 'Львів' },
    ]);
    expect(toOptions([{ value: 1, label: 'Так' }])).toEqual([{ value: '1', label: 'Так' }]);
  });

  it('skips keys containing a hash and keeps left and right containers with their children', () => {
    expect(elements.map((element) => element.key)).toEqual(['step_1', 'left', 'right', 'scan', 'branch', 'actions']);
    expect(byKey('left')?.children.map((child) => child.key)).toEqual(['visit_time']);
    expect(byKey('right')?.children.map((child) => child.key)).toEqual(['visit_date']);
  });

  it('strips the leading hash from attribute names', () => {
    expect(elementAttributes({ '#type': 'tel', '#title': 'Телефон', child: {} })).toEqual({ type: 'tel', title: 'Телефон' });
    expect(byKey('scan')).toMatchObject({ multiple: 2, fileExtensions: 'pdf jpg' });
    expect(byKey('visit_time')).toMatchObject({ min: '09:00', max: '18:00' });
    expect(byKey('visit_date')?.dateDays).toEqual([1, 2, 3]);
    expect(byKey('actions')?.submitLabel).toBe('Надіслати');
  });

  it('keeps each element its own required flag, unless every element is marked required', () => {
    expect(byKey('pib')?.required).toBe(true);
    expect(byKey('phone')?.required).toBe(false);
    const allRequired = allElements(convertWebform(form, true));
    expect(allRequired.find((element) => element.key === 'phone')?.required).toBe(true);
    expect(allRequired.find((element) => element.key === 'form_token')?.required).toBe(false);
  });
});
