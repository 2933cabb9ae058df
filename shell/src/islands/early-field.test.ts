import { fieldsChangedIn } from './early-field';

function placeWith(html: string): HTMLElement {
  const place = document.createElement('div');
  place.innerHTML = html;
  document.body.replaceChildren(place);
  return place;
}

const form = `
  <input name="text" value="server">
  <input type="hidden" name="token" value="t">
  <input type="file" name="scan">
  <input type="checkbox" name="agreed">
  <input type="radio" name="kind" value="buy" checked><input type="radio" name="kind" value="sell">
  <select name="plain"><option>UAH</option><option>USD</option></select>
  <select name="chosen"><option>UAH</option><option selected>USD</option></select>
  <textarea name="note">server</textarea>`;

const field = (place: HTMLElement, selector: string) => place.querySelector<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(selector)!;

describe('the fields of a block the visitor changed before it hydrated', () => {
  it('are none in a block as the server sent it', () => {
    expect(fieldsChangedIn(placeWith(form)).size).toBe(0);
  });

  it('are those holding something else than the server sent, with what they hold', () => {
    const place = placeWith(form);
    field(place, '[name=text]').value = 'typed';
    field(place, '[name=agreed]').checked = true;
    field(place, '[value=sell]').checked = true;
    field(place, '[name=plain]').value = 'USD';
    field(place, '[name=chosen]').value = 'UAH';
    field(place, 'textarea').value = 'server';

    const changed = [...fieldsChangedIn(place)].map(([element, value]) => [element.getAttribute('name'), element.getAttribute('value'), value]);
    expect(changed).toEqual([
      ['text', 'server', 'typed'],
      ['agreed', null, true],
      // The radio left unchecked is listed too; only the one chosen is given to the block.
      ['kind', 'buy', false],
      ['kind', 'sell', true],
      ['plain', null, 'USD'],
      ['chosen', null, 'UAH'],
    ]);
  });
});
