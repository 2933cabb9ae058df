import { checkPersonName, isNameField } from './person-name';

describe('name fields', () => {
  it('pib, last_name, name and patronymic_name are name fields', () => {
    expect(['pib', 'last_name', 'name', 'patronymic_name'].every(isNameField)).toBe(true);
    expect(isNameField('city')).toBe(false);
  });
  it.each(['Шевченко Тарас Григорович', "Мар'яна", 'Петров-Водкін', 'Їжакевич Ґанна', 'Андрии\u0306'])('%s is accepted', (value) => {
    expect(checkPersonName(value)).toBeNull();
  });
  it.each(['Ivan', 'Іван2', 'Іван!', 'Ivanенко', 'Іван\tПетро', 'Іван\uFEFFПетро', 'Іван ҂', "-'-"])(
    "%s says 'Only Cyrillic characters are allowed'",
    (value) => {
      expect(checkPersonName(value)).toEqual({ message: 'onlyCyrillic' });
    },
  );
  it('an empty name is required', () => {
    expect(checkPersonName(' ')).toEqual({ message: 'fieldRequired' });
  });
  it('a name longer than 60 characters fails', () => {
    expect(checkPersonName('а'.repeat(60))).toBeNull();
    expect(checkPersonName('а'.repeat(61))).not.toBeNull();
  });
});
