import { clearSavedAnswers, readSavedAnswers, SAVED_ANSWERS_MAX_AGE_MS, saveAnswers } from './saved-answers';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('unsent answers', () => {
  it('are kept in the tab (sessionStorage), never on the device', () => {
    saveAnswers('credit_cash', { pib: 'Коваль Ірина' }, 0, null, 'key-1');
    expect(window.localStorage.length).toBe(0);
    expect(readSavedAnswers('credit_cash')).toMatchObject({ values: { pib: 'Коваль Ірина' }, sendKey: 'key-1' });
  });

  it('never keep the tax number or the secret code', () => {
    saveAnswers('deposit', { pib: 'Коваль Ірина', inn: '1234567890', ipn: '1234567890', edrpou: '12345678', pers_code: '654321' }, 0, null, null);
    expect(readSavedAnswers('deposit')?.values).toEqual({ pib: 'Коваль Ірина' });
  });

  it('are dropped after 24 hours', () => {
    const savedAt = Date.now();
    saveAnswers('credit_cash', { pib: 'Коваль Ірина' }, 0, null, null, savedAt);
    expect(readSavedAnswers('credit_cash', savedAt + SAVED_ANSWERS_MAX_AGE_MS - 1)).not.toBeNull();
    expect(readSavedAnswers('credit_cash', savedAt + SAVED_ANSWERS_MAX_AGE_MS + 1)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('are cleared after a send, with what an earlier version kept on the device', () => {
    window.localStorage.setItem('bank-webform:credit_cash', '{"values":{"inn":"1234567890"}}');
    saveAnswers('credit_cash', { pib: 'Коваль Ірина' }, 0, null, null);
    clearSavedAnswers('credit_cash');
    expect(readSavedAnswers('credit_cash')).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
