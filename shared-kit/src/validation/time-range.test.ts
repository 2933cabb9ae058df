import { checkTime } from './time-range';

describe('time rule', () => {
  const range = { required: true, min: '09:00', max: '18:00' };
  it.each(['09:00', '12:30', '18:00'])('%s is within 09:00-18:00', (value) => {
    expect(checkTime(value, range)).toBeNull();
  });
  it.each(['08:59', '18:01', '23:00'])("%s says 'Time must be from 09:00 to 18:00'", (value) => {
    expect(checkTime(value, range)).toEqual({ message: 'timeRange', params: { min: '09:00', max: '18:00' } });
  });
  it('an empty required time is required; an optional one passes', () => {
    expect(checkTime('', range)).toEqual({ message: 'fieldRequired' });
    expect(checkTime('', { required: false })).toBeNull();
  });
});
