export { CheckboxField } from './CheckboxField.js';
export type { CheckboxFieldProps } from './CheckboxField.js';
export { ChoiceInput, ChoiceLabel, ChoiceRow, SelectInput, TextInput } from './controls.js';
export { DateField, EMPTY_DATE, fromDateParts, toDateParts } from './DateField.js';
export type { DateFieldProps, DateParts, YearRange } from './DateField.js';
export { controlAria, FieldFrame, FieldMark, FieldMessages, frameIds } from './FieldFrame.js';
export type { FieldFrameProps, FrameState } from './FieldFrame.js';
export { Form } from './Form.js';
export type { FormProps, FormSchema } from './Form.js';
export { keepTyped, useKeepTyped } from './keep-typed.js';
export { KanaField } from './KanaField.js';
export type { KanaFieldProps } from './KanaField.js';
export { postalDigits, toHalfWidthDigits, toKatakana } from './normalize.js';
export { PhoneField } from './PhoneField.js';
export type { PhoneFieldProps } from './PhoneField.js';
export { POSTAL_MESSAGES, PostalCodeField } from './PostalCodeField.js';
export type {
  PostalAddress,
  PostalCodeFieldProps,
  PostalLookup,
  PostalTargets,
} from './PostalCodeField.js';
export { PrefectureSelect } from './PrefectureSelect.js';
export type { PrefectureSelectProps } from './PrefectureSelect.js';
export { RadioGroup } from './RadioGroup.js';
export type { RadioGroupProps } from './RadioGroup.js';
export { SelectField } from './SelectField.js';
export type { SelectFieldProps, SelectOption } from './SelectField.js';
export { TextAreaField } from './TextAreaField.js';
export type { TextAreaFieldProps } from './TextAreaField.js';
export { TextField } from './TextField.js';
export type { FieldBaseProps, FieldWidth, TextFieldProps } from './TextField.js';
export { useFieldState } from './use-field-state.js';
export type { FieldState, FieldStatus } from './use-field-state.js';
