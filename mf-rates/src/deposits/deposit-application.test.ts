import { depositApplicationForm } from './deposit-application';

describe('the application form for a deposit rate', () => {
  it('is mf-forms’ forms block carrying agreeId, amount, kind as term, rate, currency and product name', () => {
    const block = depositApplicationForm(
      { cell: { agreeId: '3102-6-2', kind: '6', kindDisplay: '6 міс.', rate: 14, amount: 50_000 }, productName: 'Депозит «Онлайн»', currency: 'UAH' },
      'deposit_request',
      'deposits-table',
    );
    expect(block).toEqual({
      id: 'deposits-table-application-3102-6-2',
      type: 'forms',
      attributes: {
        field_form_id: 'deposit_request',
        display: 'inline',
        calculator: {
          cardName: 'Депозит «Онлайн»',
          depositRate: 14,
          Percent: 14,
          termin: '6',
          Kind: '6',
          formId: 'deposit_request',
          summa: 50_000,
          agreeId: '3102-6-2',
          currency: 'UAH',
        },
        prefill: { CustomAgreeeId: '3102-6-2' },
      },
    });
  });
});
