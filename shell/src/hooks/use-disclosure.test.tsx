import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDisclosure } from './use-disclosure';

function Popup() {
  const { detailsRef, summaryRef, onToggle } = useDisclosure();
  return (
    <>
      <details ref={detailsRef} onToggle={onToggle}>
        <summary ref={summaryRef}>Notifications</summary>
        <button type="button">Mark read</button>
      </details>
      <p>Page text</p>
    </>
  );
}

const details = () => screen.getByText('Notifications').closest('details') as HTMLDetailsElement;

test('Escape closes an open popup and gives focus back to its summary', async () => {
  const user = userEvent.setup();
  render(<Popup />);
  await user.click(screen.getByText('Notifications'));
  expect(details().open).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Mark read' }));
  await user.keyboard('{Escape}');
  expect(details().open).toBe(false);
  expect(screen.getByText('Notifications')).toHaveFocus();
});

test('a press outside closes the popup, a press inside keeps it open', async () => {
  const user = userEvent.setup();
  render(<Popup />);
  await user.click(screen.getByText('Notifications'));
  await user.click(screen.getByRole('button', { name: 'Mark read' }));
  expect(details().open).toBe(true);
  await user.click(screen.getByText('Page text'));
  expect(details().open).toBe(false);
});

test('a popup opened without a click (its own toggle) is closed by Escape', async () => {
  const user = userEvent.setup();
  render(<Popup />);
  act(() => {
    details().open = true;
    details().dispatchEvent(new Event('toggle'));
  });
  await user.keyboard('{Escape}');
  expect(details().open).toBe(false);
});

test('Escape closes a popup the browser has opened before its toggle event has reached the page', async () => {
  const user = userEvent.setup();
  render(<Popup />);
  // The summary opens the element at once; the toggle event is queued, and a key pressed meanwhile comes first.
  // Held at the window here, as if still queued.
  window.addEventListener('toggle', (event) => event.stopPropagation(), { capture: true, once: true });
  details().open = true;
  await user.keyboard('{Escape}');
  expect(details().open).toBe(false);
  expect(screen.getByText('Notifications')).toHaveFocus();
});
