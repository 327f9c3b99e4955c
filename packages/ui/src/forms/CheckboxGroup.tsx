import { ChoiceGroup } from './choices.js';
import type { ChoiceGroupProps } from './choices.js';

export type CheckboxGroupProps = ChoiceGroupProps;

/** Any number of choices; the formik value is the list of chosen values in option order. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  return <ChoiceGroup {...props} type="checkbox" />;
}
