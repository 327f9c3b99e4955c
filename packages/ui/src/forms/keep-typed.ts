import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Inputs a shopper cannot type into, or whose value React never holds. */
const NOT_TYPED = new Set(['hidden', 'file', 'button', 'submit', 'reset', 'image']);

/**
 * Whether the shopper changed a control of the server's HTML before its code arrived. As it
 * hydrates a control, React leaves its live value alone, and its default (the HTML's `value`,
 * `checked`, `selected`) holds what React rendered: the two differ only when the shopper (or
 * the browser's autofill) changed the control.
 */
function changedBeforeHydration(control: Control): boolean {
  if (control.disabled) return false;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple)
      return options.some((option) => option.selected !== option.defaultSelected);
    // With no option marked, the browser shows the first one.
    const shown = Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    );
    return control.selectedIndex !== shown;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (NOT_TYPED.has(control.type)) return false;
  // A radio the shopper chose; the one it replaced follows when React hears of the choice.
  if (control.type === 'radio') return control.checked && !control.defaultChecked;
  if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** Controls already handed over: a form inside another box that keeps what was typed counts once. */
const claimed = new WeakSet<Control>();

/** A changed control and what the shopper left in it (for a select, every chosen option). */
type Typed = { control: Control; value: string; checked: boolean; chosen: boolean[] };

/** Sets the value with the element type's own setter, past the one React puts on the element. */
const setNativeValue = (control: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Reflect.set(Object.getPrototypeOf(control) as object, 'value', value, control);

/**
 * Tells React of one control's change as the shopper's own change would: its `onChange` runs
 * with the typed value. React hears a change only when the control's value differs from the
 * one it last saw, which at hydration is the typed one: so the control is first set back to
 * its default through React's own setter, then to the typed value past it.
 */
function replayChange({ control, value, checked, chosen }: Typed): void {
  if (control instanceof HTMLSelectElement) {
    // A render since may have chosen the old option again.
    [...control.options].forEach((option, index) => (option.selected = chosen[index] === true));
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    // React hears these from the click, which turns the control back to what the shopper chose.
    control.checked = !checked;
    control.click();
    return;
  }
  control.value = control.defaultValue;
  setNativeValue(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Lets React render what the last replay changed before the next one reads its state: React
 * renders a change of a control before the event returns, and a blur's in a microtask queued
 * before this one. A microtask, not a task: no frame is painted and nothing else typed in
 * between, so what was read still holds.
 */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/**
 * Hands React what the shopper typed, chose or ticked in `root` (server HTML) before its code
 * arrived, as changes (`onChange`), and as leaving the field (`onBlur`) for the fields the
 * shopper has left already. Without this a controlled form (formik, or any `value` prop) keeps
 * its initial values, and its next render wipes the typed text off the screen.
 *
 * Everything changed is read at once, when the form has just hydrated; then the changes are
 * replayed one by one, each after React has rendered the one before, so every handler sees
 * the state the previous change left (a select that narrows the next, a field's clean-up on
 * leaving). A render in between may set a control back, so each replay puts the typed value in
 * again from what was read.
 */
export async function keepTyped(root: ParentNode): Promise<void> {
  const typed: Typed[] = [...root.querySelectorAll<Control>('input, select, textarea')]
    .filter((control) => !claimed.has(control) && changedBeforeHydration(control))
    .map((control) => ({
      control,
      value: control.value,
      checked: control instanceof HTMLInputElement && control.checked,
      chosen:
        control instanceof HTMLSelectElement
          ? [...control.options].map((option) => option.selected)
          : [],
    }));
  for (const { control } of typed) claimed.add(control);
  for (const entry of typed) {
    await settle();
    if (!entry.control.isConnected) continue;
    const { control } = entry;
    const focused = control === control.ownerDocument.activeElement;
    const caret =
      focused && !(control instanceof HTMLSelectElement) ? selection(control) : undefined;
    replayChange(entry);
    if (caret) restoreSelection(control as HTMLInputElement | HTMLTextAreaElement, caret);
    if (focused) continue;
    await settle();
    if (control.isConnected) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}

type Caret = [number, number];

/** Where the caret is in a field being typed in; none for the types without one (number). */
function selection(control: HTMLInputElement | HTMLTextAreaElement): Caret | undefined {
  try {
    const { selectionStart, selectionEnd } = control;
    return selectionStart === null || selectionEnd === null
      ? undefined
      : [selectionStart, selectionEnd];
  } catch {
    return undefined;
  }
}

function restoreSelection(control: HTMLInputElement | HTMLTextAreaElement, [start, end]: Caret) {
  // React renders the replayed value after this: the caret goes back once it has.
  void settle().then(() => {
    if (control === control.ownerDocument.activeElement) control.setSelectionRange(start, end);
  });
}

/**
 * For a part of the server's HTML a shopper can type in before it hydrates: once it has,
 * what they typed reaches its handlers (see `keepTyped`). Every form of this folder (`Form`)
 * uses it; a control outside one uses it with a ref to its box.
 */
export function useKeepTyped(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    // A form rendered in the browser (a route change) has nothing typed: it finds nothing.
    if (root.current) void keepTyped(root.current);
  }, [root]);
}
