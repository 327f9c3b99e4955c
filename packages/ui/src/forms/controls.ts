import { styled } from 'styled-components';
import { choiceBox, controlBox } from './styles.js';

/*
 * The native controls the fields draw, without formik: for forms that must also work as
 * plain HTML before (or without) the page's script, such as a search form sent by GET.
 * Put them in a FieldFrame (with controlAria) for the label, the messages and their ties.
 */

/** A text, number or search input in the fields' box; the state classes colour it. */
export const TextInput = styled.input`
  ${controlBox}
`;

/** A native select in the fields' box. */
export const SelectInput = styled.select`
  ${controlBox}
  cursor: pointer;
`;

/** A checkbox or radio with its label beside it (ChoiceInput, then ChoiceLabel). */
export const ChoiceRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-start;
`;

export const ChoiceInput = styled.input`
  ${choiceBox}
`;

export const ChoiceLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  input:disabled + & {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
