import { ChoiceGroup } from './choices.js';
import type { ChoiceGroupProps } from './choices.js';

export type RadioGroupProps = ChoiceGroupProps;

/**
 * One choice out of a few, as native radios sharing the field name: Tab reaches the group
 * once and the arrow keys move the choice, as browsers do. The value keeps the option's type,
 * so numeric codes such as GENDERS stay numbers.
 */
export function RadioGroup(props: RadioGroupProps) {
  return <ChoiceGroup {...props} type="radio" />;
}
