import { ServerStyleSheet } from 'styled-components';

/** Rule sets stylis compiled, by component and class name: the same for every request. */
const compiled = new Map<string, string[]>();
const MAX_COMPILED = 10_000;

/** Told of every class a render uses while `onName` is set (kept-parts.ts). */
export type StyleWatch = { onName?: ((id: string, name: string) => void) | undefined };

/**
 * A request's style sheet that reuses the rule sets earlier renders compiled. styled-components
 * gives each server render a new sheet and compiles every component's CSS again with stylis
 * for it (a sixth of a catalogue page's render); a class name is a hash of its CSS, so the
 * rules under one name never change and are compiled once per process instead.
 */
export function requestStyleSheet(watch?: StyleWatch): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  const { instance } = sheet;
  const has = instance.hasNameForId.bind(instance);
  const insert = instance.insertRules.bind(instance);
  const names: string[] = [];
  namesOf.set(sheet, names);
  // styled-components asks this for every styled element it renders.
  instance.hasNameForId = (id, name) => {
    watch?.onName?.(id, name);
    if (has(id, name)) return true;
    const key = `${id} ${name}`;
    const rules = compiled.get(key);
    if (!rules) return false;
    names.push(key);
    insert(id, name, rules);
    return true;
  };
  // A global style inserts its rules without asking hasNameForId: told here too.
  instance.insertRules = (id, name, rules) => {
    watch?.onName?.(id, name);
    const key = `${id} ${name}`;
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, rules);
    names.push(key);
    insert(id, name, rules);
  };
  return sheet;
}

/** The classes put in each request's sheet, in the order they went in. */
const namesOf = new WeakMap<ServerStyleSheet, string[]>();

/** Style tags as bytes, by the classes that went into the sheet (see styleTagBytes). */
const tags = new Map<string, Buffer>();
const MAX_TAGS = 200;

/**
 * The sheet's `<style>` tag, as bytes. Its CSS is the rules of the classes put in it, and a
 * class's rules never change (see above): the same classes in the same order make the same tag,
 * which a catalogue page's every render does (20 kB of CSS written and encoded once, not at each
 * render).
 */
export function styleTagBytes(sheet: ServerStyleSheet): Buffer {
  const key = namesOf.get(sheet)?.join('\n');
  const known = key === undefined ? undefined : tags.get(key);
  if (known) return known;
  const bytes = Buffer.from(sheet.getStyleTags());
  if (key !== undefined) {
    if (tags.size >= MAX_TAGS) tags.clear();
    tags.set(key, bytes);
  }
  return bytes;
}

/** The rules compiled for a class, if this process has them. */
export function compiledRules(id: string, name: string): string[] | undefined {
  return compiled.get(`${id} ${name}`);
}

/** Puts a class's rules in the sheet (a kept part's HTML uses it without rendering it). */
export function keepRules(sheet: ServerStyleSheet, id: string, name: string, rules: string[]) {
  if (!sheet.instance.hasNameForId(id, name)) sheet.instance.insertRules(id, name, rules);
}
