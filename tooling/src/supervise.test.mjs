import { restartDelayMs } from './supervise.mjs';

describe('restarting a process that died', () => {
  it('waits half a second after a first crash, twice as long after each crash in a row, fifteen seconds at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });
});
