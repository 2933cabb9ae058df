import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog } from './ModalDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Відкрити
      </button>
      <ModalDialog open={open} title="Заявка" language="uk" onClose={() => setOpen(false)}>
        <label>
          Ім’я <input />
        </label>
        <button type="button">Надіслати</button>
      </ModalDialog>
    </>
  );
}

describe('modal dialog', () => {
  it('opens with focus inside, keeps Tab inside, closes on Escape and returns focus to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Відкрити' }));
    const dialog = screen.getByRole('dialog', { name: 'Заявка' });
    expect(screen.getByRole('button', { name: 'Закрити' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Ім’я' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Надіслати' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрити' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Надіслати' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Відкрити' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Відкрити' }));
    await user.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Shift+Tab on the first control goes to the last and back, past the controls of a closed dialog inside', async () => {
    const user = userEvent.setup();
    render(
      <ModalDialog open title="Замовити картку" language="uk" closeLabel="Повернутися назад" onClose={() => undefined}>
        <label>
          Телефон <input />
        </label>
        <button type="button">Надіслати</button>
        <ModalDialog open={false} title="Результат" language="uk" onClose={() => undefined}>
          <p>Заявку надіслано</p>
        </ModalDialog>
      </ModalDialog>,
    );
    const back = screen.getByRole('button', { name: 'Повернутися назад' });
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Надіслати' })).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus();
  });

  it('Escape in a dialog opened inside another closes only the inner one', async () => {
    const user = userEvent.setup();
    const closed: string[] = [];
    render(
      <ModalDialog open title="Заявка" language="uk" onClose={() => closed.push('form')}>
        <ModalDialog open title="Результат" language="uk" onClose={() => closed.push('result')}>
          <p>Заявку надіслано</p>
        </ModalDialog>
      </ModalDialog>,
    );
    screen.getAllByRole('button', { name: 'Закрити' })[1]?.focus();
    await user.keyboard('{Escape}');
    expect(closed).toEqual(['result']);
  });
});
