import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

describe('form dialog', () => {
  it('keeps Tab and Shift+Tab inside: past the last control comes the first, and back', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open title="Замовити картку" closeLabel="Закрити" onClose={() => undefined}>
        <label>
          Телефон <input />
        </label>
        <button type="button">Надіслати</button>
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: 'Закрити' });
    const send = screen.getByRole('button', { name: 'Надіслати' });
    send.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Телефон')).toHaveFocus();
  });
});
