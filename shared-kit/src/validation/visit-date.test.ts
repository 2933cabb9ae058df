import { checkVisitDate, formatDayMonthYear, parseDayMonthYear } from './visit-date';

describe('date rule', () => {
  // Wednesday, 18 November 2026
  const today = new Date(2026, 10, 18, 15, 30);
  it('reads and writes dd.MM.yyyy', () => {
    expect(parseDayMonthYear('31.12.2026')).toEqual(new Date(2026, 11, 31));
    expect(parseDayMonthYear('31.02.2026')).toBeNull();
    expect(formatDayMonthYear(new Date(2026, 0, 5))).toBe('05.01.2026');
  });
  it('today and later dates pass', () => {
    expect(checkVisitDate('18.11.2026', { required: true, today })).toBeNull();
    expect(checkVisitDate('01.01.2027', { required: true, today })).toBeNull();
  });
  it('a past date fails', () => {
    expect(checkVisitDate('17.11.2026', { required: true, today })).toEqual({ message: 'dateNotPast' });
  });
  it('another format fails', () => {
    expect(checkVisitDate('2026-11-20', { required: true, today })).toEqual({ message: 'dateFormat' });
  });
  it('only the allowed weekdays pass', () => {
    const weekdays = { required: true, today, allowedDays: [1, 2, 3, 4, 5] };
    expect(checkVisitDate('20.11.2026', weekdays)).toBeNull(); // Friday
    expect(checkVisitDate('21.11.2026', weekdays)).toEqual({ message: 'dateWeekday' }); // Saturday
  });
  it('an empty date: required or fine', () => {
    expect(checkVisitDate('', { required: true, today })).toEqual({ message: 'fieldRequired' });
    expect(checkVisitDate('', { required: false, today })).toBeNull();
  });
});
