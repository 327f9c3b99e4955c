import { Formik, Form as FormikForm, useFormikContext } from 'formik';
import type { FormikConfig, FormikValues } from 'formik';
import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useKeepTyped } from './keep-typed.js';

/** What formik calls on a schema; every yup schema of @mise/validation has it. */
export type FormSchema = { validate(value: unknown, options?: object): Promise<unknown> };

export type FormProps<V extends FormikValues> = {
  initialValues: V;
  /** A schema of @mise/validation (addressSchema, contactSchema, ...). */
  validationSchema?: FormSchema;
  validate?: FormikConfig<V>['validate'];
  onSubmit: FormikConfig<V>['onSubmit'];
  /** Re-reads initialValues when they change (a form filled from data that arrives later). */
  enableReinitialize?: boolean;
  className?: string;
  /** Names the form for screen readers when the page has more than one. */
  'aria-label'?: string;
  children: ReactNode;
};

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** After a submit that fails validation, moves focus to the first field that is wrong. */
function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    const wrong = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = wrong?.matches(FOCUSABLE) ? wrong : wrong?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [form, submitCount, isSubmitting, isValid]);
  return null;
}

/**
 * A formik form for the controls of this folder: the browser's own validation bubbles are
 * off (they speak the browser's language, the schema speaks Japanese), and a failed submit
 * takes the shopper to the first error, and what was typed into the server's HTML before the
 * form hydrated is kept (`useKeepTyped`). The controls also work inside any other <Formik>.
 */
export function Form<V extends FormikValues>({
  initialValues,
  validationSchema,
  validate,
  onSubmit,
  enableReinitialize,
  className,
  'aria-label': ariaLabel,
  children,
}: FormProps<V>) {
  const form = useRef<HTMLFormElement>(null);
  useKeepTyped(form);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={validate}
      onSubmit={onSubmit}
      enableReinitialize={enableReinitialize}
    >
      <FormikForm ref={form} noValidate className={className} aria-label={ariaLabel}>
        <FocusFirstError form={form} />
        {children}
      </FormikForm>
    </Formik>
  );
}
