import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComboboxField, matchingOptions } from './combobox-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DANCERS = [
  { value: 'c1', label: 'Chloe Zimmer · Lakeside State' },
  { value: 'c2', label: 'Carlos Okafor · Independent' },
  { value: 'c3', label: 'Zoe Chloe · Riverside' },
];

afterEach(() => {
  document.body.replaceChildren();
});

describe('the options a typed search finds', () => {
  it('are those whose label holds the words, in any case, at most `limit`', () => {
    expect(matchingOptions(DANCERS, 'chloe', 30).map((option) => option.value)).toEqual([
      'c1',
      'c3',
    ]);
    expect(matchingOptions(DANCERS, 'CHLOE', 1)).toHaveLength(1);
    expect(matchingOptions(DANCERS, '  ', 30)).toHaveLength(3);
  });
});

function Chooser({ onValue }: { onValue: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ComboboxField
      label="Partner"
      nothingFound="Nobody by that name"
      options={DANCERS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

/** Types into the field as a keyboard does (React reads the native value setter). */
function type(input: HTMLInputElement, text: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  descriptor?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function key(input: HTMLInputElement, name: string): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
}

describe('choosing with the keyboard (the ARIA combobox pattern)', () => {
  it('narrows the list as typed, moves with the arrows and chooses with Enter', () => {
    const chosen: (string | null)[] = [];
    const root = document.createElement('div');
    document.body.append(root);
    act(() => {
      createRoot(root).render(<Chooser onValue={(v) => chosen.push(v)} />);
    });
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    const list = root.querySelector('[role="listbox"]')!;
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => type(input, 'chloe'));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect([...list.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
      'Chloe Zimmer · Lakeside State',
      'Zoe Chloe · Riverside',
    ]);
    act(() => key(input, 'ArrowDown'));
    expect(input.getAttribute('aria-activedescendant')).toBe(
      list.querySelectorAll('[role="option"]')[1]?.id,
    );
    act(() => key(input, 'Enter'));
    expect(chosen).toEqual(['c3']);
    expect(input.value).toBe('Zoe Chloe · Riverside');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => type(input, 'nobody'));
    // Typing past the chosen name unchooses it, and the list says nothing matches.
    expect(chosen).toEqual(['c3', null]);
    expect(list.textContent).toBe('Nobody by that name');
    act(() => key(input, 'Escape'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
